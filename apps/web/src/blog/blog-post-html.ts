/**
 * A post's HTML (its own lazy chunk), for the post's page only: the home page lists the newest
 * posts from blog-posts.ts and does not carry this loader in its first load.
 */
import { loadPostHtml } from 'virtual:harbor-blog';

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
