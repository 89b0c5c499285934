// Each data module against the fake client the money pages' tests use: what it asks for, and
// the one result shape it answers with, for success and for each way it can fail.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { answer, createFakeSupabase, httpError, unreachable } from '../shared/test/fake-supabase';
import { PLAN_ROWS } from '../membership/test/plans';
import { openBillingPortal } from './billing-portal';
import { loadBundleDownloads } from './bundle-downloads';
import { loadCatalogItem, loadCatalogItems } from './catalog';
import { createCheckout } from './checkout';
import { loadCheckoutStatus, UNREADABLE_ANSWER } from './checkout-status';
import { sendContactMessage } from './contact-messages';
import { requestHardshipAccess } from './hardship-access';
import { loadLibraryBody, loadLibraryItems } from './library';
import { loadMembershipPlans } from './membership-plans';
import {
  REFUSED_FAILURE,
  SERVER_FAILURE,
  SERVICE_UNREACHABLE_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from './messages';
import { subscribeToNewsletter } from './newsletter';
import { PARTNER_SEND_FAILED_MESSAGE, sendPartnerApplication } from './partner-applications';
import type { DataResult } from './result';
import { sendStory } from './stories';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

const BOOK_ROW = {
  sku: 'book-1',
  kind: 'book',
  title: 'A book',
  description: 'About hard times.',
  price_cents: 1200,
  currency: 'usd',
  image_path: '/images/products/book-1.webp',
  image_alt: 'Its cover',
  sizes: null,
};

describe('catalog', () => {
  it('reads the active items of one kind, in order, as catalogue items', async () => {
    const fake = createFakeSupabase({
      tables: { catalog_items: { data: [BOOK_ROW], error: null } },
    });
    const result = await loadCatalogItems(fake.client, 'book');
    expect(result).toEqual({
      ok: true,
      data: [expect.objectContaining({ sku: 'book-1', priceCents: 1200, sizes: [] })],
    });
    expect(fake.reads[0]?.calls).toContainEqual(['eq', ['kind', 'book']]);
  });

  it('answers null for an sku that is not on sale', async () => {
    const fake = createFakeSupabase({ tables: { catalog_items: { data: [], error: null } } });
    expect(await loadCatalogItem(fake.client, 'gone')).toEqual({ ok: true, data: null });
  });

  it('fails as server when the database answers with an error', async () => {
    const fake = createFakeSupabase({
      tables: { catalog_items: { data: null, error: { message: 'boom' } } },
    });
    expect(errorOf(await loadCatalogItem(fake.client, 'book-1'))).toMatchObject({
      kind: 'server',
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });
});

describe('membership-plans', () => {
  it('reads every plan, cheapest first', async () => {
    const fake = createFakeSupabase({
      tables: { membership_plans: { data: PLAN_ROWS, error: null } },
    });
    const result = await loadMembershipPlans(fake.client);
    expect(result.ok && result.data.map((plan) => plan.tier)).toEqual([
      'free',
      'basic',
      'premium',
      'vip',
    ]);
    expect(fake.reads[0]?.calls).toContainEqual(['order', ['sort_order', { ascending: true }]]);
  });

  it('fails as network when the client cannot load', async () => {
    const result = await loadMembershipPlans(() => Promise.reject(new Error('chunk failed')));
    expect(errorOf(result)).toMatchObject({
      kind: 'network',
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});

describe('library', () => {
  it('reads the items, dropping rows it cannot read, and a body or null', async () => {
    const fake = createFakeSupabase({
      tables: {
        library_items: {
          data: [
            {
              slug: 'make-a-crisis-plan',
              title: 'Make a crisis plan',
              teaser: 'Steps for a bad day.',
              kind: 'guide',
              challenges: ['mental-health'],
              members_only: false,
              reading_minutes: 5,
            },
            { slug: 'broken', kind: 'nonsense' },
          ],
          error: null,
        },
        library_bodies: { data: [], error: null },
      },
    });
    const items = await loadLibraryItems(fake.client);
    expect(items.ok && items.data.map((item) => item.slug)).toEqual(['make-a-crisis-plan']);
    expect(await loadLibraryBody(fake.client, 'thought-record')).toEqual({ ok: true, data: null });
  });
});

describe('contact-messages, stories and partner-applications', () => {
  it('adds the row to its table', async () => {
    const fake = createFakeSupabase();
    const contact = { name: 'Sam', email: 's@example.test', topic: 'question', message: 'Hi' };
    expect(await sendContactMessage(fake.client, contact)).toEqual({ ok: true, data: undefined });
    expect(await sendStory(fake.client, { story: 'It helped.' } as never)).toEqual({
      ok: true,
      data: undefined,
    });
    expect(fake.inserts.map((insert) => insert.table)).toEqual(['contact_messages', 'stories']);
  });

  it("tells a refused row in the form's words", async () => {
    const fake = createFakeSupabase({ insertError: { message: 'check', code: '23514' } });
    expect(errorOf(await sendStory(fake.client, { story: '' } as never))).toMatchObject({
      kind: 'invalid',
      code: '23514',
      message: REFUSED_FAILURE,
    });
  });

  it('tells an unknown database error as our fault', async () => {
    const fake = createFakeSupabase({ insertError: { message: 'boom' } });
    expect(errorOf(await sendContactMessage(fake.client, {} as never))?.message).toBe(
      SERVER_FAILURE,
    );
  });

  it('tells every failed partner application in its one sentence', async () => {
    const fake = createFakeSupabase({ insertError: { message: 'boom', code: '42501' } });
    const values = {
      fullName: 'Rosa Diaz',
      email: 'rosa@example.test',
      organization: '',
      website: '',
      audience: 'We run a weekly drop-in for renters.',
    };
    expect(errorOf(await sendPartnerApplication(fake.client, values))).toMatchObject({
      kind: 'forbidden',
      message: PARTNER_SEND_FAILED_MESSAGE,
    });
    expect(fake.inserts[0]).toMatchObject({ table: 'partner_applications' });
  });
});

describe('checkout and billing-portal', () => {
  it('answers the address of the Stripe page', async () => {
    const fake = createFakeSupabase({
      functions: {
        checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
        'billing-portal': () => answer({ url: 'https://billing.stripe.com/p/session/1' }),
      },
    });
    const request = { kind: 'donation', amountCents: 1000, recurring: false } as const;
    expect(await createCheckout(fake.client, request)).toEqual({
      ok: true,
      data: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(fake.invoke).toHaveBeenCalledWith('checkout', { body: request });
    expect(await openBillingPortal(fake.client, {})).toEqual({
      ok: true,
      data: 'https://billing.stripe.com/p/session/1',
    });
  });

  it('fails as server when the answer has no web address', async () => {
    const fake = createFakeSupabase({
      functions: { checkout: () => answer({ url: 'javascript:alert(1)' }) },
    });
    expect(errorOf(await createCheckout(fake.client, { kind: 'goods', items: [] }))).toMatchObject({
      kind: 'server',
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });

  it("shows the function's own sentence for a refusal", async () => {
    const fake = createFakeSupabase({
      functions: { checkout: () => httpError(401, 'Please sign in to buy a membership.') },
    });
    expect(
      errorOf(
        await createCheckout(fake.client, { kind: 'membership', tier: 'basic', interval: 'month' }),
      ),
    ).toMatchObject({ kind: 'forbidden', message: 'Please sign in to buy a membership.' });
  });
});

describe('checkout-status', () => {
  const paid = {
    status: 'complete',
    fulfilled: true,
    kind: 'donation',
    description: 'A donation',
    amountCents: 1000,
    currency: 'usd',
  };

  it('answers the checked status of the session', async () => {
    const fake = createFakeSupabase({ functions: { 'checkout-status': () => answer(paid) } });
    expect(await loadCheckoutStatus(fake.client, 'cs_test_1234567890')).toEqual({
      ok: true,
      data: paid,
    });
    expect(fake.invoke).toHaveBeenCalledWith('checkout-status', {
      body: { sessionId: 'cs_test_1234567890' },
    });
  });

  it('fails as not-found for a session the function does not know', async () => {
    const fake = createFakeSupabase({
      functions: { 'checkout-status': () => httpError(404, 'No such checkout session.') },
    });
    expect(errorOf(await loadCheckoutStatus(fake.client, 'cs_test_x'))?.kind).toBe('not-found');
  });

  it('fails with its own sentence for an answer it cannot read', async () => {
    const fake = createFakeSupabase({ functions: { 'checkout-status': () => answer({}) } });
    expect(errorOf(await loadCheckoutStatus(fake.client, 'cs_test_x'))).toMatchObject({
      kind: 'server',
      message: UNREADABLE_ANSWER,
    });
  });
});

describe('bundle-downloads', () => {
  it('keeps only well-formed downloads', async () => {
    const download = {
      bundle: 'premium-bundle',
      title: 'Premium Bundle',
      fileName: 'premium.zip',
      url: 'https://files.example/premium.zip',
      expiresAt: '2027-01-01T00:00:00Z',
    };
    const fake = createFakeSupabase({
      functions: {
        'bundle-downloads': () => answer({ downloads: [download, { bundle: 'x' }] }),
      },
    });
    expect(await loadBundleDownloads(fake.client)).toEqual({ ok: true, data: [download] });
  });

  it('fails as network when the service is not reached', async () => {
    const fake = createFakeSupabase({ functions: { 'bundle-downloads': unreachable } });
    expect(errorOf(await loadBundleDownloads(fake.client))).toMatchObject({
      kind: 'network',
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});

describe('newsletter', () => {
  it('subscribes with consent, sending a first name only when there is one', async () => {
    const fake = createFakeSupabase({
      functions: { 'newsletter-subscribe': () => answer({ status: 'check-your-inbox' }) },
    });
    expect(
      await subscribeToNewsletter(fake.client, { email: 'a@example.test', firstName: '' }),
    ).toEqual({
      ok: true,
      data: 'check-your-inbox',
    });
    expect(fake.invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { email: 'a@example.test', consent: true },
    });
  });

  it('fails as server for an answer it does not know', async () => {
    const fake = createFakeSupabase({
      functions: { 'newsletter-subscribe': () => answer({ status: 'maybe' }) },
    });
    expect(
      errorOf(await subscribeToNewsletter(fake.client, { email: 'a@example.test' })),
    ).toMatchObject({
      kind: 'server',
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });
});

describe('hardship-access', () => {
  it('answers the grant, sending the reason trimmed', async () => {
    const grant = { endsAt: '2027-03-03T00:00:00Z', nextRequestAt: '2027-12-01T00:00:00Z' };
    const fake = createFakeSupabase({ functions: { 'hardship-access': () => answer(grant) } });
    expect(await requestHardshipAccess(fake.client, '  rent went up  ')).toEqual({
      ok: true,
      data: grant,
    });
    expect(fake.invoke).toHaveBeenCalledWith('hardship-access', {
      body: { reason: 'rent went up' },
    });
  });

  it("tells a refusal in Harbor's words, with the function's code", async () => {
    const refusal = new Response(
      JSON.stringify({ code: 'paid_plan', error: 'You already have a paid plan.' }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    );
    const fake = createFakeSupabase({
      functions: {
        'hardship-access': () => ({ data: null, error: new FunctionsHttpError(refusal) }),
      },
    });
    const error = errorOf(await requestHardshipAccess(fake.client, ''));
    expect(error).toMatchObject({ kind: 'server', status: 409, code: 'paid_plan' });
    expect(error?.message).toContain('cancel it under “Manage your plan”');
    expect(fake.invoke).toHaveBeenCalledWith('hardship-access', { body: {} });
  });

  it('fails as network, with no code, when the service is not reached', async () => {
    const fake = createFakeSupabase({ functions: { 'hardship-access': unreachable } });
    expect(errorOf(await requestHardshipAccess(fake.client, 'x'))).toMatchObject({
      kind: 'network',
      code: null,
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
