import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { answer } from '../../shared/test/fake-supabase';
import NewsletterConfirmPage, { CONFIRMED_MESSAGE, NO_TOKEN_MESSAGE } from './newsletter-confirm';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

let counter = 0;
function open(confirm: () => ReturnType<typeof answer>, hash?: string) {
  counter += 1;
  window.history.replaceState(null, '', `/newsletter/confirm${hash ?? `#token=t${counter}.sig`}`);
  const supabase = installFakeSupabase({ functions: { 'newsletter-confirm': confirm } });
  renderInRouter(<NewsletterConfirmPage />);
  return supabase;
}

/** The function's refusal, with its code (as newsletter-confirm answers). */
function refusal(status: number, error: string, code: string): ReturnType<typeof answer> {
  const response = new Response(JSON.stringify({ code, error }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) } as ReturnType<typeof answer>;
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('the newsletter confirmation page', () => {
  it('confirms with the token from the link, says so calmly, and takes the token out of the address', async () => {
    const supabase = open(() => answer({ status: 'confirmed' }), '#token=abc.def');

    expect(await screen.findByText(CONFIRMED_MESSAGE)).toBeInTheDocument();
    expect(supabase.invoke).toHaveBeenCalledTimes(1);
    expect(supabase.invoke).toHaveBeenCalledWith('newsletter-confirm', {
      body: { token: 'abc.def' },
    });
    expect(window.location.hash).toBe('');
  });

  it('says clearly when a link has expired, and offers a new one', async () => {
    const message =
      'This link has expired: links work for 48 hours. You can sign up again to get a new one.';
    open(() => refusal(410, message, 'expired'));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/mailerlite-form',
    );
  });

  it('says clearly when a link was used already', async () => {
    const message =
      'This link has been used already. If you opened it before, you are on the list and there is nothing more to do.';
    open(() => refusal(409, message, 'used'));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up again' })).not.toBeInTheDocument();
  });

  it('asks nothing for a link without a token', async () => {
    const supabase = open(() => answer({ status: 'confirmed' }), '');

    expect(await screen.findByText(NO_TOKEN_MESSAGE)).toBeInTheDocument();
    expect(supabase.invoke).not.toHaveBeenCalled();
  });
});
