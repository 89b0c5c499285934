import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** Words: runs of characters with a letter or digit in them. */
export function countWords(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token));
}

/** Sentences end with . ! ? or … (optionally followed by a closing quote or bracket). */
export function countSentences(text: string): number {
  return text.split(/(?<=[.!?…:][”"’)]?)\s+/).filter((sentence) => countWords(sentence).length > 0)
    .length;
}

/** Flesch-Kincaid grade level of a text, with the counts it is computed from. */
export function readingGrade(text: string): {
  grade: number;
  words: number;
  sentences: number;
  syllables: number;
} {
  const words = countWords(text);
  const sentences = Math.max(1, countSentences(text));
  const syllables = words.reduce(
    (total, word) => total + Math.max(1, syllable(word.replace(/[^A-Za-z'’-]/g, '') || 'one')),
    0,
  );
  const grade = fleschKincaid({
    sentence: sentences,
    word: Math.max(1, words.length),
    syllable: syllables,
  });
  return { grade, words: words.length, sentences, syllables };
}
