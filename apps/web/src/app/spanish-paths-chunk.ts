/**
 * What language.tsx loads of spanish-paths.ts, with what keeps the head's language tags true
 * after a navigation inside the app (language-head.ts): a chunk of its own, whose namespace is the
 * chunk itself. Imported directly, spanish-paths.ts (which the Spanish layout's chunk imports
 * too) made the bundler build its namespace at run time, with a helper in every first load
 * (+0.06 kB gzip; check-bundle-size.mjs).
 */
import { showLanguagesInHead } from './language-head';
import { spanishPathOf } from './spanish-paths';

export { spanishPathOf };

/** The head's language tags for the English page at `pathname`, shown after a navigation. */
export function showEnglishPageInHead(pathname: string): void {
  showLanguagesInHead(pathname, { locale: 'en', alternate: spanishPathOf(pathname) ?? null });
}
