/**
 * The blog's posts, compiled from apps/web/content/blog/*.md at build time (see
 * build/blog/blog-plugin.ts). Only the small index is here; each post's HTML is its own lazy
 * chunk, loaded with `loadPostHtml`.
 */
import { loadPostHtml, posts } from 'virtual:harbor-blog';
import type { BlogPostSummary } from './blog-post-summary';

export type { BlogPostSummary } from './blog-post-summary';

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
    const tracked: TrackedPromise<string | null> = loadPostHtml(slug);
    // Marked as React's `use` reads it: once settled, `use` returns the HTML on the first render
    // instead of suspending (a post loaded before hydrating renders without a pass of its own).
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
    promise = tracked;
    htmlBySlug.set(slug, promise);
  }
  return promise;
}

type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Forgets a failed load of the post, so the next `loadBlogPostHtml` fetches it again. */
export function forgetBlogPostHtml(slug: string): void {
  htmlBySlug.delete(slug);
}
