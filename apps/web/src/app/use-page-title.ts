import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Harbor';

/** The site-wide description in index.html, used when a page names none of its own. */
export const DEFAULT_DESCRIPTION =
  'Harbor is a community and free practical resources for people facing hard times: mental health, poverty, homelessness, immigration, discrimination, addiction and more.';

/** Where the site lives, for canonical links and sitemaps (VITE_SITE_URL, as rss.xml uses it). */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

export function siteUrl(env: { VITE_SITE_URL?: string | undefined } = import.meta.env): string {
  return (env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** The one address of a page: the site's address plus the path, never a query or a hash. */
export function canonicalUrl(pathname: string, site: string = siteUrl()): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${site}${path}`;
}

export function formatPageTitle(title: string | null): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}

/** What one page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The page's own title; the document title becomes "<title> — Harbor". Null for the home page. */
  title: string | null;
  /** One or two plain sentences for `<meta name="description">` and `og:description`. */
  description?: string;
  /** `og:type`: `article` for a blog post, `website` otherwise. */
  type?: 'website' | 'article';
}

/**
 * Set only while prerendering: receives the meta of the page being rendered, so the build can
 * write it into the page's `<head>` (in the browser, `usePageMeta` sets it in an effect).
 */
export const PageMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Finds (or adds) one `<meta>` in the head and sets its content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/**
 * Sets the document title, the meta description, the canonical link and the Open Graph tags of
 * the page, in an effect (never during render, so pages can be prerendered; the prerender reads
 * them through `PageMetaCollectorContext`).
 */
export function usePageMeta({ title, description, type = 'website' }: PageMeta): void {
  const collect = useContext(PageMetaCollectorContext);
  collect?.({ title, description, type });
  useEffect(() => {
    const fullTitle = formatPageTitle(title);
    const text = description ?? DEFAULT_DESCRIPTION;
    const url = canonicalUrl(window.location.pathname);
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setCanonical(url);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:url', url);
  }, [title, description, type]);
}

/** Sets the document title and, when given, the page's meta description (see `usePageMeta`). */
export function usePageTitle(title: string | null, description?: string): void {
  usePageMeta({ title, description });
}

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

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
