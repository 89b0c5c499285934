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
