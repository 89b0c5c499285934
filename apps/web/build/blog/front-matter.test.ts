import { describe, expect, it } from 'vitest';
import { isFrontMatterError, parseFrontMatter } from './front-matter';

const valid = `---
title: A post
date: 2026-11-02
author: Harbor team
tags: [money, getting-help]
summary: "A short summary: with a colon."
---

Body text.
`;

describe('parseFrontMatter', () => {
  it('reads every field and returns the body after the front matter', () => {
    const { data, body } = parseFrontMatter(valid, 'a-post.md');

    expect(data).toEqual({
      title: 'A post',
      date: '2026-11-02',
      author: 'Harbor team',
      tags: ['money', 'getting-help'],
      summary: 'A short summary: with a colon.',
    });
    expect(body.trim()).toBe('Body text.');
  });

  it('accepts Windows line endings', () => {
    const { data } = parseFrontMatter(valid.replace(/\n/g, '\r\n'), 'a-post.md');

    expect(data.title).toBe('A post');
  });

  it('refuses a file without front matter, naming the file', () => {
    expect(() => parseFrontMatter('Just text', 'bare.md')).toThrow(/bare\.md: no front matter/);
  });

  it.each(['title', 'date', 'author', 'summary'])('refuses a post without %s', (key) => {
    const source = valid.replace(new RegExp(`^${key}:.*\\n`, 'm'), '');

    expect(() => parseFrontMatter(source, 'a-post.md')).toThrow(`"${key}" is missing or empty`);
  });

  it('refuses a post without tags', () => {
    expect(() => parseFrontMatter(valid.replace('[money, getting-help]', '[]'), 'a.md')).toThrow(
      'needs at least one tag',
    );
  });

  it('refuses tags that are not a list', () => {
    expect(() => parseFrontMatter(valid.replace('[money, getting-help]', 'money'), 'a.md')).toThrow(
      'must be a list',
    );
  });

  it('refuses a tag that could not go in a URL as it is', () => {
    expect(() => parseFrontMatter(valid.replace('money,', 'Money Help,'), 'a.md')).toThrow(
      'tag "Money Help"',
    );
  });

  it('refuses a date that is not a real calendar day', () => {
    expect(() => parseFrontMatter(valid.replace('2026-11-02', '2026-02-30'), 'a.md')).toThrow(
      '"date" must be a real date',
    );
  });

  it('refuses an unknown key, so a typo fails the build', () => {
    const error = (() => {
      try {
        parseFrontMatter(valid.replace('author:', 'autor:'), 'a.md');
      } catch (caught) {
        return caught;
      }
      return null;
    })();

    expect(isFrontMatterError(error)).toBe(true);
    expect(String(error)).toContain('unknown front matter key "autor"');
  });

  it('refuses a key given twice', () => {
    expect(() =>
      parseFrontMatter(valid.replace('author:', 'title: Again\nauthor:'), 'a.md'),
    ).toThrow('"title" is given twice');
  });
});
