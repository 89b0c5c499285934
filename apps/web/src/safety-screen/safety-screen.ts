/**
 * The safety screen (issue 27): does a message show signs that someone may be in danger (suicide,
 * self-harm, abuse happening now, a child at risk)? Phrases in English and Spanish, with
 * negation, near-misses and plain normalisation, all read from safety-phrases.json. How it works
 * and how to change it: docs/safety-screen.md. The same rules run in Postgres on every insert
 * (public.safety_screen, generated from this module by scripts/gen-safety-screen-sql.mjs), so
 * keep every step here expressible as the same regular expression there.
 *
 * Pure and small; the forms load it on demand (never in a first load).
 */
import data from './safety-phrases.json';

export type SafetyCategory = 'suicide' | 'self-harm' | 'abuse-now' | 'child-at-risk';

/** What the screen found: the category, and the phrase of safety-phrases.json that matched. */
export interface SafetyFinding {
  category: SafetyCategory;
  phrase: string;
}

export const SAFETY_CATEGORIES: readonly SafetyCategory[] = [
  'suicide',
  'self-harm',
  'abuse-now',
  'child-at-risk',
];

/** Letters with accents, and their plain letter (the same table in SQL: translate()). */
export const FOLD_FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç';
export const FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc';
/** Apostrophes of every kind, and the combining accents of decomposed text: dropped. */
export const DROPPED = "'’‘`´ʼ\u0300\u0301\u0302\u0303\u0308";
/** What ends a sentence or clause: a phrase never spans one, nor does a negation. */
export const CLAUSE_BREAK = '[.!?;:,¡¿…\\n\\r]+';
/** Up to three words of any kind, for `*` in a phrase. */
export const ANY_WORDS = '(?: [a-z0-9]+){0,3}';

function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const at = FOLD_FROM.indexOf(char);
    if (at >= 0) out += FOLD_TO[at];
    else if (!DROPPED.includes(char)) out += char;
  }
  return out;
}

/**
 * The text as the screen reads it: accents folded, apostrophes dropped ("don't" → "dont"), lower
 * case, letters repeated in a row written once ("sooo" → "so", "kill" → "kil"), every other sign a
 * space, each clause break a lone " . ", one space between words and one at each end.
 */
export function normaliseForScreen(text: string): string {
  const lower = fold(text).replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const words = lower
    .replace(new RegExp(CLAUSE_BREAK, 'g'), ' . ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/([a-z])\1+/g, '$1');
  return ` ${words.trim().replace(/ +/g, ' ')} `;
}

/** The words of a phrase, normalised like a text (no clause breaks in a phrase). */
function phraseWords(words: string): string {
  return normaliseForScreen(words).replace(/\./g, ' ').trim().replace(/ +/g, ' ');
}

/**
 * A phrase of safety-phrases.json as a regular expression over normalised text (without the
 * spaces around it): words, `(a|b)` for alternatives, `*` for up to three words.
 */
export function phrasePattern(phrase: string): string {
  let out = '';
  // Whether the last thing written ends a unit (a word or a group), so the next needs a space.
  let afterUnit = false;
  for (const token of phrase.match(/[()|*]|[^()|*]+/g) ?? []) {
    if (token === '(') {
      out += `${afterUnit ? ' ' : ''}(?:`;
      afterUnit = false;
    } else if (token === '|' || token === ')') {
      out += token;
      afterUnit = token === ')';
    } else if (token === '*') {
      out += ANY_WORDS;
      afterUnit = true;
    } else {
      const words = phraseWords(token);
      if (!words) continue;
      out += `${afterUnit ? ' ' : ''}${words}`;
      afterUnit = true;
    }
  }
  return out;
}

/** Each cue, or what comes before a negated phrase (the cue and up to `window` words). */
export function negationPattern(): string {
  const cues = data.negations.cues.map(phrasePattern).join('|');
  return `(?:${cues})(?: [a-z0-9]+){0,${data.negations.window}}`;
}

/** Near-misses and pseudo-negations, taken out before any phrase is looked for. */
export function breaksPattern(): string {
  return [...data.breaks.near_misses, ...data.breaks.pseudo_negations].map(phrasePattern).join('|');
}

export interface SafetyRule {
  category: SafetyCategory;
  phrase: string;
  pattern: string;
}

/** Every phrase in file order (the first that matches wins), with its pattern. */
export function safetyRules(): SafetyRule[] {
  return data.categories.flatMap(({ category, phrases }) =>
    phrases.map((phrase) => ({
      category: category as SafetyCategory,
      phrase,
      pattern: phrasePattern(phrase),
    })),
  );
}

interface CompiledRule extends SafetyRule {
  found: RegExp;
  negated: RegExp;
}

let compiled: { breaks: RegExp; rules: CompiledRule[] } | undefined;

function compile() {
  const negation = negationPattern();
  compiled ??= {
    breaks: new RegExp(` (?:${breaksPattern()})(?= )`, 'g'),
    rules: safetyRules().map((rule) => ({
      ...rule,
      found: new RegExp(` ${rule.pattern} `),
      negated: new RegExp(` ${negation} ${rule.pattern}(?= )`, 'g'),
    })),
  };
  return compiled;
}

/**
 * The first danger phrase in `text` that is neither negated ("I'm not suicidal") nor part of a
 * figure of speech ("this deadline is killing me"), or null.
 */
export function screenForDanger(text: string): SafetyFinding | null {
  const { breaks, rules } = compile();
  const normalised = normaliseForScreen(text).replace(breaks, ' .');
  for (const rule of rules) {
    if (rule.found.test(normalised.replace(rule.negated, ' .'))) {
      return { category: rule.category, phrase: rule.phrase };
    }
  }
  return null;
}

/** How the database stores a finding (public.safety_screen's answer): `suicide: want to die`. */
export function dangerReason(finding: SafetyFinding): string {
  return `${finding.category}: ${finding.phrase}`;
}
