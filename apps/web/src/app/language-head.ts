import { languageHeadTags, type PageLanguages } from './head-tags';

/** The head's tags that `languageHeadTags` writes, as the prerender left them or this replaced them. */
const LANGUAGE_TAGS = 'meta[property^="og:locale"], link[rel="alternate"][hreflang]';

/**
 * After a navigation inside the app, makes the `<head>`'s language tags (`og:locale`, and the
 * hreflang alternates with `og:locale:alternate` when the page has a version in the other
 * language) those of the page now shown, as the prerender writes them for that page. Without it,
 * the head kept the tags of the page the browser first loaded (issue 25): a bookmark, a share
 * or an extension that reads them got the wrong page's other-language version.
 *
 * Loaded only after such a navigation (with spanish-paths-chunk.ts) or with the Spanish layout,
 * never in the English first load.
 */
export function showLanguagesInHead(
  pathname: string,
  languages: PageLanguages,
  head: HTMLHeadElement = document.head,
): void {
  for (const tag of head.querySelectorAll(LANGUAGE_TAGS)) tag.remove();
  // languageHeadTags escapes every value it writes into its HTML.
  head.insertAdjacentHTML('beforeend', languageHeadTags(pathname, languages).join(''));
}
