/// <reference types="node" />
// Help before JavaScript (issue 12): every public page is prerendered, hydrates with no visible
// change, and reads in full with JavaScript off.
import { expect, test, type Page } from './fixtures';
import { AFTER_THE_HEADING, slowDocumentServer } from './support/slow-document';

/** The pages of the help path and a few others, with their headings. */
const PAGES: [path: string, heading: string][] = [
  ['/', "You don't have to face hard times alone"],
  ['/challenges/mental-health', 'Mental health'],
  ['/resources', 'Resources'],
  ['/blog/asking-for-help', 'Asking for help is a skill, not a weakness'],
  ['/faq', 'Frequently asked questions'],
  ['/login', 'Sign in to Harbor'],
  ['/about', 'About Harbor'],
];

declare global {
  interface Window {
    __harborProbe: {
      shift: number;
      shifted: string[];
      loadingSeen: boolean;
      firstHeading: Element | null;
    };
  }
}

/** Watches, from before the page's first byte: layout shifts, any "Loading..." and the first h1. */
async function probe(page: Page) {
  await page.addInitScript(() => {
    const state = {
      shift: 0,
      shifted: [] as string[],
      loadingSeen: false,
      firstHeading: null as Element | null,
    };
    window.__harborProbe = state;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        state.shift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          // A text node is named with its element, so a failure says which text moved.
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          state.shifted.push(
            element
              ? `${node === element ? '' : '#text in '}${element.tagName}.${element.className}${element.id ? `#${element.id}` : ''}: ${(element.textContent ?? '').trim().slice(0, 40)}`
              : String(node?.nodeName),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading...')) state.loadingSeen = true;
      state.firstHeading ??= document.querySelector('h1');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until React has taken over the root and the page has settled. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('_reactListening'));
  });
  await page.waitForLoadState('networkidle');
  // Two frames: effects that ran after hydration have painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('prerendered pages', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} comes as HTML with its content, head tags and no script ahead of the paint`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Structured data (JSON-LD) is a data block a browser never runs or fetches: set aside here,
      // checked by structured-data.spec.ts.
      const html = (await response.text()).replace(
        /<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
        '',
      );
      const head = html.slice(0, html.indexOf('</head>'));
      const root = html.indexOf('<div id="root"');

      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/'/g, '&#x27;')}</h1>`));
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]+"/);
      expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      // Nothing JavaScript competes with the HTML and CSS: no script or modulepreload in the
      // HTML for the browser to fetch at once. Two inline scripts, after the content: the loader
      // that starts the entry script (and modulepreloads the page's own chunks) after the first
      // paint, and the few lines that hold back a form sent before the app is ready. Both are the
      // same text on every page (one CSP hash each). No inline style.
      expect(head).not.toContain('<script');
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(inline).toHaveLength(2);
      for (const script of inline) expect(script.index).toBeGreaterThan(root);
      expect(inline[0]?.[2]).toContain('harborEarlySubmit');
      expect(inline[1]?.[1]).toMatch(/data-entry="\/assets\/index-[^"]+\.js"/);
      expect(inline[1]?.[1]).toMatch(/data-preload="[^"]*\/assets\/[^"]+\.js/);
      expect(html).not.toMatch(/\sstyle="/);
      // The first paint waits for the whole header: until <main> starts, just after it (see 'a
      // page that arrives slowly').
      expect(head).toContain('<link rel="expect" href="#main-content" blocking="render"');
      expect(html.slice(root)).toMatch(/<\/header>\s*<main id="main-content"/);
    });

    test(`${path} hydrates with no visible change`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const rootHtml = html.slice(html.indexOf('<div id="root"'));
      const prerenderedIds = [...rootHtml.matchAll(/\sid="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      await probe(page);

      await page.goto(path);
      await waitForHydration(page);

      const result = await page.evaluate((ids) => {
        const probeState = window.__harborProbe;
        return {
          shift: probeState.shift,
          shifted: probeState.shifted,
          loadingSeen: probeState.loadingSeen,
          // A mismatch makes React throw the server's HTML away and render anew: new nodes.
          sameHeading:
            probeState.firstHeading !== null &&
            probeState.firstHeading === document.querySelector('h1'),
          missingIds: ids.filter((id) => !document.getElementById(id)),
        };
      }, prerenderedIds);
      expect(result.loadingSeen, 'the Loading... screen never shows on a first load').toBe(false);
      expect(result.sameHeading, 'the prerendered heading is kept, not rendered anew').toBe(true);
      expect(result.missingIds, 'every prerendered id is still there after hydration').toEqual([]);
      expect(result.shift, `no layout shift (moved: ${result.shifted.join(', ')})`).toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/Harbor/);
    });
  }

  test.describe('a page that arrives slowly', () => {
    // In the US, as most visitors: /es/get-help adds a box for a phone set to another country.
    test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

    // On a slow line or a busy phone the HTML comes in pieces, and the browser paints what it has
    // parsed so far. A header painted in part moves when the rest arrives (the help link slides
    // left when Quick exit comes; the menu slides when the sign-in buttons come). The page holds
    // its first paint until <main> starts, just after the header (<link rel="expect"
    // href="#main-content" blocking="render">, index.html): Chromium unblocks when the element
    // is inserted. Browsers without rel=expect paint as before.
    for (const path of ['/challenges/mental-health', '/es/get-help', '/login']) {
      test(`${path}: the header is whole at its first paint, and nothing moves`, async ({
        page,
        baseURL,
      }) => {
        const pauseMs = 1500;
        const { url, close } = await slowDocumentServer(baseURL ?? '', path, pauseMs);
        try {
          await probe(page);
          await page.goto(`${url}${path}`, { waitUntil: 'load' });
          await waitForHydration(page);
          const result = await page.evaluate(() => ({
            shift: window.__harborProbe.shift,
            shifted: window.__harborProbe.shifted,
            firstPaint:
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          }));
          expect.soft(result.firstPaint, 'the page painted').not.toBeNull();
          expect
            .soft(result.firstPaint ?? 0, 'nothing is painted while the header is cut in two')
            .toBeGreaterThanOrEqual(pauseMs);
          expect(result.shift, `no layout shift (moved: ${result.shifted.join(', ')})`).toBe(0);
        } finally {
          await close();
        }
      });
    }

    test('the rest of the page still paints as it arrives: the heading before the end', async ({
      page,
      baseURL,
    }) => {
      const pauseMs = 1500;
      const path = '/challenges/mental-health';
      const { url, close } = await slowDocumentServer(
        baseURL ?? '',
        path,
        pauseMs,
        AFTER_THE_HEADING,
      );
      try {
        await probe(page);
        await page.goto(`${url}${path}`, { waitUntil: 'load' });
        await waitForHydration(page);
        const firstPaint = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        );
        // Held only until <main> starts, never until the whole page is there.
        expect(firstPaint).not.toBeNull();
        expect(firstPaint ?? Infinity).toBeLessThan(pauseMs);
        const shift = await page.evaluate(() => window.__harborProbe.shift);
        expect(shift, 'what follows the heading comes below it').toBe(0);
      } finally {
        await close();
      }
    });
  });

  test.describe('an unknown path', () => {
    // The host answers it 404 (never indexed) with the page that sends the visitor on to /.
    test.use({
      expectedProblems: [
        [
          {
            kind: 'http-error',
            status: 404,
            url: /\/no-such-page$/,
            why: 'an unknown path is answered 404 before it sends the visitor to /',
          },
          {
            kind: 'console-error',
            text: /status of 404/,
            why: "Chromium logs the unknown path's 404 before the page moves on to /",
          },
        ],
        { scope: 'test' },
      ],
    });

    test('ends at / and never hydrates another page there', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page).toHaveURL('/');
      await expect(
        page.getByRole('heading', { level: 1, name: "You don't have to face hard times alone" }),
      ).toBeVisible();
    });
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/resources', '/challenges/mental-health', '/blog/asking-for-help']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
    expect(sitemap).not.toContain('/payment-success');
    // A link from one person's email: never listed, and robots are told to stay out.
    expect(sitemap).not.toContain('/newsletter/confirm');
    expect(robots).toMatch(/^Disallow: \/newsletter\/confirm$/m);
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/staying-safe-online<\/loc>/);
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/my-list<\/loc>/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the help path reads in full: /, Resources, a hub, a blog post, the FAQ', async ({
    page,
  }) => {
    test.slow(); // five pages, each a full page load
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: "You don't have to face hard times alone" }),
    ).toBeVisible();
    // The note names the crisis lines, not only "turn JavaScript on".
    const note = page.locator('.web-noscript');
    await expect(note).toContainText('JavaScript is off');
    await expect(note.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await expect(note.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    // Quick exit is a plain link to the neutral site.
    await expect(page.getByRole('button', { name: 'Quick exit' }).first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    // The navigation works as plain links, on every screen size.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Resources' })
      .click();
    await expect(page).toHaveURL('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const crisis = page.locator('#crisis-lines');
    await expect(crisis.locator('a[href="tel:988"]').first()).toBeVisible();
    await expect(crisis.locator('a[href^="sms:"]').first()).toBeVisible();
    await expect(page.getByText('Loading')).toHaveCount(0);

    await page.getByRole('link', { name: 'Mental health', exact: true }).first().click();
    await expect(page).toHaveURL('/challenges/mental-health');
    await expect(page.getByRole('heading', { level: 1, name: 'Mental health' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'What you can do today' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Where to get help now' }),
    ).toBeVisible();

    await page.goto('/blog');
    await page
      .getByRole('link', { name: 'Asking for help is a skill, not a weakness' })
      .first()
      .click();
    await expect(page).toHaveURL('/blog/asking-for-help');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Asking for help is a skill, not a weakness' }),
    ).toBeVisible();
    await expect(page.locator('.web-blog-post__body p').first()).toBeVisible();

    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
  });

  test('a form says that sending needs JavaScript, with the crisis lines', async ({ page }) => {
    await page.goto('/contact');
    const note = page.locator('.harbor-form-needs-js');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Sending a message needs JavaScript');
    await expect(page.locator('.harbor-form-needs-js a[href="tel:988"]')).toBeVisible();
    await expect(page.locator('.harbor-form-needs-js a[href="tel:911"]')).toBeVisible();
    // Fields that could never be sent are not offered.
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});
