/**
 * The blog's posts, compiled from apps/web/content/blog/*.md at build time (see
 * src/blog/build/blog-plugin.ts). Only the small index is here; each post's HTML is its own lazy
 * chunk, loaded with `loadPostHtml`.
 */
import { loadPostHtml, posts } from 'virtual:harbor-blog';
import type { BlogPostSummary } from './blog/blog-post-summary';

export type { BlogPostSummary } from './blog/blog-post-summary';

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogPostSummary[] = posts;

export function getBlogPost(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

const htmlBySlug = new Map<string, Promise<string | null>>();

/**
 * The post's sanitized HTML (null for an unknown slug). One promise per slug, kept even when it
 * fails, so React's `use` sees the same promise on every render and a failure is shown once
 * rather than retried in a loop; `forgetBlogPostHtml` clears it for a deliberate retry.
 */
export function loadBlogPostHtml(slug: string): Promise<string | null> {
  let promise = htmlBySlug.get(slug);
  if (!promise) {
    promise = loadPostHtml(slug);
    htmlBySlug.set(slug, promise);
  }
  return promise;
}

/** Forgets a failed load of the post, so the next `loadBlogPostHtml` fetches it again. */
export function forgetBlogPostHtml(slug: string): void {
  htmlBySlug.delete(slug);
}
