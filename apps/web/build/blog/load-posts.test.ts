import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compilePost, loadPosts } from './load-posts';

const contentDir = fileURLToPath(new URL('../../content/blog', import.meta.url));

const source = `---
title: A post
date: 2026-11-02
author: Harbor team
tags: [money]
summary: A summary.
---

Some words here.
`;

describe('compilePost', () => {
  it('adds the slug, the reading time and the sanitized HTML to the front matter', () => {
    expect(compilePost('a-post', source)).toEqual({
      slug: 'a-post',
      title: 'A post',
      date: '2026-11-02',
      author: 'Harbor team',
      tags: ['money'],
      summary: 'A summary.',
      readingMinutes: 1,
      html: '<p>Some words here.</p>',
    });
  });

  it('refuses a file name that is not a lowercase kebab-case slug', () => {
    expect(() => compilePost('A Post', source)).toThrow('lowercase words joined by hyphens');
  });

  it('refuses a post with no text', () => {
    expect(() => compilePost('empty', source.replace('Some words here.', ''))).toThrow(
      'has no text',
    );
  });
});

describe("the blog's posts in content/blog", () => {
  const posts = loadPosts(contentDir);

  it('are at least twelve', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
  });

  it('each have a title, date, author, tags, summary and some text', () => {
    for (const post of posts) {
      expect(post.title, post.slug).not.toBe('');
      expect(post.date, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.author, post.slug).not.toBe('');
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.summary.length, post.slug).toBeGreaterThan(20);
      expect(post.html.length, post.slug).toBeGreaterThan(500);
    }
  });

  it('have unique slugs and unique titles', () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
  });

  it('are newest first', () => {
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keep a post at /blog/asking-for-help, which other pages and tests link to', () => {
    expect(posts.map((post) => post.slug)).toContain('asking-for-help');
  });

  it('link only to https sites, phone numbers or pages of Harbor', () => {
    for (const post of posts) {
      for (const [, href] of post.html.matchAll(/href="([^"]*)"/g)) {
        expect(href, post.slug).toMatch(/^(https:\/\/|tel:|mailto:|\/)/);
      }
    }
  });
});

describe('loadPosts in Spanish (issue 25)', () => {
  it('reads the es folder: each post a translation of the English post of its name', () => {
    const spanish = loadPosts(contentDir, 'es');
    const english = loadPosts(contentDir).map((post) => post.slug);
    expect(spanish.length).toBeGreaterThan(0);
    for (const post of spanish) expect(english).toContain(post.slug);
  });

  it('stops the build for a Spanish post with no English post, and reads nothing without an es folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'harbor-blog-'));
    try {
      expect(loadPosts(dir, 'es')).toEqual([]);
      mkdirSync(path.join(dir, 'es'));
      writeFileSync(path.join(dir, 'es', 'a-post.md'), source);
      expect(() => loadPosts(dir, 'es')).toThrow(/translates the English post of its name/);
      writeFileSync(path.join(dir, 'a-post.md'), source);
      expect(loadPosts(dir, 'es').map((post) => post.slug)).toEqual(['a-post']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
