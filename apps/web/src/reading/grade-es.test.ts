import { describe, expect, it } from 'vitest';
import { inflesz, MIN_INFLESZ, spanishReadingEase, spanishSyllables } from './grade-es';

describe('Spanish syllables', () => {
  it.each([
    ['casa', 2], // ca-sa
    ['ayuda', 3], // a-yu-da: y before a vowel is a consonant
    ['ciudad', 2], // ciu-dad: two closed vowels, one diphthong
    ['murciélago', 4], // mur-cié-la-go
    ['poeta', 3], // po-e-ta: two open vowels, a hiatus
    ['país', 2], // pa-ís: an accented í breaks the diphthong
    ['día', 2], // dí-a
    ['guion', 1], // one syllable (RAE, Ortografía 2010)
    ['averigüéis', 4], // a-ve-ri-güéis: a triphthong
    ['hoy', 1], // y at the end is a vowel
    ['muy', 1],
    ['y', 1],
    ['leer', 2], // le-er
    ['teléfono', 4],
    ['llame', 2],
    ['emergencias', 4], // e-mer-gen-cias
    ['988', 1], // a number counts one, as in the English grade
  ])('%s has %i', (word, syllables) => {
    expect(spanishSyllables(word)).toBe(syllables);
  });
});

describe('INFLESZ (Szigriszt-Pazos perspicuity, on Barrio-Cantalejo 2008 scale)', () => {
  it('is 206.835 − 62.3 × syllables per word − words per sentence', () => {
    expect(inflesz({ syllables: 6, words: 4, sentences: 1 })).toBeCloseTo(109.385, 3);
    // Two syllables a word, twenty words a sentence: 206.835 − 124.6 − 20.
    expect(inflesz({ syllables: 200, words: 100, sentences: 5 })).toBeCloseTo(62.235, 3);
  });

  it('counts a short plain text: "La casa es azul." is 6 syllables, 4 words, 1 sentence', () => {
    expect(spanishReadingEase('La casa es azul.')).toEqual({
      score: expect.closeTo(109.385, 3),
      syllables: 6,
      words: 4,
      sentences: 1,
    });
  });

  it('reads a plain help sentence as fairly easy, and a long official one as hard', () => {
    const plain = spanishReadingEase(
      'Llame al 988 y marque 2. Le atienden en español. Es gratis. No tiene que dar su nombre.',
    );
    expect(plain.sentences).toBe(4);
    expect(plain.score).toBeGreaterThanOrEqual(MIN_INFLESZ);
    const official = spanishReadingEase(
      'La Administración de Servicios de Salud Mental y Abuso de Sustancias proporciona información confidencial y derivaciones a establecimientos de tratamiento especializados, grupos de apoyo y organizaciones comunitarias correspondientes a las necesidades individuales de las personas afectadas.',
    );
    expect(official.sentences).toBe(1);
    expect(official.score).toBeLessThan(40);
  });

  it('counts ¿ and ¡ as no word', () => {
    expect(spanishReadingEase('¿Está en peligro? ¡Llame!').words).toBe(4);
  });
});
