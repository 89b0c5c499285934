/**
 * The blog's posts as the Spanish pages list them (issue 25): shared by /es/blog and
 * /es/blog/:slug. A module of its own, not a page's: a page module that another page imports
 * makes the bundler add a helper to the runtime every first load carries.
 */
import { BLOG_POSTS, type BlogPostSummary } from './blog-posts';
import { BLOG_POSTS_ES, BLOG_TAGS_ES } from './blog-posts-es';

/** A topic's name in Spanish (every tag has one: blog-es.test.tsx). */
export function tagLabelEs(tag: string): string {
  return BLOG_TAGS_ES[tag] ?? tag.replace(/-/g, ' ');
}

/** Every post with its title and summary in Spanish (the rest, its date and topics, as it is). */
export const BLOG_POSTS_IN_SPANISH: readonly BlogPostSummary[] = BLOG_POSTS.map((post) => {
  const spanish = BLOG_POSTS_ES[post.slug];
  if (!spanish) throw new Error(`No Spanish title and summary for the post ${post.slug}`);
  return { ...post, ...spanish };
});
