// @vitest-environment jsdom
// (jsdom for DOMParser: the feed must parse as XML.)
import { describe, expect, it } from 'vitest';
import type { CompiledPost } from './load-posts';
import { buildRssFeed, escapeXml, normalizeSiteUrl, rssDate } from './rss';

function post(overrides: Partial<CompiledPost>): CompiledPost {
  return {
    slug: 'a-post',
    title: 'A post',
    date: '2026-11-02',
    author: 'Harbor team',
    tags: ['money'],
    summary: 'A summary.',
    readingMinutes: 1,
    html: '<p>Body</p>',
    ...overrides,
  };
}

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Rent & food <now> "quoted" 'single'`)).toBe(
      'Rent &amp; food &lt;now&gt; &quot;quoted&quot; &apos;single&apos;',
    );
  });
});

describe('rssDate', () => {
  it('writes the date in RFC 822 form', () => {
    expect(rssDate('2026-11-02')).toBe('Mon, 02 Nov 2026 12:00:00 GMT');
  });
});

describe('normalizeSiteUrl', () => {
  it('drops a trailing slash', () => {
    expect(normalizeSiteUrl('https://harbor.example/')).toBe('https://harbor.example');
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => normalizeSiteUrl('javascript:alert(1)')).toThrow('must start with http');
  });
});

describe('buildRssFeed', () => {
  const posts = [
    post({ slug: 'older', title: 'Older', date: '2026-10-01' }),
    post({
      slug: 'rent-and-food',
      title: 'Rent & food <today>',
      date: '2026-11-02',
      summary: 'When "money" runs out & bills don\'t',
      tags: ['money', 'housing'],
    }),
  ];

  it('is an RSS 2.0 document for the blog', () => {
    const xml = buildRssFeed(posts, 'https://harbor.example/');

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<link>https://harbor.example/blog</link>');
    expect(xml).toContain('href="https://harbor.example/rss.xml"');
  });

  it('lists every post, newest first, with its link, guid, date and description', () => {
    const xml = buildRssFeed(posts, 'https://harbor.example');
    const items = xml.split('<item>').slice(1);

    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<link>https://harbor.example/blog/rent-and-food</link>');
    expect(items[0]).toContain(
      '<guid isPermaLink="true">https://harbor.example/blog/rent-and-food</guid>',
    );
    expect(items[0]).toContain('<pubDate>Mon, 02 Nov 2026 12:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<category>housing</category>');
    expect(items[1]).toContain('<link>https://harbor.example/blog/older</link>');
  });

  it('escapes titles and descriptions', () => {
    const xml = buildRssFeed(posts, 'https://harbor.example');

    expect(xml).toContain('<title>Rent &amp; food &lt;today&gt;</title>');
    expect(xml).toContain(
      '<description>When &quot;money&quot; runs out &amp; bills don&apos;t</description>',
    );
    expect(xml).not.toContain('<today>');
  });

  it('is well-formed XML', () => {
    const xml = buildRssFeed(posts, 'https://harbor.example');
    const document = new DOMParser().parseFromString(xml, 'application/xml');

    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelectorAll('item > title')[0]?.textContent).toBe('Rent & food <today>');
  });
});
