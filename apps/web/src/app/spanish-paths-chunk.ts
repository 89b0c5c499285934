/**
 * What language.tsx loads of spanish-paths.ts, with what keeps the head's language tags true
 * after a navigation inside the app (language-head.ts): a chunk of its own, whose namespace is the chunk
 * itself. Imported directly, spanish-paths.ts (which the Spanish layout's chunk imports too) made
 * the bundler build its namespace at run time, with a helper in every first load (+0.06 kB gzip;
 * check-bundle-size.mjs).
 */
export { spanishPathOf } from './spanish-paths';
export { showLanguagesInHead } from './language-head';
