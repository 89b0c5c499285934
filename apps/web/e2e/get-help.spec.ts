// Issue 17, part 1: "Get help now" reaches the crisis lines for the visitor's own country, guessed
// from the browser's languages and time zone, in one tap from any page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, expectPageShown } from './support/helpers';
import { chunkUrlOf } from './support/chunk-files';

const FIND_A_HELPLINE = /Find A Helpline/;

/** The crisis lines section of /get-help and its first line's Call link. */
function linesSection(page: Page) {
  return page.locator('section.web-get-help__lines');
}

async function tapGetHelpNow(page: Page, from: string) {
  await page.goto(from);
  await expectPageShown(page, from);
  await page.getByRole('banner').getByRole('link', { name: 'Get help now' }).first().click();
  await expect(page).toHaveURL('/get-help');
}

const VISITORS = [
  {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    heading: 'Crisis lines in the United Kingdom',
    first: 'tel:999',
    also: 'tel:116123',
    from: '/about',
  },
  {
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    heading: 'Crisis lines in Mexico',
    first: 'tel:911',
    also: undefined,
    from: '/products',
  },
  {
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    heading: 'Crisis lines in Canada',
    first: 'tel:911',
    also: 'tel:988',
    from: '/challenges/homelessness',
  },
  {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    heading: 'Crisis lines in Germany',
    first: 'tel:112',
    also: 'tel:+498001110111',
    from: '/contact',
  },
] as const;

for (const visitor of VISITORS) {
  test.describe(`a visitor with ${visitor.locale} in ${visitor.timezoneId}`, () => {
    test.use({ locale: visitor.locale, timezoneId: visitor.timezoneId });

    test(`reaches their own lines in one tap from ${visitor.from}`, async ({ page }) => {
      // axe over a whole page takes a while on a busy 2-core machine.
      test.slow();
      await tapGetHelpNow(page, visitor.from);
      const section = linesSection(page);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(visitor.heading);
      const firstLine = section.getByRole('listitem').first();
      await expect(firstLine.getByRole('link').first()).toHaveAttribute('href', visitor.first);
      if (visitor.also) {
        await expect(section.locator(`a[href="${visitor.also}"]`)).toBeVisible();
      }
      // No US-only number is offered to someone outside the US.
      await expect(section.locator('a[href="tel:988"]')).toHaveCount(
        visitor.also === 'tel:988' ? 1 : 0,
      );
      await expect(section.getByText(/^Not in .+\? Choose your country$/)).toBeVisible();
      await expect(section.getByRole('link', { name: FIND_A_HELPLINE })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('a visitor whose browser names no country Harbor has lines for', () => {
  test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

  test('sees the US lines and the international directory', async ({ page }) => {
    test.slow();
    await tapGetHelpNow(page, '/about');
    const section = linesSection(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Crisis lines in the United States',
    );
    await expect(section.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute(
      'href',
      'tel:911',
    );
    await expect(section.getByRole('link', { name: /^Call 988/ })).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(section.getByRole('link', { name: FIND_A_HELPLINE })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the switch to the visitor country', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('shows the US lines first and moves nothing below when the UK lines arrive', async ({
    page,
  }) => {
    // Hold the country table back, so the first (US) render can be measured before the switch.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      chunkUrlOf('../../packages/challenges/src/resources/country-lines.ts'),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.goto('/get-help');
    const section = linesSection(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Crisis lines in the United States',
    );
    const chooserHeading = page.getByRole('heading', { level: 2, name: 'Choose your country' });
    const before = await chooserHeading.boundingBox();

    release();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Crisis lines in the United Kingdom',
    );
    const after = await chooserHeading.boundingBox();
    expect(before).not.toBeNull();
    expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
  });
});

test.describe('choosing a country', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/Chicago' });

  test('shows that country at once, and remembers it on this device', async ({ page }) => {
    await page.goto('/get-help');
    const section = linesSection(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Crisis lines in the United States',
    );

    await section.getByRole('link', { name: 'Choose your country' }).click();
    await expect(page).toHaveURL('/get-help#choose-country');
    await page.getByRole('combobox', { name: 'Your country' }).selectOption('IE');
    await page.getByRole('button', { name: 'Show lines' }).click();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Crisis lines in Ireland');
    await expect(section.locator('a[href="tel:+3531800341900"]')).toBeVisible();

    // The choice outlives a reload and shows first in every hub's crisis box too.
    await page.goto('/challenges/mental-health');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Crisis lines in Ireland' }),
    ).toBeVisible();
    await expect(page.locator('a[href="tel:116123"]').first()).toBeVisible();
    await expect(page.getByText('Not in Ireland? Choose your country')).toBeVisible();
    await page.getByRole('link', { name: 'Choose your country' }).click();
    await expect(page).toHaveURL('/get-help#choose-country');
    await expect(page.getByRole('combobox', { name: 'Your country' })).toHaveValue('IE');
  });
});

test.describe('the resources page crisis box', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test("shows the visitor's country first", async ({ page }) => {
    await page.goto('/resources');
    const crisis = page.locator('#crisis-lines');
    await expect(crisis.getByText('Not in Germany? Choose your country')).toBeVisible();
    await expect(crisis.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(crisis.locator('a[href="tel:116016"]')).toBeVisible();
  });
});
