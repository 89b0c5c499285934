/**
 * A page's `<head>` tags as the prerender writes them (`pageHeadTags`, for build/entry-server.tsx),
 * and those that say its language (issue 25), which language-head.ts also writes after a
 * navigation inside the app. Apart from use-page-title.ts, which the first load reads, so it
 * carries none of this.
 */
import {
  DEFAULT_DESCRIPTION,
  SITE_NAME,
  canonicalUrl,
  formatPageTitle,
  siteUrl,
  type PageMeta,
} from './use-page-title';

/** A page's language and, when it has one, the same page in the other language (issue 25). */
export interface PageLanguages {
  locale: 'en' | 'es';
  /** The path of the same page in the other language, or null when it has none. */
  alternate: string | null;
}

/** Open Graph's locale of each language: Harbor's pages are for people in the US. */
export const OG_LOCALES = { en: 'en_US', es: 'es_US' } as const;

/**
 * The hreflang alternates of a page with a version in the other language: both languages, each
 * page naming the other and itself, and `x-default` (the English page, for any other language).
 */
export function languageLinks(
  pathname: string,
  { locale, alternate }: PageLanguages,
  site: string = siteUrl(),
): string[] {
  if (!alternate) return [];
  const byLocale =
    locale === 'en' ? { en: pathname, es: alternate } : { en: alternate, es: pathname };
  return [
    ...(['en', 'es'] as const).map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(canonicalUrl(byLocale[lang], site))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonicalUrl(byLocale.en, site))}" />`,
  ];
}

/**
 * The `<head>` tags that say a page's language: `og:locale` and, when it has a version in the
 * other language, `og:locale:alternate` and the hreflang alternates (`languageLinks`).
 */
export function languageHeadTags(
  pathname: string,
  languages: PageLanguages,
  site: string = siteUrl(),
): string[] {
  const other = languages.locale === 'en' ? 'es' : 'en';
  return [
    `<meta property="og:locale" content="${OG_LOCALES[languages.locale]}" />`,
    ...(languages.alternate
      ? [`<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`]
      : []),
    ...languageLinks(pathname, languages, site),
  ];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The `<head>` tags of a page, as the prerender writes them (text escaped for HTML): with
 * `languages`, its `og:locale` and, when it has a version in the other language, the hreflang
 * alternates and `og:locale:alternate`.
 */
export function pageHeadTags(
  meta: PageMeta,
  pathname: string,
  site: string = siteUrl(),
  languages: PageLanguages = { locale: 'en', alternate: null },
): string {
  const fullTitle = escapeHtml(formatPageTitle(meta.title));
  const text = escapeHtml(meta.description ?? DEFAULT_DESCRIPTION);
  const url = escapeHtml(canonicalUrl(pathname, site));
  return [
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${text}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:title" content="${fullTitle}" />`,
    `<meta property="og:description" content="${text}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...languageHeadTags(pathname, languages, site),
  ].join('\n    ');
}
