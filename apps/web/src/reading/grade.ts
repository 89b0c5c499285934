import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** Words: runs of characters with a letter or digit in them. */
export function countWords(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token));
}

/**
 * The sentences of a text. A sentence ends with . ! ? or … (optionally followed by a closing
 * quote or bracket) and a space. A colon never ends one: "Call 988: they answer day and night."
 * is one sentence, as a reader takes it in. (Where a heading, label or list item ends in a colon,
 * visibleText ends the sentence there, because every block does, not because of the colon.)
 */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?…][”"’)]?)\s+/).filter((sentence) => countWords(sentence).length > 0);
}

/** How many sentences a text has (see splitSentences). */
export function countSentences(text: string): number {
  return splitSentences(text).length;
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
