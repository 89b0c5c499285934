import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { membershipOf, signedInAuth, signedOutAuth } from '../shared/test/fake-auth';
import { HardshipAccessSection } from './hardship-access';
import { formatLongDate, formatLongDateTime } from './hardship-messages';
import { answer, unreachable, type FunctionAnswer } from '../shared/test/fake-supabase';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { fake, installFakeSupabase } from '../shared/test/mock-auth';
import { renderInRouter } from '../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../shared/test/mock-auth'));

const ENDS_AT = '2027-02-23T10:00:00.000Z';
const NEXT_AT = '2027-11-25T10:00:00.000Z';
const STARTS_AT = '2026-11-26T09:30:00.000Z';
const SCHEDULED_ENDS_AT = '2027-02-24T09:30:00.000Z';
const SCHEDULED_NEXT_AT = '2027-11-26T09:30:00.000Z';

/** A refusal as the function sends it: `{ code, error, ...dates }` with its status. */
function refusal(status: number, body: Record<string, unknown>): FunctionAnswer {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSection(handler?: (body: unknown) => FunctionAnswer | Promise<FunctionAnswer>) {
  const supabase = installFakeSupabase({
    functions: handler ? { 'hardship-access': handler } : {},
  });
  const view = renderInRouter(
    [
      { path: '/pricing', element: <HardshipAccessSection /> },
      { path: '/login', element: <WhereAmI /> },
      { path: '/signup', element: <WhereAmI /> },
    ],
    '/pricing',
  );
  return { supabase, ...view };
}

const reasonField = () => screen.getByRole('textbox', { name: /What do you need it for\?/ });
const sendButton = () => screen.getByRole('button', { name: 'Get Basic free for 90 days' });

beforeEach(() => {
  fake.auth = signedInAuth(null);
});

describe('HardshipAccessSection', () => {
  it('states the rules under its heading for everyone', () => {
    fake.auth = signedOutAuth();
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Can’t afford it right now?' }),
    ).toBeVisible();
    const section = screen.getByRole('region', { name: 'Can’t afford it right now?' });
    expect(section).toHaveTextContent('Basic, free for 90 days');
    expect(section).toHaveTextContent('One grant per account every 12 months.');
    expect(section).toHaveTextContent(
      'When it ends, you can ask again once 12 months have passed since your last grant started.',
    );
    expect(section).toHaveTextContent(
      'New accounts wait one day, so we can keep the offer fair. If yours is newer, you can still ask now: it starts by itself once your account is a day old.',
    );
    expect(section).toHaveTextContent('Your account needs its email address confirmed.');
    expect(section).not.toHaveTextContent('at least a day old');
    expect(section).toHaveTextContent('so you don’t lose a day');
  });

  it('asks a signed-out visitor to sign in or sign up and come back to this part of the page', async () => {
    fake.auth = signedOutAuth();
    const user = userEvent.setup();
    renderSection();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'create a free account' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fpricing%23hardship',
    );
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/login?redirectTo=%2Fpricing%23hardship',
    );
  });

  it('sends what was typed, refreshes the account so the badge shows, and says until when', async () => {
    const user = userEvent.setup();
    const { supabase } = renderSection(() =>
      answer({ tier: 'basic', endsAt: ENDS_AT, nextRequestAt: NEXT_AT }),
    );
    await user.type(reasonField(), '  Lost my job in May.  ');
    await user.click(sendButton());

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(`Done: you have Basic, free until ${formatLongDate(ENDS_AT)}.`);
    expect(done).toHaveTextContent(`You can ask again from ${formatLongDate(NEXT_AT)}.`);
    expect(done).toHaveFocus();
    expect(supabase.invoke).toHaveBeenCalledWith('hardship-access', {
      body: { reason: 'Lost my job in May.' },
    });
    expect(fake.auth.refreshUserData).toHaveBeenCalledTimes(1);
  });

  it('tells a new account, as a calm status and not an error, when its grant starts by itself', async () => {
    const user = userEvent.setup();
    const { supabase } = renderSection(() =>
      answer({
        status: 'scheduled',
        tier: 'basic',
        startsAt: STARTS_AT,
        endsAt: SCHEDULED_ENDS_AT,
        nextRequestAt: SCHEDULED_NEXT_AT,
      }),
    );
    await user.type(reasonField(), 'New here, just lost my job.');
    await user.click(sendButton());

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      `We’ve got your request. Your free Basic access starts on ${formatLongDateTime(STARTS_AT)} (new accounts wait one day, so we can keep the offer fair). You don’t need to do anything else.`,
    );
    // The start is less than a day away: the time is said, not only the date.
    expect(done).toHaveTextContent(
      /starts on [A-Z][a-z]+ \d{1,2}, \d{4},? at \d{1,2}:\d{2}\s?[AP]M/,
    );
    expect(done).toHaveTextContent(
      `It runs until ${formatLongDate(SCHEDULED_ENDS_AT)} and ends by itself — nothing to cancel, no card. You can ask again from ${formatLongDate(SCHEDULED_NEXT_AT)}.`,
    );
    expect(done).not.toHaveTextContent('Done: you have Basic');
    expect(done).not.toHaveTextContent(/less than a day old|couldn’t/);
    expect(done).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the library' })).toBeNull();
    expect(supabase.invoke).toHaveBeenCalledWith('hardship-access', {
      body: { reason: 'New here, just lost my job.' },
    });
  });

  it('says a second request while one waits to start is already in, as a status', async () => {
    const user = userEvent.setup();
    renderSection(() =>
      answer({
        status: 'already_scheduled',
        tier: 'basic',
        startsAt: STARTS_AT,
        endsAt: SCHEDULED_ENDS_AT,
        nextRequestAt: SCHEDULED_NEXT_AT,
      }),
    );
    await user.click(sendButton());
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      `Your request is already in. Your free Basic access starts on ${formatLongDateTime(STARTS_AT)}`,
    );
    expect(done).toHaveTextContent('You don’t need to do anything else.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends no reason when none was given, and never a tier or a date', async () => {
    const user = userEvent.setup();
    const { supabase } = renderSection(() =>
      answer({ tier: 'basic', endsAt: ENDS_AT, nextRequestAt: NEXT_AT }),
    );
    await user.click(sendButton());
    await screen.findByRole('status');
    expect(supabase.invoke).toHaveBeenCalledWith('hardship-access', { body: {} });
  });

  it.each([
    [
      'already granted',
      refusal(409, {
        code: 'already_granted',
        error: 'x',
        endsAt: ENDS_AT,
        nextRequestAt: NEXT_AT,
      }),
      `You already have hardship access, until ${formatLongDate(ENDS_AT)}. You can ask again from ${formatLongDate(NEXT_AT)}.`,
    ],
    [
      'too soon',
      refusal(409, { code: 'too_soon', error: 'x', nextRequestAt: NEXT_AT }),
      `Hardship access can be given once every 12 months, and your last one started less than 12 months ago. You can ask again from ${formatLongDate(NEXT_AT)}.`,
    ],
    [
      'account too new, from a server older than scheduled grants',
      refusal(403, { code: 'account_too_new', error: 'x', availableAt: ENDS_AT }),
      `New accounts wait one day, so we can keep the offer fair. Please ask again from ${formatLongDateTime(ENDS_AT)}.`,
    ],
    [
      'unconfirmed email',
      refusal(403, {
        code: 'email_unconfirmed',
        error:
          'Please confirm your email address first: open the link we emailed you, then ask again.',
      }),
      'Please confirm your email address first: open the link we emailed you, then ask again.',
    ],
    [
      'rate-limited',
      refusal(429, {
        code: 'rate_limited',
        error:
          'You have asked several times in a short while. Please wait an hour, then try again.',
      }),
      'You have asked several times in a short while. Please wait an hour, then try again.',
    ],
    [
      'already paid',
      refusal(409, { code: 'paid_plan', error: 'x' }),
      'You already have a paid plan, so nothing was changed. If paying has become hard, you can cancel it under “Manage your plan” and ask for hardship access once it ends.',
    ],
    [
      'offline',
      unreachable(),
      "We can't reach the service right now. Please check your connection and try again.",
    ],
  ])(
    'when refused (%s) says why in a focused error summary and keeps what was typed',
    async (_name, refused, message) => {
      const user = userEvent.setup();
      const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderSection(() => refused);
      await user.type(reasonField(), 'Rent went up.');
      await user.click(sendButton());

      const summary = await screen.findByRole('alert');
      expect(summary).toHaveAccessibleName('We couldn’t give you hardship access');
      expect(summary).toHaveTextContent(message);
      expect(summary).toHaveTextContent('What you wrote is still here.');
      await vi.waitFor(() => expect(summary).toHaveFocus());
      expect(reasonField()).toHaveValue('Rent went up.');
      expect(sendButton()).toBeEnabled();
      expect(fake.auth.refreshUserData).not.toHaveBeenCalled();
      errorLog.mockRestore();
    },
  );

  it('waits while sending, and cannot be sent twice', async () => {
    const user = userEvent.setup();
    let finish: (value: FunctionAnswer) => void = () => undefined;
    const { supabase } = renderSection(
      () => new Promise<FunctionAnswer>((resolve) => (finish = resolve)),
    );
    await user.click(sendButton());
    const waiting = screen.getByRole('button', { name: 'Sending…' });
    expect(waiting).toBeDisabled();
    await user.click(waiting);
    expect(supabase.invoke).toHaveBeenCalledTimes(1);
    finish(answer({ tier: 'basic', endsAt: ENDS_AT, nextRequestAt: NEXT_AT }));
    expect(await screen.findByRole('status')).toBeVisible();
  });

  it('shows a hardship member until when it runs, with no form', () => {
    fake.auth = signedInAuth('basic', {
      membership: { ...membershipOf('basic'), endDate: ENDS_AT, source: 'hardship' },
    });
    renderSection();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText(`You have hardship access: Basic, free until ${formatLongDate(ENDS_AT)}.`),
    ).toBeVisible();
  });

  it('tells a member who already has a plan that there is nothing to ask for', () => {
    fake.auth = signedInAuth('premium', {
      membership: { ...membershipOf('premium'), source: 'stripe' },
    });
    renderSection();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText(/You already have Premium, so there is nothing to ask for\./),
    ).toBeVisible();
  });

  it('offers the form again once a grant has ended', () => {
    fake.auth = signedInAuth('basic', {
      membership: { ...membershipOf('basic'), endDate: '2026-01-02T00:00:00Z', source: 'hardship' },
      hasMembershipAccess: false,
    });
    renderSection();
    expect(reasonField()).toBeVisible();
  });

  it('labels the optional field and has no axe violations, also with its error summary', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(() => refusal(409, { code: 'paid_plan', error: 'x' }));
    // jsdom drops the space before the "(optional)" span that browsers keep.
    expect(reasonField()).toHaveAccessibleName(/^What do you need it for\? ?\(optional\)$/);
    expect(reasonField()).toHaveAccessibleDescription(
      'A few words help us understand what members need. No proof needed; only the Harbor team can read it.',
    );
    expect(reasonField()).toHaveAttribute('maxLength', '1000');
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations).toEqual([]);
    await user.click(sendButton());
    await screen.findByRole('alert');
    expect((await axe.run(container, rules)).violations).toEqual([]);
  });
});
