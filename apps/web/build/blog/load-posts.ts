/** Reads and compiles every post in the blog's content folder (Node, build time). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
export function compilePost(slug: string, source: string, lang: 'en' | 'es' = 'en'): CompiledPost {
  if (!SLUG_PATTERN.test(slug)) {
    throw new Error(`${slug}.md: a post's file name must be lowercase words joined by hyphens`);
  }
  const { data, body } = parseFrontMatter(source, `${slug}.md`);
  const html = renderPostMarkdown(body, lang);
  if (!html) throw new Error(`${slug}.md: the post has no text`);
  return { slug, ...data, readingMinutes: readingMinutes(html), html };
}

/**
 * Every `*.md` file in `contentDir`, compiled, newest first (then by title). With `lang: 'es'`,
 * the posts in Spanish of its `es` folder (issue 25), each a translation of the post of the same
 * name: one without an English post stops the build.
 */
export function loadPosts(contentDir: string, lang: 'en' | 'es' = 'en'): CompiledPost[] {
  const dir = lang === 'es' ? path.join(contentDir, 'es') : contentDir;
  if (lang === 'es' && !existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => file.endsWith('.md'));
  if (lang === 'es') {
    for (const file of files)
      if (!existsSync(path.join(contentDir, file)))
        throw new Error(`es/${file}: a post in Spanish translates the English post of its name`);
  }
  return files
    .map((file) =>
      compilePost(file.slice(0, -'.md'.length), readFileSync(path.join(dir, file), 'utf8'), lang),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
