import { useEffect } from 'react';

export const SITE_NAME = 'Harbor';

/** The site-wide description in index.html, used when a page names none of its own. */
export const DEFAULT_DESCRIPTION =
  'Harbor is a community and free practical resources for people facing hard times: mental health, poverty, homelessness, immigration, discrimination, addiction and more.';

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

/**
 * Sets the document title, the meta description and the Open Graph tags of the page, in an
 * effect (never during render, so pages can be prerendered).
 */
export function usePageMeta({ title, description, type = 'website' }: PageMeta): void {
  useEffect(() => {
    const fullTitle = formatPageTitle(title);
    const text = description ?? DEFAULT_DESCRIPTION;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:url', window.location.href);
  }, [title, description, type]);
}

/** Sets the document title and, when given, the page's meta description (see `usePageMeta`). */
export function usePageTitle(title: string | null, description?: string): void {
  usePageMeta({ title, description });
}
