/// <reference types="node" />
// Issue 29: the prerendered pages carry schema.org JSON-LD as data blocks, which need no CSP hash,
// and the build publishes the directory as open data, served as JSON anyone may fetch.
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

interface Node {
  '@type': string;
  [key: string]: unknown;
}

/** The page's HTML and the JSON-LD nodes of its data blocks. */
async function structuredData(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(LD_JSON)].map((match) => match[1] ?? '');
  const nodes = blocks.flatMap((block) => {
    expect(block, 'no raw < in the data').not.toContain('<');
    const data = JSON.parse(block) as { '@context': string; '@graph': Node[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'];
  });
  return { html, blocks, nodes, csp: response.headers()['content-security-policy'] ?? '' };
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

test.describe('structured data in the prerendered pages', () => {
  test('/get-help names each crisis line as a ContactPoint, Harbor as an NGO', async ({
    request,
  }) => {
    const { nodes } = await structuredData(request, '/get-help');
    const names = ofType(nodes, 'ContactPoint').map((node) => node.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '988 Suicide & Crisis Lifeline',
        'National Domestic Violence Hotline',
      ]),
    );
    const hotline = ofType(nodes, 'ContactPoint').find(
      (node) => node.name === 'National Domestic Violence Hotline',
    );
    expect(hotline?.contactOption).toBe('https://schema.org/HearingImpairedSupported');
    expect(ofType(nodes, 'NGO')).toHaveLength(1);
  });

  test('/resources lists each service with its ways in', async ({ request }) => {
    const { nodes } = await structuredData(request, '/resources');
    const services = ofType(nodes, 'Service');
    expect(services.length).toBeGreaterThan(30);
    const samhsa = services.find((node) => node.name === 'SAMHSA National Helpline');
    expect(samhsa?.availableChannel).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'ServiceChannel',
          servicePhone: expect.objectContaining({ telephone: '+18006624357' }),
          serviceSmsNumber: expect.objectContaining({ telephone: '435748' }),
          serviceUrl: 'https://www.samhsa.gov/find-help/national-helpline',
        }),
      ]),
    );
  });

  test('a hub has its breadcrumbs and crisis lines; a post its Article and breadcrumbs', async ({
    request,
  }) => {
    const hub = await structuredData(request, '/challenges/mental-health');
    const [crumbs] = ofType(hub.nodes, 'BreadcrumbList');
    expect(
      (crumbs?.itemListElement as { name: string }[] | undefined)?.map((item) => item.name),
    ).toEqual(['Home', 'Explore', 'Mental health']);
    expect(ofType(hub.nodes, 'ContactPoint').length).toBeGreaterThan(0);

    const post = await structuredData(request, '/blog/asking-for-help');
    const [article] = ofType(post.nodes, 'Article');
    expect(article).toMatchObject({
      headline: 'Asking for help is a skill, not a weakness',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(ofType(post.nodes, 'BreadcrumbList')).toHaveLength(1);
  });

  test('adds no hash to the CSP: script-src names only the page’s executable inline scripts', async ({
    request,
  }) => {
    for (const path of [
      '/get-help',
      '/resources',
      '/challenges/mental-health',
      '/blog/asking-for-help',
    ]) {
      const { html, blocks, csp } = await structuredData(request, path);
      expect(blocks, path).toHaveLength(1);
      const hash = (body: string) =>
        `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
      const sources = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      for (const block of blocks) expect(sources, path).not.toContain(hash(block));
      const executable = [
        ...html.replace(LD_JSON, '').matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      for (const [, body] of executable) expect(sources, path).toContain(hash(body ?? ''));
      expect(sources, path).not.toMatch(/unsafe-inline|nonce-/);
    }
  });

  test('a page with structured data loads under the CSP with no violation', async ({ page }) => {
    // fixtures.ts fails the test on any CSP violation the page reports.
    await page.goto('/challenges/mental-health');
    await expect(page.getByRole('heading', { level: 1, name: 'Mental health' })).toBeVisible();
  });
});

test.describe('the open data', () => {
  test('is served as JSON any site may fetch, and the page links it', async ({ request, page }) => {
    for (const file of ['datapackage.json', 'services.json', 'metadata.json']) {
      const response = await request.get(`/open-data/hsds/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toMatch(/^application\/json/);
      expect(response.headers()['access-control-allow-origin'], file).toBe('*');
      JSON.parse(await response.text());
    }
    const descriptor = (await (await request.get('/open-data/hsds/datapackage.json')).json()) as {
      licenses: { name: string }[];
    };
    expect(descriptor.licenses[0]?.name).toBe('CC-BY-4.0');

    await page.goto('/open-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    const href = await page
      .getByRole('link', { name: /Services and crisis lines/ })
      .getAttribute('href');
    expect(href).toBe('/open-data/hsds/services.json');
  });
});
