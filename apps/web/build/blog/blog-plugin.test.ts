import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The plugin is active in this test run too (vitest.config.ts), so the virtual module resolves.
import { loadPostHtml, posts } from 'virtual:harbor-blog';
import { loadPostHtml as loadSpanishPostHtml, posts as spanishPosts } from 'virtual:harbor-blog/es';
import { BLOG_MODULE_ID, harborBlog, indexModuleCode } from './blog-plugin';
import { loadPosts } from './load-posts';

const contentDir = fileURLToPath(new URL('../../content/blog', import.meta.url));

describe('indexModuleCode', () => {
  const code = indexModuleCode(loadPosts(contentDir));

  it("keeps the posts' bodies out of the index", () => {
    expect(code).not.toContain('<p>');
  });

  it('loads each post with a dynamic import of its own module', () => {
    expect(code).toContain('import("virtual:harbor-blog/post/asking-for-help")');
  });
});

describe('the virtual module', () => {
  it('lists every post without its body', () => {
    expect(posts.map((post) => post.slug)).toEqual(loadPosts(contentDir).map((post) => post.slug));
    for (const post of posts) expect(post).not.toHaveProperty('html');
  });

  it("loads a post's HTML on demand", async () => {
    expect(await loadPostHtml('asking-for-help')).toContain('<h2>Why it feels so hard</h2>');
  });

  it('answers null for an unknown slug, even one named like an object property', async () => {
    expect(await loadPostHtml('no-such-post')).toBeNull();
    expect(await loadPostHtml('constructor')).toBeNull();
    expect(await loadPostHtml('__proto__')).toBeNull();
  });
});

describe('the virtual module of the posts in Spanish (issue 25)', () => {
  it('lists the translated posts without their bodies, and loads each one on demand', async () => {
    expect(spanishPosts.map((post) => post.slug)).toEqual(
      loadPosts(contentDir, 'es').map((post) => post.slug),
    );
    const [first] = spanishPosts;
    if (!first) throw new Error('no post in Spanish');
    expect(first).not.toHaveProperty('html');
    expect(await loadSpanishPostHtml(first.slug)).toMatch(/^<(p|h2)>/);
    expect(await loadSpanishPostHtml('no-such-post')).toBeNull();
  });
});

describe('harborBlog', () => {
  const plugin = harborBlog({ contentDir });
  const resolveId = plugin.resolveId as (id: string) => string | null;

  it('resolves only its own virtual modules', () => {
    expect(resolveId(BLOG_MODULE_ID)).toBe(`\0${BLOG_MODULE_ID}`);
    expect(resolveId(`${BLOG_MODULE_ID}/post/asking-for-help`)).toBe(
      `\0${BLOG_MODULE_ID}/post/asking-for-help`,
    );
    expect(resolveId('react')).toBeNull();
  });

  it('emits rss.xml with every post on the site URL into the build', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const withUrl = harborBlog({ contentDir, siteUrl: 'https://harbor.example' });
    (withUrl.generateBundle as (this: unknown) => void).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });

    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe('rss.xml');
    for (const post of loadPosts(contentDir)) {
      expect(emitted[0]?.source).toContain(`<link>https://harbor.example/blog/${post.slug}</link>`);
    }
  });

  it('links the feed from every page', () => {
    const transform = plugin.transformIndexHtml as unknown as () => {
      attrs: Record<string, string>;
    }[];
    const tags = transform();

    expect(tags[0]?.attrs).toMatchObject({
      rel: 'alternate',
      type: 'application/rss+xml',
      href: '/rss.xml',
    });
  });
});
