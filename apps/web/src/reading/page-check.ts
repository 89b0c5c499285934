import { countWords } from './grade';
import { visibleText } from './visible-text';

/**
 * The fewest words a page's `<main>` must show to be graded. The shortest page measured today
 * (/safety-plan, signed out) has well over a hundred; a page whose content did not load shows
 * its heading and little else.
 */
export const MIN_MAIN_WORDS = 40;

/**
 * Words a page shows while some of its content is still loading, in English and in Spanish
 * ("Loading stories…", "Cargando el cuestionario…"): a page that shows them is not ready to grade.
 */
const LOADING = /\bLoading[ .…]|\bCargando[ .…]/;

/** Whether the text says some of the page is still loading. */
export function stillLoading(text: string): boolean {
  return LOADING.test(text);
}

/** Signs that what rendered is an error page, or an error in place of the page's content. */
const ERROR_SIGNS: readonly { pattern: RegExp; what: string }[] = [
  {
    pattern: /\bclass="[^"]*\bharbor-error-page\b/,
    what: 'the route error page ("Unexpected Application Error!")',
  },
  { pattern: /Unexpected Application Error!/, what: 'the route error page' },
  {
    pattern: /\bclass="[^"]*\bharbor-load-error\b/,
    what: 'a load error ("Try again") in place of some of its content',
  },
  {
    pattern: /Harbor isn(?:'|’|&#x27;|&#39;)t available right now/,
    what: 'the configuration error page',
  },
];

/** The inside of the page's `<main>`, or null when it has none. */
export function mainHtml(html: string): string | null {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  return match ? (match[1] ?? '') : null;
}

/** A rendered page as the reading check sees it: its HTML and where the app ended up. */
export interface RenderedPage {
  html: string;
  /** The router's path once the page had loaded (an unknown path or slug redirects to /). */
  pathname: string;
}

/**
 * Why `page`, rendered for `path`, must not be graded, or null when it can be: a grade of an
 * error page, of an empty page or of another page than the one asked for would pass or fail
 * for the wrong reason. The message names the page.
 */
export function whyNotGradable(path: string, page: RenderedPage): string | null {
  if (page.pathname !== path) {
    return `${path} is not shown: the app went to ${page.pathname} instead (is it still a route, with this slug?)`;
  }
  for (const { pattern, what } of ERROR_SIGNS) {
    if (pattern.test(page.html)) return `${path} shows ${what}, not its content`;
  }
  const main = mainHtml(page.html);
  if (main === null) return `${path} has no <main>: nothing to grade`;
  const words = countWords(visibleText(main)).length;
  if (words < MIN_MAIN_WORDS) {
    return `${path} is empty: ${words} word(s) in its <main>, fewer than the ${MIN_MAIN_WORDS} needed to grade it`;
  }
  return null;
}
