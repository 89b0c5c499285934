/// <reference types="node" />
// A safety screen on every message (issue 27): a contact message with a danger phrase shows the
// crisis lines for the visitor's country while they write (nothing is sent until they send) and
// again with the thanks; it is sent as usual, and it lands in the team's inbox as urgent, first,
// with its reason, and a link to the safety protocol. axe on each state.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolAtFirstSignIn, newStaffMember } from './support/staff';
import { axeViolations, newEmail, waitForAppToOwnForm } from './support/helpers';

const NOTICE = 'It sounds like things may be very hard right now. You can talk to someone now:';

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test('a contact message with a danger phrase shows the crisis lines before and after sending, and lands as urgent with its reason', async ({
  page,
  request,
  siteInfo,
}, testInfo) => {
  test.setTimeout(120_000);
  const visitorName = `Visitor ${Date.now()}-${testInfo.project.name}`;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/contact_messages'))
      sent.push(request.url());
  });

  await page.goto('/contact');
  await waitForAppToOwnForm(page);
  await page.getByLabel('Your name', { exact: true }).fill(visitorName);
  await page.getByLabel('Email', { exact: true }).fill(newEmail('danger'));
  await page.getByLabel('What is it about?', { exact: true }).selectOption('question');
  await page
    .getByLabel('Message', { exact: true })
    .pressSequentially("I don't want to be alive anymore. I lost the apartment today.");

  // While they write: the box, with the crisis lines' call links, and nothing sent.
  const box = page.locator('[data-safety-notice]');
  await expect(box.getByText(NOTICE)).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Talk to someone now' })).toBeVisible();
  await expect(box.locator('a[href^="tel:"]').first()).toBeVisible();
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page, 'the contact form with the safety box');

  // Sending is not held back; the thanks come with the box.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you. Your message is on its way.' }),
  ).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Talk to someone now' })).toBeVisible();
  expect(sent).toHaveLength(1);
  await expectNoAxeViolations(page, 'the thanks with the safety box');

  // The team: a staff member, with a password and a code.
  await enrolAtFirstSignIn(page, await newStaffMember(request, siteInfo, 'editor', 'safety-staff'));

  const list = page.locator('.staff-inbox__list');
  const item = list.getByRole('link', { name: new RegExp(visitorName) });
  await expect(item).toContainText('Urgent: possible danger (suicide)');
  // Urgent items come first: nothing that is not urgent is above it.
  const rows = await list.getByRole('link').allInnerTexts();
  const at = rows.findIndex((text) => text.includes(visitorName));
  expect(rows.slice(0, at).every((text) => text.startsWith('Urgent'))).toBe(true);
  await expectNoAxeViolations(page, 'the inbox with a possible danger');

  await item.click();
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { level: 2, name: `Contact message from ${visitorName}` }),
  ).toBeFocused();
  await expect(article.getByText('Urgent: possible danger (suicide)')).toBeVisible();
  await expect(article.getByText(/The safety screen found/)).toBeVisible();
  await expectNoAxeViolations(page, 'an item with a possible danger');

  await article.getByRole('link', { name: 'What to do now: the safety protocol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Safety protocol' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'In the first hour' })).toBeVisible();
  await expectNoAxeViolations(page, 'the safety protocol');
});
