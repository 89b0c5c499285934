/**
 * The posts translated into Spanish (issue 25), compiled from apps/web/content/blog/es/*.md at
 * build time (build/blog/blog-plugin.ts): which posts have one, and their HTML, each its own lazy
 * chunk. Only the Spanish post page imports this module.
 */
import { loadPostHtml, posts } from 'virtual:harbor-blog/es';
import { postHtmlLoader } from './blog-post-html';
import type { BlogPostSummary } from './blog-posts';

/** Every post translated into Spanish, newest first, with its Spanish front matter. */
export const TRANSLATED_POSTS: readonly BlogPostSummary[] = posts;

/** Whether the post of this slug has a Spanish translation. */
export function isTranslated(slug: string): boolean {
  return TRANSLATED_POSTS.some((post) => post.slug === slug);
}

/** A translated post's HTML, loaded once. */
export const SPANISH_POST_HTML = postHtmlLoader(loadPostHtml);
