// The blog's virtual module, written at build time by build/blog/blog-plugin.ts.
declare module 'virtual:harbor-blog' {
  import type { BlogPostSummary } from './blog-post-summary';

  /** Every post, newest first, without its body. */
  export const posts: readonly BlogPostSummary[];
  /** The post's sanitized HTML from its own lazy chunk, or null when there is no such post. */
  export function loadPostHtml(slug: string): Promise<string | null>;
}

// The posts in Spanish (issue 25), written by the same plugin.
declare module 'virtual:harbor-blog/es' {
  import type { BlogPostSummary } from './blog-post-summary';

  /** Every post translated into Spanish, newest first, without its body. */
  export const posts: readonly BlogPostSummary[];
  /** The Spanish post's sanitized HTML from its own lazy chunk, or null when it has none. */
  export function loadPostHtml(slug: string): Promise<string | null>;
}
