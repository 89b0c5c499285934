/**
 * The blog's posts, compiled from apps/web/content/blog/*.md at build time (see
 * build/blog/blog-plugin.ts). Only the small index is here (the home page lists the newest
 * posts); each post's HTML is its own lazy chunk, loaded through blog-post-html.ts.
 */
import { posts } from 'virtual:harbor-blog';
import type { BlogPostSummary } from './blog-post-summary';

export type { BlogPostSummary } from './blog-post-summary';

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogPostSummary[] = posts;

export function getBlogPost(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
