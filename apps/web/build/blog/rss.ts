/** The blog's RSS 2.0 feed, written at build time. */
import type { CompiledPost } from './load-posts.ts';

/** Escapes the five XML special characters, so any text is safe inside an element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `2026-11-02` as an RFC 822 date (what RSS 2.0 asks for), at midday UTC. */
export function rssDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

/** The site URL without a trailing slash. Throws when it is not an http(s) URL. */
export function normalizeSiteUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The site URL must start with http:// or https://, not "${siteUrl}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** An RSS 2.0 document listing every post, newest first, with absolute links on `siteUrl`. */
export function buildRssFeed(posts: readonly CompiledPost[], siteUrl: string): string {
  const base = normalizeSiteUrl(siteUrl);
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const items = newest.map((post) => {
    const link = `${base}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const lastBuild = newest[0]
    ? `\n    <lastBuildDate>${rssDate(newest[0].date)}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>The Harbor blog</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Practical guides and honest writing from Harbor for people facing hard times.</description>
    <language>en-us</language>${lastBuild}
${items.join('\n')}
  </channel>
</rss>
`;
}
