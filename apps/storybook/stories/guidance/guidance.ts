/**
 * What each component's docs page says about using it, beyond its props: when to use it, when
 * not to, how to write its words, and how it works with a keyboard. Plain data (no React), so a
 * unit test (guidance.test.ts) checks every page has all four parts and reads at grade 8 or lower.
 * Each item is one short Markdown line; `code` is allowed.
 */
export interface Guidance {
  /** When to use it. */
  use: readonly string[];
  /** When not to use it, and what to use instead. */
  avoid: readonly string[];
  /** Content rules: what its words should say and how. */
  words: readonly string[];
  /** Keyboard and focus behaviour. */
  keyboard: readonly string[];
}

/** The headings the docs pages show, in order. */
export const GUIDANCE_HEADINGS: Record<keyof Guidance, string> = {
  use: 'When to use it',
  avoid: 'When not to use it',
  words: 'Words',
  keyboard: 'Keyboard and focus',
};

/** Words every part shares; each page adds its own. */
export const PLAIN_WORDS = 'Plain words, short sentences: reading grade 8 or lower.';
