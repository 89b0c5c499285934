/// <reference types="node" />
// /contact and /share: messages and stories are stored, a failed send loses nothing and Retry
// works, and a draft survives a reload.
import { expect, test } from './fixtures';
import { waitForAppToOwnForm } from './support/helpers';

const CONTACT_SUCCESS = 'Thank you. Your message is on its way.';
const STORY_SUCCESS = 'Thank you for trusting us with your story.';

function uniqueMessage(label: string) {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}: where can I find the worksheets?`;
}

test.describe('the contact form', () => {
  test('stores a message and says thank you', async ({ page, request, siteInfo }) => {
    const message = uniqueMessage('contact');
    await page.goto('/contact');
    await page.getByLabel('Your name', { exact: true }).fill('Sam Rivera');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.test');
    await page.getByLabel('What is it about?', { exact: true }).selectOption('question');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: CONTACT_SUCCESS })).toBeFocused();

    const stored = await request.get(
      `${siteInfo.backendURL}/rest/v1/contact_messages?select=name,topic&message=eq.${encodeURIComponent(message)}`,
      {
        headers: {
          apikey: siteInfo.serviceRoleKey,
          Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
        },
      },
    );
    expect(await stored.json()).toEqual([{ name: 'Sam Rivera', topic: 'question' }]);
  });

  test('in Spanish (/es/contacto): stores the message as Spanish and thanks in Spanish', async ({
    page,
    request,
    siteInfo,
  }) => {
    const message = uniqueMessage('mensaje');
    await page.goto('/es/contacto');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForAppToOwnForm(page);
    await page.getByLabel('Su nombre', { exact: true }).fill('Lucía Pérez');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('lucia@example.test');
    await page.getByLabel('¿De qué se trata?', { exact: true }).selectOption('question');
    await page.getByLabel('Mensaje', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(
      page.getByRole('heading', { name: 'Gracias. Su mensaje ya va en camino.' }),
    ).toBeFocused();
    const stored = await request.get(
      `${siteInfo.backendURL}/rest/v1/contact_messages?select=name,language&message=eq.${encodeURIComponent(message)}`,
      {
        headers: {
          apikey: siteInfo.serviceRoleKey,
          Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
        },
      },
    );
    expect(await stored.json()).toEqual([{ name: 'Lucía Pérez', language: 'es' }]);
  });

  test('takes a report of a problem with a listing, stored with its id', async ({
    page,
    request,
    siteInfo,
  }) => {
    await page.goto('/resources?q=NAMI');
    const card = page.getByRole('article', { name: 'NAMI HelpLine' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Report a problem with NAMI HelpLine' }).click();

    await expect(page).toHaveURL(/\/contact\?topic=wrong-fact&listing=nami-helpline&/);
    await waitForAppToOwnForm(page);
    await expect(page.getByText('You are reporting a problem with NAMI HelpLine.')).toBeVisible();
    await expect(page.getByLabel('What is it about?', { exact: true })).toHaveValue('wrong-fact');
    const message = page.getByLabel('Message', { exact: true });
    await expect(message).toHaveValue(
      /^About NAMI HelpLine \(nami-helpline\)\.\nWhat Harbor shows: Call 1-800-950-6264 \(NAMI\); .*Hours: Monday to Friday, 10 a\.m\. to 10 p\.m\. Eastern; .*Checked 25 November 2026\nWhat I saw: $/,
    );
    const seen = `The text line answers later now ${Date.now()}.`;
    await page.getByLabel('Your name', { exact: true }).fill('Sam Rivera');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.test');
    await message.press('End');
    await message.pressSequentially(seen);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: CONTACT_SUCCESS })).toBeFocused();

    const stored = await request.get(
      `${siteInfo.backendURL}/rest/v1/contact_messages?select=topic,listing_id,message&message=like.${encodeURIComponent(`*${seen}`)}`,
      {
        headers: {
          apikey: siteInfo.serviceRoleKey,
          Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
        },
      },
    );
    const rows = (await stored.json()) as { topic: string; listing_id: string; message: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ topic: 'wrong-fact', listing_id: 'nami-helpline' });
    expect(rows[0]?.message).toMatch(/^About NAMI HelpLine \(nami-helpline\)\./);
  });

  test('shows what is missing next to each field without sending anything', async ({ page }) => {
    let inserts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/contact_messages')) inserts += 1;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByLabel('Your name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Enter your email address, so we can reply.')).toBeVisible();
    await expect(page.getByText('Choose what your message is about.')).toBeVisible();
    expect(inserts).toBe(0);
  });

  test('keeps a draft through a reload', async ({ page }) => {
    await page.goto('/contact');
    // What is typed before the app runs is early-input.spec.ts's journey; this one is the draft.
    await waitForAppToOwnForm(page);
    await page.getByLabel('Your name', { exact: true }).fill('Sam');
    await page.getByLabel('Message', { exact: true }).fill('Half of what I wanted to say');
    await page.reload();

    await expect(page.getByText(/We kept what you typed earlier in this tab/)).toBeVisible();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Sam');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Half of what I wanted to say',
    );
  });

  test.describe('when the server fails once', () => {
    test.use({
      expectedProblems: [
        [
          {
            kind: 'http-error',
            url: /\/rest\/v1\/contact_messages/,
            status: 503,
            why: 'the test makes the first insert fail',
          },
          {
            kind: 'console-error',
            text: /status of 503/,
            why: 'Chromium logs the failed insert the test makes',
          },
        ],
        { scope: 'test' },
      ],
    });

    test('keeps every field, says what happened, and Retry sends it', async ({
      page,
      siteInfo,
    }) => {
      let failed = false;
      await page.route(`${siteInfo.backendURL}/rest/v1/contact_messages*`, async (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'PGRST000',
            message: 'Service unavailable',
            details: null,
            hint: null,
          }),
        });
      });
      const message = uniqueMessage('retry');
      await page.goto('/contact');
      await page.getByLabel('Your name', { exact: true }).fill('Sam Rivera');
      await page.getByLabel('Email', { exact: true }).fill('sam@example.test');
      await page.getByLabel('What is it about?', { exact: true }).selectOption('problem');
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.getByRole('button', { name: 'Send message' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Something went wrong on our side, so nothing was sent.');
      await expect(alert).toContainText('Everything you typed is still here.');
      await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Sam Rivera');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('sam@example.test');
      await expect(page.getByLabel('What is it about?', { exact: true })).toHaveValue('problem');
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);

      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: CONTACT_SUCCESS })).toBeVisible();
      expect(failed).toBe(true);
    });
  });
});

test.describe('sharing', () => {
  test('stores an anonymous story as pending, for the team only unless publishing is allowed', async ({
    page,
    request,
    siteInfo,
  }) => {
    const story = uniqueMessage('story');
    await page.goto('/share');
    await page.getByLabel('Your story', { exact: true }).fill(story);
    // No permission to publish asked for: telling the team is enough.
    await page.getByRole('button', { name: 'Send my story' }).click();
    await expect(page.getByRole('heading', { name: STORY_SUCCESS })).toBeVisible();
    await expect(
      page.getByText('It is for our team only: it will never be published.'),
    ).toBeVisible();

    const stored = await request.get(
      `${siteInfo.backendURL}/rest/v1/stories?select=name,status,consent_to_publish&story=eq.${encodeURIComponent(story)}`,
      {
        headers: {
          apikey: siteInfo.serviceRoleKey,
          Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
        },
      },
    );
    expect(await stored.json()).toEqual([
      { name: null, status: 'pending', consent_to_publish: false },
    ]);
  });

  test('copies Harbor’s link and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/share');
    await expect(page.getByLabel("Harbor's link")).toHaveValue(`${baseURL}/`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(
      page.getByText('Link copied. Paste it into a message, an email or a post.'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);
  });
});
