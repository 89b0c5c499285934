/** Reads and compiles every post in the blog's content folder (Node, build time). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter, type PostFrontMatter } from './front-matter.ts';
import { readingMinutes, renderPostMarkdown } from './markdown.ts';

export interface CompiledPost extends PostFrontMatter {
  /** The file name without `.md`: lowercase kebab-case. */
  slug: string;
  readingMinutes: number;
  /** Sanitized HTML of the body. */
  html: string;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Compiles one post's source. Throws when its slug or front matter is malformed. */
export function compilePost(slug: string, source: string): CompiledPost {
  if (!SLUG_PATTERN.test(slug)) {
    throw new Error(`${slug}.md: a post's file name must be lowercase words joined by hyphens`);
  }
  const { data, body } = parseFrontMatter(source, `${slug}.md`);
  const html = renderPostMarkdown(body);
  if (!html) throw new Error(`${slug}.md: the post has no text`);
  return { slug, ...data, readingMinutes: readingMinutes(html), html };
}

/** Every `*.md` file in `contentDir`, compiled, newest first (then by title). */
export function loadPosts(contentDir: string): CompiledPost[] {
  const files = readdirSync(contentDir).filter((file) => file.endsWith('.md'));
  return files
    .map((file) =>
      compilePost(file.slice(0, -'.md'.length), readFileSync(path.join(contentDir, file), 'utf8')),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
