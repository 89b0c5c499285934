/// <reference types="node" />
// The blog (issue 6): the index with its tag filter and search in the address, a post with its
// neighbours, document title and Open Graph tags, the not-found page of an unknown slug, the RSS
// feed, and a build that ships no Markdown parser to the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { axeViolations } from './support/helpers';

const contentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'content',
  'blog',
);
/** Every post's slug, from the Markdown files the build compiles. */
const SLUGS = readdirSync(contentDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''));

test.describe('the blog index', () => {
  test('filters by topic and search, both kept in the address', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'The Harbor blog' })).toBeVisible();
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 });
    await expect(posts).toHaveCount(SLUGS.length);

    await page
      .getByRole('navigation', { name: 'Blog topics' })
      .getByRole('link', { name: /^housing/ })
      .click();
    await expect(page).toHaveURL('/blog?tag=housing');
    await expect(posts.filter({ hasText: 'What to expect at a shelter' })).toHaveCount(1);
    await expect(posts.filter({ hasText: 'Getting food help fast' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('rent');
    await expect(page).toHaveURL('/blog?tag=housing&q=rent');
    await expect(
      posts.filter({ hasText: "What to do when you can't pay rent this month" }),
    ).toHaveCount(1);
    await expect(posts.filter({ hasText: 'What to expect at a shelter' })).toHaveCount(0);

    // The address can be shared: loading it again shows the same result.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('rent');
    await expect(
      posts.filter({ hasText: "What to do when you can't pay rent this month" }),
    ).toHaveCount(1);
  });

  test('says so when nothing matches, and leads back to every post', async ({ page }) => {
    await page.goto('/blog?q=zzzz-nothing-here');

    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear the search and show all posts' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(
      page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 }),
    ).toHaveCount(SLUGS.length);
  });
});

test.describe('a blog post', () => {
  test('shows its body, sets its title and Open Graph tags, and links to its neighbours', async ({
    page,
  }) => {
    await page.goto('/blog/asking-for-help');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Asking for help is a skill, not a weakness' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Why it feels so hard' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Asking for help is a skill, not a weakness — Harbor');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Asking for help is a skill, not a weakness — Harbor',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Why reaching out feels so hard/,
    );
    expect(await axeViolations(page)).toEqual([]);

    const pager = page.getByRole('navigation', { name: 'More posts' });
    const next = pager.getByRole('link', { name: /^Next post\s/ });
    const nextTitle = (await next.locator('.web-blog-post__pager-title').textContent()) ?? '';
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${nextTitle} — Harbor`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${nextTitle} — Harbor`,
    );

    await page
      .getByRole('navigation', { name: 'More posts' })
      .getByRole('link', { name: /^Previous post\s/ })
      .click();
    await expect(page).toHaveURL('/blog/asking-for-help');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Why it feels so hard' }),
    ).toBeVisible();
  });

  test('an unknown slug shows a not-found page that links back to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-post');

    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that post" }),
    ).toBeVisible();
    await expect(page).toHaveURL('/blog/no-such-post');
    await expect(page).toHaveTitle('Post not found — Harbor');
    await page.getByRole('link', { name: 'See all posts' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'The Harbor blog' })).toBeVisible();
  });
});

test.describe('the RSS feed', () => {
  test('is served at /rss.xml and lists every post', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/rss.xml`);

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.split('<item>')).toHaveLength(SLUGS.length + 1);
    for (const slug of SLUGS) {
      expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/blog/${slug}</link>`));
    }
  });

  test('is announced to browsers and feed readers from every page', async ({ page }) => {
    await page.goto('/about');

    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );
  });
});

test.describe('the built site', () => {
  test('ships no Markdown parser or HTML sanitizer to the browser', async ({ siteInfo }) => {
    const assets = path.join(siteInfo.distDir, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);

    for (const file of scripts) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      // Signatures of marked and sanitize-html: strings their code always carries.
      expect(code, file).not.toContain('input parameter is undefined or null');
      expect(code, file).not.toContain('github.com/markedjs/marked');
      expect(code, file).not.toContain('allowedSchemesAppliedToAttributes');
    }
  });
});
