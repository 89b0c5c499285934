/**
 * Loading a post's HTML (its own lazy chunk), for the posts' pages only: the home page lists the
 * newest posts from blog-posts.ts and never carries this.
 */
import { loadPostHtml } from 'virtual:harbor-blog';

/** A post's HTML, loaded once per slug, and a way to forget a failed load. */
export interface PostHtmlLoader {
  load(slug: string): Promise<string | null>;
  forget(slug: string): void;
}

/**
 * Loads posts' HTML through `loadHtml` (the blog's virtual module, in one language or another).
 * One promise per slug, kept even when it fails, so React's `use` sees the same promise on every
 * render and a failure is shown once rather than retried in a loop; `forget` clears it for a
 * deliberate retry.
 */
export function postHtmlLoader(loadHtml: (slug: string) => Promise<string | null>): PostHtmlLoader {
  const htmlBySlug = new Map<string, Promise<string | null>>();
  return {
    load(slug) {
      let promise = htmlBySlug.get(slug);
      if (!promise) {
        const tracked: TrackedPromise<string | null> = loadHtml(slug);
        // Marked as React's `use` reads it: once settled, `use` returns the HTML on the first
        // render instead of suspending (a post loaded before hydrating renders at once).
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
    },
    forget(slug) {
      htmlBySlug.delete(slug);
    },
  };
}

/** The English posts' HTML, loaded once per slug. */
export const ENGLISH_POST_HTML: PostHtmlLoader = postHtmlLoader(loadPostHtml);

type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};
