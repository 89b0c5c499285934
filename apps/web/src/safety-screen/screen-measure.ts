/**
 * Precision and recall of the safety screen on a labelled set (safety-labelled.json), per
 * language and in all: printed by scripts/check-safety-screen.mjs, checked by the unit tests.
 */
import { screenForDanger, type SafetyCategory } from './safety-screen';

export interface LabelledText {
  lang: string;
  /** The category a reader would raise, or null for a text with no sign of danger. */
  danger: string | null;
  text: string;
}

export interface ScreenScore {
  /** Texts labelled danger that the screen flagged (whatever the category). */
  truePositives: number;
  /** Texts labelled safe that the screen flagged. */
  falsePositives: number;
  /** Texts labelled danger that the screen missed. */
  falseNegatives: number;
  /** Texts labelled safe that the screen left alone. */
  trueNegatives: number;
  /** Flagged texts whose category is not the label's. */
  wrongCategory: number;
  precision: number;
  recall: number;
}

export interface ScreenMistake {
  text: LabelledText;
  found: { category: SafetyCategory; phrase: string } | null;
}

function score(results: { text: LabelledText; found: ScreenMistake['found'] }[]): ScreenScore {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let trueNegatives = 0;
  let wrongCategory = 0;
  for (const { text, found } of results) {
    if (text.danger && found) {
      truePositives += 1;
      if (found.category !== text.danger) wrongCategory += 1;
    } else if (text.danger) falseNegatives += 1;
    else if (found) falsePositives += 1;
    else trueNegatives += 1;
  }
  const flagged = truePositives + falsePositives;
  const danger = truePositives + falseNegatives;
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    trueNegatives,
    wrongCategory,
    precision: flagged === 0 ? 1 : truePositives / flagged,
    recall: danger === 0 ? 1 : truePositives / danger,
  };
}

/** The score in all and per language, and every text the screen got wrong. */
export function measureScreen(texts: readonly LabelledText[]) {
  const results = texts.map((text) => ({ text, found: screenForDanger(text.text) }));
  const languages = [...new Set(texts.map((text) => text.lang))].sort();
  return {
    all: score(results),
    byLanguage: Object.fromEntries(
      languages.map((lang) => [lang, score(results.filter((r) => r.text.lang === lang))]),
    ) as Record<string, ScreenScore>,
    mistakes: results.filter(
      ({ text, found }) => (text.danger ?? null) !== (found?.category ?? null),
    ) as ScreenMistake[],
  };
}
