/** Types of prerender.mjs for TypeScript callers (e2e/global-setup.ts). */
export function prerenderSite(options?: {
  root?: string;
  outDir?: string;
  log?: (line: string) => void;
}): Promise<string[]>;
/** The template's no-JavaScript note in the page's language (Spanish for `es`). */
export function noScriptNoteIn(html: string, lang: 'en' | 'es' | undefined): string;
/** The template's head on a Spanish page: the English feed's link named in Spanish. */
export function spanishHeadIn(html: string, lang: 'en' | 'es' | undefined): string;
/** The neutral shell; with `toHome`, the page for an unknown path (in Spanish under /es). */
export function shellDocument(
  shared: { template: string; entryScript: string },
  options: { toHome: boolean; language?: 'en' | 'es'; description?: string },
): string;
