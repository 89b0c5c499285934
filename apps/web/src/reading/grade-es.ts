import { countSentences, countWords } from './grade';

/**
 * Reading ease in Spanish: the INFLESZ scale (issue 25). The formula is Szigriszt-Pazos's
 * "perspicuity" (Szigriszt Pazos F., "Sistemas predictivos de legibilidad del mensaje escrito:
 * fórmula de perspicuidad", doctoral thesis, Universidad Complutense de Madrid, 1993):
 *
 *   206.835 − 62.3 × syllables / words − words / sentences
 *
 * read on the INFLESZ scale, validated on texts for patients by Barrio-Cantalejo I.M. et al.,
 * "Validación de la Escala INFLESZ para evaluar la legibilidad de los textos dirigidos a
 * pacientes", Anales del Sistema Sanitario de Navarra 2008; 31(2): 135–152: below 40 very hard,
 * 40–55 somewhat hard, 55–65 normal, 65–80 fairly easy ("bastante fácil"), 80 and above very
 * easy. Harbor's Spanish pages must read at 65 or more.
 */
export const MIN_INFLESZ = 65;

const VOWELS = 'aáeéiíoóuúü';
/** Open vowels, and an accented i or u: next to another vowel of this set, a new syllable. */
const STRONG = 'aáeéoóíú';

/**
 * The syllables of one Spanish word, by its vowel nuclei: a vowel starts a syllable unless it
 * joins the one before in a diphthong or triphthong (an unaccented i, u or ü beside any vowel:
 * "ciu-dad", "guion"); two open vowels, or an accented í or ú beside a vowel, are two (hiatus:
 * "po-e-ta", "pa-ís"). A `y` not followed by a vowel is a vowel ("hoy", "muy", "y"). A word with
 * no letters (a number) counts one, as the English grade does.
 */
export function spanishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, '');
  let count = 0;
  let previous: 'strong' | 'weak' | null = null;
  for (let index = 0; index < letters.length; index += 1) {
    const letter = letters[index] ?? '';
    const next = letters[index + 1] ?? '';
    const vowel =
      VOWELS.includes(letter) || (letter === 'y' && !VOWELS.includes(next) && next !== 'y');
    if (!vowel) {
      previous = null;
      continue;
    }
    const kind = STRONG.includes(letter) ? 'strong' : 'weak';
    if (previous === null || (kind === 'strong' && previous === 'strong')) count += 1;
    previous = kind;
  }
  return Math.max(1, count);
}

/** The INFLESZ score of counts of syllables, words and sentences (see above). */
export function inflesz({
  syllables,
  words,
  sentences,
}: {
  syllables: number;
  words: number;
  sentences: number;
}): number {
  return 206.835 - (62.3 * syllables) / words - words / sentences;
}

/** The INFLESZ score of a Spanish text, with the counts it is computed from. */
export function spanishReadingEase(text: string): {
  score: number;
  words: number;
  sentences: number;
  syllables: number;
} {
  const words = countWords(text.replace(/[¿¡]/g, ' '));
  const sentences = Math.max(1, countSentences(text));
  const syllables = words.reduce((total, word) => total + spanishSyllables(word), 0);
  const counts = { syllables, words: Math.max(1, words.length), sentences };
  return { score: inflesz(counts), ...counts };
}
