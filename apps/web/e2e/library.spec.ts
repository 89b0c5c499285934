/// <reference types="node" />
// /library: everyone sees every item's teaser; only members with access get members-only bodies,
// because the database's row-level security decides, and no body ships in the site's JavaScript.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { createMember, expectPageShown, signIn } from './support/helpers';

// A sentence only in the members-only "Thought record" worksheet (supabase/migrations).
const MEMBERS_ONLY_SENTENCE = 'Write the one that hurts most, word for word.';
const FREE_BODY_SENTENCE = 'A crisis plan is a short page you write when you feel a bit steadier.';

test.describe('the library', () => {
  test('lists every item and filters by the challenge and kind in the address', async ({
    page,
  }) => {
    await page.goto('/library');
    await expect(page.getByText(/^Showing all \d+ items\.$/)).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(30);

    await page.goto('/library?challenge=poverty&kind=book');
    await expect(page.getByLabel('Challenge')).toHaveValue('poverty');
    await expect(page.getByRole('link', { name: /^Evicted/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Scarcity/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Make a crisis plan/ })).toHaveCount(0);

    await page.getByLabel('Kind').selectOption('guide');
    await expect(page).toHaveURL(/\/library\?challenge=poverty&kind=guide$/);
    await expect(page.getByRole('link', { name: 'Finding free food this week' })).toBeVisible();
  });

  test('opens a free item for a visitor', async ({ page }) => {
    await page.goto('/library');
    // Opened as the app opens it: a link followed before the app owns the page is a new page
    // load, which cancels the list's quiet refresh (a failed request, CI found).
    await expectPageShown(page, '/library');
    await page.getByRole('link', { name: 'Make a crisis plan before you need one' }).click();
    await expect(page).toHaveURL(/\?item=make-a-crisis-plan$/);
    await expect(page.getByText(FREE_BODY_SENTENCE)).toBeVisible();
  });

  test('invites a visitor to join instead of showing a members-only body', async ({ page }) => {
    await page.goto('/library?item=thought-record');
    await expect(
      page.getByRole('heading', { name: 'This worksheet is for Harbor members' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/products/membership',
    );
    await expect(page.getByText(MEMBERS_ONLY_SENTENCE)).toHaveCount(0);
  });

  test('shows a new premium member the members-only body', async ({ page, request, siteInfo }) => {
    const member = await createMember(request, siteInfo, 'premium');
    await signIn(page, member.email, member.password);
    await page.goto('/library?item=thought-record');
    await expect(page.getByText(MEMBERS_ONLY_SENTENCE)).toBeVisible();
    await expect(page.getByText(/is for Harbor members/)).toHaveCount(0);
  });

  test('in Spanish (issue 25): a hub links the library by topic, and a member reads a locked item, its English text marked', async ({
    page,
    request,
    siteInfo,
  }) => {
    // From the Spanish guide on money, its "library" link keeps the visitor in Spanish.
    await page.goto('/es/temas/financial');
    await expectPageShown(page, '/es/temas/financial');
    const link = page.locator('a[href="/es/biblioteca?challenge=financial"]');
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(/\/es\/biblioteca\?challenge=financial$/);
    await expect(page.getByRole('combobox', { name: 'Tema' })).toHaveValue('financial');
    await expect(
      page.getByRole('link', { name: 'Cómo tratar con los cobradores de deudas' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // A locked item invites a visitor to join, in Spanish, on the Spanish pages.
    await page.goto('/es/biblioteca?item=thought-record');
    await expect(
      page.getByRole('heading', { name: 'Esta hoja de trabajo es para miembros de Harbor' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver las membresías' })).toHaveAttribute(
      'href',
      '/es/membresia',
    );
    await expect(page.getByText(MEMBERS_ONLY_SENTENCE)).toHaveCount(0);

    // A member reads it: the text is English, marked, and the page says so in Spanish.
    const member = await createMember(request, siteInfo, 'premium');
    await signIn(page, member.email, member.password);
    await page.goto('/es/biblioteca?item=thought-record');
    await expect(page.getByText(MEMBERS_ONLY_SENTENCE)).toBeVisible();
    await expect(page.getByText('Por ahora, el texto completo está en inglés.')).toBeVisible();
    await expect(
      page.getByText(MEMBERS_ONLY_SENTENCE).locator('xpath=ancestor::*[@lang][1]'),
    ).toHaveAttribute('lang', 'en');
  });

  test('ships no library body in the site’s JavaScript', async ({ siteInfo }) => {
    const assets = path.join(siteInfo.distDir, 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const source = await readFile(path.join(assets, name), 'utf8');
      expect(source, name).not.toContain(MEMBERS_ONLY_SENTENCE);
      expect(source, name).not.toContain(FREE_BODY_SENTENCE);
    }
  });
});
