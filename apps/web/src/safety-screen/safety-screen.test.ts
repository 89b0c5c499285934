import { describe, expect, it } from 'vitest';
import phrases from './safety-phrases.json';
import labelled from './safety-labelled.json';
import { measureScreen } from './screen-measure';
import {
  SAFETY_CATEGORIES,
  dangerReason,
  normaliseForScreen,
  phrasePattern,
  screenForDanger,
} from './safety-screen';

const category = (text: string) => screenForDanger(text)?.category ?? null;

/** One text a phrase stands for: the first choice of each group, nothing for `*`. */
function firstReading(phrase: string): string {
  let text = phrase;
  while (/\([^()]*\)/.test(text)) text = text.replace(/\(([^()|]*)(?:\|[^()]*)?\)/, '$1');
  return text.replace(/\*/g, ' ');
}

describe('normaliseForScreen', () => {
  it('lowers the case, folds accents and drops apostrophes', () => {
    expect(normaliseForScreen("I DON'T want to be here")).toBe(' i dont want to be here ');
    expect(normaliseForScreen('Ya NO QUIERO vivir, perdón')).toBe(' ya no quiero vivir . perdon ');
    expect(normaliseForScreen('I don’t')).toBe(' i dont ');
  });

  it('reads decomposed accents like composed ones', () => {
    expect(normaliseForScreen('dan\u0303o')).toBe(normaliseForScreen('daño'));
  });

  it('writes letters repeated in a row once', () => {
    expect(normaliseForScreen('i wanna dieeeee')).toBe(' i wana die ');
  });

  it('marks the end of each sentence or clause and keeps one space between words', () => {
    expect(normaliseForScreen('  No.\n\nI want   to die!! ')).toBe(' no . i want to die . ');
  });
});

describe('phrasePattern', () => {
  it('turns groups into alternatives and * into up to three words', () => {
    expect(phrasePattern('(want|wanna) to die')).toBe('(?:want|wana) to die');
    expect(phrasePattern('hits * kids')).toBe('hits(?: [a-z0-9]+){0,3} kids');
    expect(phrasePattern('no quiero (vivir|estar (vivo|viva))')).toBe(
      'no quiero (?:vivir|estar (?:vivo|viva))',
    );
  });
});

describe('the phrase file', () => {
  const all = [
    ...phrases.categories.flatMap((entry) => entry.phrases),
    ...phrases.negations.cues,
    ...phrases.breaks.near_misses,
    ...phrases.breaks.pseudo_negations,
  ];

  it('has the four categories, in the order they are checked', () => {
    expect(phrases.categories.map((entry) => entry.category)).toEqual(SAFETY_CATEGORIES);
  });

  it('holds only words, groups and wildcards, with balanced brackets', () => {
    for (const phrase of all) {
      expect(phrase, phrase).toMatch(/^[\p{L}\p{N}' ()|*-]+$/u);
      let depth = 0;
      for (const char of phrase) {
        depth += char === '(' ? 1 : char === ')' ? -1 : 0;
        expect(depth, phrase).toBeGreaterThanOrEqual(0);
      }
      expect(depth, phrase).toBe(0);
    }
  });

  it('has no danger phrase that its own plainest reading does not set off', () => {
    for (const entry of phrases.categories) {
      for (const phrase of entry.phrases) {
        expect(
          screenForDanger(`Please read this: ${firstReading(phrase)}.`),
          phrase,
        ).not.toBeNull();
      }
    }
  });
});

describe('screenForDanger', () => {
  it('names the category and the phrase of the file that matched', () => {
    expect(screenForDanger('Honestly I just want to die.')).toEqual({
      category: 'suicide',
      phrase: '(want|wanna|ready|trying) to die',
    });
    expect(dangerReason({ category: 'suicide', phrase: 'suicidal' })).toBe('suicide: suicidal');
  });

  it('finds each category in English and Spanish', () => {
    expect(category('i want to kill myself')).toBe('suicide');
    expect(category('me quiero morir')).toBe('suicide');
    expect(category('I have been cutting myself again')).toBe('self-harm');
    expect(category('me estoy cortando otra vez')).toBe('self-harm');
    expect(category('My husband hits me every weekend')).toBe('abuse-now');
    expect(category('mi pareja amenazó con matarme')).toBe('abuse-now');
    expect(category('my neighbour beats her kids')).toBe('child-at-risk');
    expect(category('el novio de mi hermana le pega a mi sobrina')).toBe('child-at-risk');
  });

  it('reads through case, accents, apostrophes and repeated letters', () => {
    expect(category('I DONT WANT TO LIVE')).toBe('suicide');
    expect(category('i don’t want to live')).toBe('suicide');
    expect(category('QUIERO MORIIIIR')).toBe('suicide');
    expect(category('ya no tengo razón para vivir')).toBe('suicide');
  });

  describe('given a negated phrase', () => {
    it('does not count it', () => {
      expect(category("I'm not suicidal, I need a food bank")).toBeNull();
      expect(category("I'm not really suicidal")).toBeNull();
      expect(category('I would never kill myself')).toBeNull();
      expect(category("I don't want to die in debt")).toBeNull();
      expect(category('no quiero morir, quiero ayuda')).toBeNull();
      expect(category('no me quiero morir')).toBeNull();
      expect(category('él nunca me pega')).toBeNull();
    });

    it('still counts the same phrase, not negated, in another sentence', () => {
      expect(category("I'm not okay. I want to die.")).toBe('suicide');
      expect(category('No quiero morir. Bueno, sí: quiero morir.')).toBe('suicide');
    });

    it('counts it when the negation is about something else ("I don\'t know")', () => {
      expect(category("I don't know, I want to die")).toBe('suicide');
      expect(category('no sé si quiero morir')).toBe('suicide');
    });
  });

  it('counts a phrase that holds its own negation', () => {
    expect(category("I don't want to be alive anymore")).toBe('suicide');
    expect(category('ya no quiero vivir')).toBe('suicide');
  });

  it('leaves near-misses alone', () => {
    expect(category('this deadline is killing me')).toBeNull();
    expect(category("I'm dying to see the film")).toBeNull();
    expect(category('me muero de risa')).toBeNull();
    expect(category('me muero de ganas de verlos')).toBeNull();
    expect(category('a cake to die for')).toBeNull();
    expect(category('I nearly killed myself laughing')).toBeNull();
    expect(category('me corté el pelo')).toBeNull();
  });

  it('finds nothing in an ordinary message', () => {
    expect(category('Where is the nearest food bank? I live in Houston.')).toBeNull();
    expect(category('¿Dónde queda el banco de comida más cercano?')).toBeNull();
    expect(category('')).toBeNull();
  });
});

describe('the labelled set', () => {
  const { all, byLanguage } = measureScreen(labelled.texts);

  it('holds at least 60 texts, in English and Spanish, with danger and without', () => {
    expect(labelled.texts.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'es']) {
      const texts = labelled.texts.filter((text) => text.lang === lang);
      expect(texts.some((text) => text.danger)).toBe(true);
      expect(texts.some((text) => !text.danger)).toBe(true);
    }
    for (const text of labelled.texts) {
      if (text.danger) expect(SAFETY_CATEGORIES).toContain(text.danger);
    }
  });

  it('is screened with a recall of at least 0.95 in each language', () => {
    expect(all.recall).toBeGreaterThanOrEqual(0.95);
    expect(byLanguage.en?.recall).toBeGreaterThanOrEqual(0.95);
    expect(byLanguage.es?.recall).toBeGreaterThanOrEqual(0.95);
  });
});
