/// <reference types="node" />
// Stories, moderated and published (issue 27 part 1). One journey, in order:
// (a) a visitor sends a story on /share and is given a private link; a staff member reviews it in
//     the console, redacts the identifying details, labels it with a content note and a hub, and
//     publishes it; every step is in the audit trail; the story appears on its hub, closed behind
//     its content note, without the original's details;
// (b) the writer opens the private link, sees it published, withdraws it, and it is gone from the
//     hub.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolAtFirstSignIn, newStaffMember } from './support/staff';
import { axeViolations, waitForApp } from './support/helpers';

/** The stories section's words on an English hub and on a Spanish one (issue 25). */
const SECTION = {
  en: {
    hub: (slug: string) => `/challenges/${slug}`,
    region: "From people who've been here",
    show: 'Show the stories',
    loading: /Loading stories/,
    more: 'More stories',
    loadingMore: 'Loading more stories…',
  },
  es: {
    hub: (slug: string) => `/es/temas/${slug}`,
    region: 'Historias de personas que han pasado por algo parecido',
    show: 'Ver las historias',
    loading: /Cargando las historias/,
    more: 'Más historias',
    loadingMore: 'Cargando más historias…',
  },
};

/** The hub's stories section, with "More stories" pressed until `title` shows or none are left. */
async function findOnHub(
  page: Page,
  hub: string,
  title: string,
  language: keyof typeof SECTION = 'en',
): Promise<Locator> {
  const words = SECTION[language];
  await page.goto(words.hub(hub));
  // The button is in the prerendered page: press it once the app owns the page.
  await waitForApp(page);
  const section = page.getByRole('region', { name: words.region });
  // A hub asks the backend for its stories only when the visitor asks (its visit sends nothing).
  await section.getByRole('button', { name: words.show }).click();
  await expect(section.getByText(words.loading)).toHaveCount(0);
  const story = section.getByRole('article', { name: title });
  const more = section.getByRole('button', { name: words.more });
  for (let page = 0; page < 20 && (await story.count()) === 0 && (await more.count()) > 0; page++) {
    await more.click();
    await expect(section.getByRole('button', { name: words.loadingMore })).toHaveCount(0);
  }
  return story;
}

test('a story is sent, reviewed, redacted, labelled and published on its hub; its writer withdraws it with the private link', async ({
  page,
  request,
  siteInfo,
}, testInfo) => {
  test.setTimeout(150_000);
  const run = `${Date.now()}-${testInfo.project.name}`;
  const writer = `Writer ${run}`;
  const title = `A winter in my car ${run}`;
  const original = `My name is Maria Lopez. I slept in my car on Elm Street all winter, and the night shelter took me in. Call me on 555-201-3344 if you need to. ${run}`;

  // The writer sends it, allowing publication and asking to stay anonymous.
  await page.goto('/share');
  await page.getByLabel(/Your name or a nickname/).fill(writer);
  await page.getByLabel('Your story', { exact: true }).fill(original);
  await page.getByRole('checkbox', { name: /Harbor may publish my story/ }).check();
  await page.getByRole('button', { name: 'Send my story' }).click();
  const linkField = page.getByLabel('Private link to your story');
  await expect(linkField).toBeVisible();
  const privateLink = await linkField.inputValue();
  expect(privateLink).toMatch(/\/share\/your-story#[0-9a-f]{64}$/);
  await expect(page.getByText(/we show it only once and cannot send it again/)).toBeVisible();
  expect(await axeViolations(page), 'axe on the confirmation with the private link').toEqual([]);

  // The team reviews it.
  await enrolAtFirstSignIn(page, await newStaffMember(request, siteInfo, 'admin', 'stories-staff'));
  await page.getByLabel('Kind').selectOption('story');
  await page.getByRole('link', { name: new RegExp(writer) }).click();
  const publication = page.getByRole('region', { name: 'Publication' });
  await expect(publication.getByText('Not published.')).toBeVisible();
  const marks = publication.locator('mark');
  await expect(marks).toHaveText([
    '(possible name) Maria Lopez',
    '(possible place or address) Elm Street',
    '(possible phone number) 555-201-3344',
  ]);
  expect(await axeViolations(page), 'axe on a story under review').toEqual([]);
  await publication.getByRole('button', { name: 'Redact all' }).click();
  const text = publication.getByLabel('Text to publish');
  await expect(text).toHaveValue(
    `My name is [name]. I slept in my car on [place] all winter, and the night shelter took me in. Call me on [phone] if you need to. ${run}`,
  );
  await publication.getByLabel('Short title').fill(title);
  await publication.getByRole('checkbox', { name: 'self-harm' }).check();
  await publication.getByLabel('Challenge hub').selectOption('homelessness');
  await publication.getByRole('button', { name: 'Save and publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Published: visitors see it now.' }),
  ).toBeVisible();
  await expect(publication.getByText(/^Published on/)).toBeVisible();
  // The original stays as it was sent.
  await expect(page.locator('.staff-item__body').first()).toContainText('Maria Lopez');

  // Every step is in the audit trail.
  await page
    .getByRole('navigation', { name: 'Team console' })
    .getByRole('link', { name: 'Audit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Edited a story for publication' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Published a story' }).first()).toBeVisible();

  // Visitors find it on its hub, closed behind its content note, without the original's details.
  const story = await findOnHub(page, 'homelessness', title);
  await expect(story).toBeVisible();
  await expect(story).toContainText('Shared anonymously');
  await expect(story).not.toContainText(writer);
  const summary = story.getByText('Content note: self-harm. Open to read');
  await expect(summary).toBeVisible();
  const body = story.getByText(/the night shelter took me in/);
  await expect(body).toBeHidden();
  await summary.click();
  await expect(body).toBeVisible();
  await expect(body).toContainText('My name is [name].');
  await expect(story).not.toContainText('Maria');
  await expect(story).not.toContainText('555-201-3344');
  expect(await axeViolations(page), 'axe on a hub with its stories').toEqual([]);

  // The Spanish guide shows it too, in English, marked and said to be in English (issue 25).
  const inSpanish = await findOnHub(page, 'homelessness', `${title} (en inglés)`, 'es');
  await expect(inSpanish).toContainText('Compartida de forma anónima');
  await expect(inSpanish.getByText(title, { exact: true })).toHaveAttribute('lang', 'en');
  await inSpanish
    .getByText('Aviso sobre el contenido: autolesiones. Presione para leer la historia')
    .click();
  await expect(inSpanish.getByText(/the night shelter took me in/)).toHaveAttribute('lang', 'en');
  expect(await axeViolations(page), 'axe on a Spanish guide with its stories').toEqual([]);

  // (b) The writer withdraws it with the private link.
  await page.goto(privateLink);
  await expect(page.getByRole('heading', { level: 2, name: 'Published' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw my story' }).click();
  const confirm = page.getByRole('button', { name: 'Yes, withdraw my story' });
  await expect(confirm).toBeFocused();
  expect(await axeViolations(page), 'axe on the withdrawal confirmation').toEqual([]);
  await confirm.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawn' })).toBeFocused();
  await expect(page.getByText(/it will never be published again/)).toBeVisible();

  const gone = await findOnHub(page, 'homelessness', title);
  await expect(gone).toHaveCount(0);
});
