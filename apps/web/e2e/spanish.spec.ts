/// <reference types="node" />
// Harbor in Spanish (issue 25): every Spanish page the route manifest generates (routes with
// `es`), crawled: <html lang="es">, its hreflang pair both ways with x-default, its canonical
// link, no English word of the kit's catalogs or Harbor's chrome in its visible text outside
// parts marked lang="en", axe clean, no sideways scrolling at 320 CSS px. Then the journeys:
// switching language on /get-help and back, the offer to a browser in Spanish, Quick exit in
// Spanish, /es/get-help offline, and "Borrar los datos de Harbor en este dispositivo" (the
// Spanish /clear-device) clearing a signed-in visitor's device, and read without JavaScript.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  CONNECTION_CHECK,
  createMember,
  expectPageShown,
  installOfflineCopy,
  NAV_LABELS,
  overflowingElement,
  signIn,
  waitForApp,
  waitForAppToOwnForm,
} from './support/helpers';
import { routePathsWhere } from './support/route-paths';

const SPANISH_PATHS = routePathsWhere((route) => route.locale === 'es');
/** The English pages that have a Spanish version: a Spanish page links that version instead. */
const ENGLISH_WITH_SPANISH = routePathsWhere(
  (route) => route.locale === 'en' && route.alternate !== null,
);

/** The `msgstr`s of a catalog of a package (`ui/src/locales/en.po`). */
function catalogStrings(file: string): string[] {
  const text = readFileSync(
    fileURLToPath(new URL(`../../../packages/${file}`, import.meta.url)),
    'utf8',
  );
  return [...text.matchAll(/^msgstr "(.+)"$/gm)].map((match) =>
    (match[1] ?? '').replace(/\\"/g, '"'),
  );
}

/**
 * English words a Spanish page must not show: the kit's and the directory's English catalogs
 * (but a word both catalogs share, such as "Premium") and Harbor's own chrome.
 */
const ENGLISH_STRINGS = (() => {
  const catalogs = [
    'ui/src/locales',
    'ui/src/locales/forms',
    'auth/src/locales',
    'challenges/src/locales',
    'challenges/src/locales/pages',
    'challenges/src/locales/links',
  ];
  const spanish = new Set(catalogs.flatMap((catalog) => catalogStrings(`${catalog}/es.po`)));
  return [
    ...catalogs.flatMap((catalog) => catalogStrings(`${catalog}/en.po`)),
    ...NAV_LABELS,
    'Get help now',
    'Privacy',
    'Clear this device',
    'My list',
    'Staying safe online',
    'Sign In',
    'Get Started',
    "You're offline. Phone numbers still work.",
    'Leaves this site at once for a weather search.',
  ].filter((words) => !spanish.has(words) && !/[{}<]/.test(words));
})();

/** The page's visible text, without the parts marked as English (lang="en"). */
async function visibleSpanishText(page: Page): Promise<string> {
  return await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template')) continue;
      if ((element.closest('[lang]')?.getAttribute('lang') ?? 'en').startsWith('en')) continue;
      if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions))
        continue;
      if (element.closest('.harbor-visually-hidden')) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

async function alternates(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang') ?? '',
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      ),
  );
}

test.describe('every Spanish page of the route manifest', () => {
  test.describe.configure({ mode: 'parallel' });

  test('includes the Spanish help page', () => {
    expect(SPANISH_PATHS).toContain('/es/get-help');
  });

  for (const spanishPath of SPANISH_PATHS) {
    test(`${spanishPath}: lang="es", hreflang both ways, canonical, no English, axe clean, reflows`, async ({
      page,
    }, testInfo) => {
      await page.goto(spanishPath);
      await expectPageShown(page, spanishPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${spanishPath}$`),
      );
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
        'content',
        'es_US',
      );
      // The blog's feed, in English, is named in Spanish and is not one of the page's languages.
      await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
        'title',
        'El blog de Harbor (en inglés)',
      );
      const spanishLinks = await alternates(page);
      expect(spanishLinks.es).toBe(spanishPath);
      const englishPath = spanishLinks.en ?? '';
      expect(englishPath).not.toBe('');
      expect(spanishLinks['x-default']).toBe(englishPath);

      // Its English page names it back.
      const english = await page.context().newPage();
      await english.goto(englishPath);
      await expect(english.locator('html')).toHaveAttribute('lang', 'en');
      expect(await alternates(english)).toEqual({
        en: englishPath,
        es: spanishPath,
        'x-default': englishPath,
      });
      await english.close();

      await waitForApp(page);
      const text = await visibleSpanishText(page);
      // Whole words only: "Contacto" is not "Contact".
      const shown = (words: string) =>
        new RegExp(
          `(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
          'u',
        ).test(text);
      expect(ENGLISH_STRINGS.filter(shown), `English on ${spanishPath}`).toEqual([]);

      expect(await axeViolations(page), `axe on ${spanishPath}`).toEqual([]);

      // No link to an English page that has a Spanish version (the language link aside, and the
      // page's own English version where the page sends there on purpose: a post not yet
      // translated links its English text; the country chooser is on the English /get-help only).
      const linked = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) =>
          links
            .filter((link) => !link.closest('.web-language'))
            .map((link) => link.getAttribute('href') ?? ''),
        );
      expect(
        linked
          .filter((href) => !href.endsWith('#choose-country'))
          .map((href) => href.replace(/[?#].*$/, ''))
          .filter((path) => path !== englishPath && ENGLISH_WITH_SPANISH.includes(path)),
        `English pages with a Spanish version, linked from ${spanishPath}`,
      ).toEqual([]);
      if (testInfo.project.name === 'mobile') {
        await page.setViewportSize({ width: 320, height: 640 });
        expect(await overflowingElement(page), `${spanishPath} at 320 CSS px`).toBeNull();
      }
    });
  }
});

test.describe('the language link', () => {
  test('switches /get-help to Spanish and back, to the same page', async ({ page }) => {
    await page.goto('/get-help');
    await expectPageShown(page, '/get-help');
    const español = page.getByRole('link', { name: 'Español' });
    await expect(español).toHaveAttribute('hreflang', 'es');
    await español.click();
    await expectPageShown(page, '/es/get-help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda ahora');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('link', { name: 'English' }).click();
    await expectPageShown(page, '/get-help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get help now');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switches a guide to Spanish and back, to the same guide', async ({ page }) => {
    await page.goto('/challenges/immigration');
    await expectPageShown(page, '/challenges/immigration');
    await page.getByRole('link', { name: 'Español' }).click();
    await expectPageShown(page, '/es/temas/immigration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inmigración');
    await expect(page.getByRole('heading', { level: 2, name: 'Haga esto ahora' })).toBeVisible();
    // The crisis box's buttons are Spanish ways into the same lines.
    await expect(
      page.getByRole('link', { name: 'Llame al 988 y marque 2' }).first(),
    ).toHaveAttribute('href', 'tel:988');

    await page.getByRole('link', { name: 'English' }).click();
    await expectPageShown(page, '/challenges/immigration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immigration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('reads a post in Spanish from the Spanish blog, and switches it to English and back', async ({
    page,
  }) => {
    await page.goto('/es/blog');
    await expectPageShown(page, '/es/blog');
    await page
      .getByRole('link', { name: 'Su primera llamada a una línea de crisis, paso a paso' })
      .click();
    await expectPageShown(page, '/es/blog/your-first-call-to-a-crisis-line');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const article = page.locator('article');
    await expect(article.getByText(/Llame al 988 y marque 2/)).toBeVisible();
    // The English links inside the post are marked.
    await expect(article.locator('a[href^="https://"]:not([hreflang="en"])')).toHaveCount(0);

    await page.getByRole('link', { name: 'English' }).click();
    await expectPageShown(page, '/blog/your-first-call-to-a-crisis-line');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first call to a crisis line, step by step',
    );
    await page.getByRole('link', { name: 'Español' }).click();
    await expectPageShown(page, '/es/blog/your-first-call-to-a-crisis-line');
  });

  test('a story sent in Spanish gives a private link to the Spanish page, which withdraws it', async ({
    page,
  }, testInfo) => {
    await page.goto('/es/compartir');
    await expectPageShown(page, '/es/compartir');
    await waitForAppToOwnForm(page);
    await page
      .getByLabel('Su historia', { exact: true })
      .fill(
        `Pasé el invierno en mi carro y un albergue me recibió. ${testInfo.project.name} ${Date.now()}`,
      );
    await page.getByRole('button', { name: 'Enviar mi historia' }).click();
    const linkField = page.getByLabel('Enlace privado a su historia');
    await expect(linkField).toBeVisible();
    const privateLink = await linkField.inputValue();
    expect(privateLink).toMatch(/\/es\/compartir\/su-historia#[0-9a-f]{64}$/);

    // The writer opens it later, on the real backend: the story, for the team only, in Spanish.
    await page.goto(privateLink);
    // The token stays in the address's fragment (the writer may reload the page).
    await expect(page.locator('html')).toHaveAttribute('data-path', '/es/compartir/su-historia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Solo para nuestro equipo' }),
    ).toBeVisible();
    await expect(page.getByText(/^La envió el \d{1,2} de [a-z]+ de \d{4}\.$/)).toBeVisible();
    expect(await axeViolations(page), 'axe on the private link in Spanish').toEqual([]);
    await page.getByRole('button', { name: 'Retirar mi historia' }).click();
    await page.getByRole('button', { name: 'Sí, retirar mi historia' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Retirada' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Retirar/ })).toHaveCount(0);
  });

  test('a post not yet in Spanish: its Spanish page says so and links the English post', async ({
    page,
  }) => {
    await page.goto('/es/blog/asking-for-help');
    await expectPageShown(page, '/es/blog/asking-for-help');
    await expect(page.getByText(/Este artículo todavía está solo en inglés/)).toBeVisible();
    await page.getByRole('link', { name: 'Leer el artículo completo' }).click();
    await expectPageShown(page, '/blog/asking-for-help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('follows a navigation inside the app, with the head’s hreflang tags, in both languages', async ({
    page,
  }) => {
    /** Each hreflang of the head, with the path it names. */
    const hreflang = () =>
      page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(
            links.map((link) => [
              link.getAttribute('hreflang'),
              new URL((link as HTMLLinkElement).href).pathname,
            ]),
          ),
        );
    await page.goto('/get-help');
    await expectPageShown(page, '/get-help');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expectPageShown(page, '/privacy');
    await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
    await expect
      .poll(hreflang)
      .toEqual({ en: '/privacy', es: '/es/privacidad', 'x-default': '/privacy' });

    await page.goto('/es/get-help');
    await expectPageShown(page, '/es/get-help');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' }).click();
    await expectPageShown(page, '/es/privacidad');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect
      .poll(hreflang)
      .toEqual({ en: '/privacy', es: '/es/privacidad', 'x-default': '/privacy' });
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
      'content',
      'es_US',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('works without JavaScript, both ways', async ({ page }) => {
      // Every public page has its Spanish version; the link of a page without one ("Ayuda en
      // español") is tested in src/app/language.test.tsx.
      await page.goto('/stories');
      await page.getByRole('link', { name: 'Español', exact: true }).click();
      await expect(page).toHaveURL('/es/historias');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await expect(page).toHaveURL('/stories');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test.describe('an unknown path', () => {
      // The host answers it 404 (never indexed) with the page that sends the visitor on.
      test.use({
        expectedProblems: [
          [
            {
              kind: 'http-error',
              status: 404,
              url: /\/(es\/no-existe|no-such-page)$/,
              why: 'an unknown path is answered 404 before it sends the visitor on',
            },
            {
              kind: 'console-error',
              text: /status of 404/,
              why: "Chromium logs the unknown path's 404 before the page moves on",
            },
          ],
          { scope: 'test' },
        ],
      });

      test('an unknown path under /es ends on the Spanish home page, as an unknown English one ends on /', async ({
        page,
      }) => {
        const response = await page.goto('/es/no-existe');
        expect(response?.status()).toBe(404);
        await expect(page).toHaveURL('/es');
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await page.goto('/no-such-page');
        await expect(page).toHaveURL('/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    });
  });
});

test.describe('a browser in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is offered Spanish in one line, never redirected; "No, gracias" is remembered', async ({
    page,
  }) => {
    await page.goto('/get-help');
    await expectPageShown(page, '/get-help');
    const offer = page.getByRole('region', { name: 'Idioma' });
    await expect(offer).toContainText('¿Prefiere leer en español?');
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL('/get-help');
    await expect(offer.getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    expect(await axeViolations(page)).toEqual([]);

    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expectPageShown(page, '/get-help');
    await waitForApp(page);
    // The offer loads once the browser is idle: give it that time, then check it stayed away.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0);
  });
});

test.describe('a phone in Spanish, set to Mexico City (es-MX gets Mexico’s lines)', () => {
  test.use({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });

  test('/es/get-help puts Mexico’s lines first, in Spanish, and says the US lines work only there', async ({
    page,
  }) => {
    await page.goto('/es/get-help');
    await expectPageShown(page, '/es/get-help');
    const box = page.getByRole('region', { name: 'Parece que está en México' });
    await expect(box).toContainText('no funcionan desde México. El 911 sí');
    await expect(box.getByRole('link', { name: 'Llame al 800 911 2000' })).toHaveAttribute(
      'href',
      'tel:+528009112000',
    );
    await expect(box.getByRole('heading', { level: 3, name: 'Línea de la Vida' })).toBeVisible();
    // First on the page: above the US lines.
    const boxTop = (await box.boundingBox())?.y ?? Infinity;
    const usTop =
      (
        await page
          .getByRole('heading', { name: 'Si está en crisis o piensa en el suicidio' })
          .boundingBox()
      )?.y ?? -1;
    expect(boxTop).toBeLessThan(usTop);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the directory in Spanish (/es/recursos)', () => {
  test('is Spanish before and after it runs, filters by "Idioma" in the URL, and says "Abierto ahora" only once it runs', async ({
    page,
    request,
  }) => {
    // The prerendered page: the services in Spanish, the hours with Spanish grammar, no badge.
    const html = (await (await request.get('/es/recursos')).text()).replace(/\u00a0|&nbsp;/g, ' ');
    expect(html).toContain('De lunes a viernes, de 10 a. m. a 10 p. m., hora del Este');
    expect(html).toContain('Abierto las 24 horas, los 7 días de la semana');
    expect(html).not.toMatch(/Abierto ahora|Cerrado ahora|harbor-open-badge/);

    await page.goto('/es/recursos');
    await expectPageShown(page, '/es/recursos');
    const lifeline = page.getByRole('article', { name: '988 Suicide & Crisis Lifeline' });
    await expect(lifeline.getByText('Abierto ahora, las 24 horas')).toBeVisible();
    await expect(lifeline).toContainText('Idiomas: inglés, español');
    await expect(lifeline.getByRole('link', { name: /^Llame al 988 ,/ })).toHaveAttribute(
      'href',
      'tel:988',
    );

    const language = page.getByRole('combobox', { name: 'Idioma' });
    await language.selectOption('es');
    await expect(page).toHaveURL('/es/recursos?lang=es');
    await expect(page.getByRole('status').filter({ hasText: /^Se encontraron? / })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1)
      await expect(cards.nth(index)).toContainText(/Idiomas: .*español/);

    // Back undoes the filter, as on /resources.
    await page.goBack();
    await expect(page).toHaveURL('/es/recursos');
    await expect(page.getByRole('status')).toHaveText(/^\d+ servicios\./);
    await page.waitForLoadState('networkidle');
  });
});

test.describe('a check-in in Spanish (/es/temas/poverty-challenge)', () => {
  test('asks in Spanish and builds the action plan in Spanish, with the services in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/temas/poverty-challenge');
    await expectPageShown(page, '/es/temas/poverty-challenge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Salir adelante cuando falta el dinero',
    );
    await expect(page.getByText('Paso 1 de 4')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Tener suficiente comida' }).check();
    for (let step = 0; step < 3; step += 1)
      await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Ver mi plan' }).click();
    const plan = page.getByRole('region', { name: 'Su plan de acción' });
    await expect(plan.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(plan.getByRole('heading', { level: 3, name: 'Qué hacer ahora' })).toBeVisible();
    await expect(
      plan.getByRole('listitem').filter({ hasText: /despensa de alimentos/ }),
    ).toBeVisible();
    // The services are the directory's, in its Spanish words, with their numbers.
    const feeding = plan.getByRole('article', { name: 'Feeding America food bank finder' });
    await expect(feeding).toContainText('Para quién:');
    await expect(plan.getByRole('link', { name: /^Llame al 211/ }).first()).toHaveAttribute(
      'href',
      'tel:211',
    );
  });
});

test.describe('Quick exit in Spanish', () => {
  test('the button, "Salida rápida", leaves for a neutral site and Back does not return', async ({
    page,
    siteInfo,
  }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><title>weather</title><h1>Weather</h1></html>',
      }),
    );
    await page.goto('/es/get-help');
    await expectPageShown(page, '/es/get-help');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Salida rápida' }).first().click();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\/search\?q=weather/);
    await page.goBack();
    expect(page.url().startsWith(siteInfo.baseURL)).toBe(false);
  });
});

test.describe('/es/get-help offline', () => {
  test.use({ serviceWorkers: 'allow', expectedProblems: [CONNECTION_CHECK, { scope: 'test' }] });

  test('opens from the offline copy, in Spanish, with the notice in Spanish', async ({
    page,
    context,
  }) => {
    await installOfflineCopy(page);
    await context.setOffline(true);

    await page.goto('/es/get-help');
    await expectPageShown(page, '/es/get-help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByText('No tiene conexión. Los números de teléfono siguen funcionando.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Envíe AYUDA al 988' }).first()).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('"Borrar los datos de Harbor en este dispositivo" (/clear-device in Spanish)', () => {
  test('a signed-in visitor presses the Spanish button: signed out, storage, caches and databases empty, confirmed in Spanish', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'basic', 'borrar-datos');
    await signIn(page, member.email, member.password);

    // Reached from the Spanish help page, in Spanish.
    await page.goto('/es/get-help');
    await expectPageShown(page, '/es/get-help');
    await waitForApp(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Borrar los datos de Harbor en este dispositivo' })
      .click();
    await expectPageShown(page, '/es/borrar-datos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Lo que Harbor guarda en este dispositivo' }),
    ).toBeVisible();
    await expect(page.getByText('Copia sin conexión.', { exact: true })).toBeVisible();

    // Something in each place Harbor may keep things: storage (the session, the language), a
    // cache and a database.
    await page.evaluate(async () => {
      const cache = await caches.open('harbor-offline-test');
      await cache.put('/offline-test', new Response('kept for the test'));
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('harbor-test-db');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      });
    });
    const before = await page.evaluate(() => Object.keys(window.localStorage));
    expect(before.some((key) => /^sb-.*-auth-token$/.test(key))).toBe(true);

    const signedOutEverywhere = page.waitForRequest(
      (sent) => sent.method() === 'POST' && /\/auth\/v1\/logout\?scope=global$/.test(sent.url()),
    );
    await page
      .getByRole('button', { name: 'Borrar los datos de Harbor de este dispositivo' })
      .click();
    await signedOutEverywhere;
    const done = page.getByRole('heading', {
      name: 'Se borraron los datos de Harbor de este dispositivo',
    });
    await expect(done).toBeFocused();
    await expect(page.getByText('Se cerró su sesión.', { exact: false })).toBeVisible();
    await expect(page.getByText(/Lo que se borró: \d+ datos? guardados?/)).toBeVisible();
    expect(page.url()).toBe(`${siteInfo.baseURL}/es/borrar-datos`);

    expect(
      await page.evaluate(async () => ({
        local: Object.keys(window.localStorage),
        session: Object.keys(window.sessionStorage),
        caches: await caches.keys(),
        databases: (await indexedDB.databases()).map((database) => database.name),
      })),
    ).toEqual({ local: [], session: [], caches: [], databases: [] });
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('reads without JavaScript: the list, and in Spanish what the button needs and where help is', async ({
      page,
    }) => {
      await page.goto('/es/protegerse-en-internet');
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Borrar los datos de Harbor en este dispositivo' })
        .click();
      await expect(page).toHaveURL('/es/borrar-datos');
      // The site's own note, at the top of every page, in Spanish too.
      await expect(
        page.getByText(/JavaScript está desactivado, así que Harbor funciona/),
      ).toBeVisible();
      await expect(page.getByText(/JavaScript is off/)).toHaveCount(0);
      await expect(
        page.getByText('Respuestas a los cuestionarios y planes de acción.'),
      ).toBeVisible();
      const note = page.getByText(
        /Borrar los datos de Harbor de este dispositivo requiere JavaScript/,
      );
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: '988' }).first()).toHaveAttribute(
        'href',
        'tel:988',
      );
      await expect(note.getByRole('link', { name: 'Ayuda ahora' })).toHaveAttribute(
        'href',
        '/es/get-help',
      );
      await expect(
        page.getByRole('button', { name: 'Borrar los datos de Harbor de este dispositivo' }),
      ).toBeHidden();
    });
  });
});
