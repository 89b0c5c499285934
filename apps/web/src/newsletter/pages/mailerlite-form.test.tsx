import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { answer, httpError, unreachable } from '../../shared/test/fake-supabase';
import MailerliteFormPage, { CONSENT_REQUIRED_MESSAGE } from './mailerlite-form';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

function renderForm(
  subscribe: () => ReturnType<typeof answer> = () => answer({ status: 'check-your-inbox' }),
) {
  const supabase = installFakeSupabase({ functions: { 'newsletter-subscribe': subscribe } });
  renderInRouter(<MailerliteFormPage />);
  return supabase;
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('the newsletter page', () => {
  it('starts with the consent box unticked', () => {
    renderForm();

    expect(
      screen.getByRole('checkbox', { name: /I agree to receive Harbor’s newsletter/ }),
    ).not.toBeChecked();
  });

  it('signs up with the email, the first name and consent', async () => {
    const user = userEvent.setup();
    const supabase = renderForm();

    await user.type(screen.getByLabelText('Email'), ' rosa@example.org ');
    await user.type(screen.getByLabelText(/First name/), 'Rosa');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(supabase.invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { email: 'rosa@example.org', consent: true, firstName: 'Rosa' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Check your inbox: if this address can join, we've sent a link to confirm.",
    );
  });

  it('requires consent, with the message next to the box, and sends nothing', async () => {
    const user = userEvent.setup();
    const supabase = renderForm();

    await user.type(screen.getByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(consent).toHaveAccessibleDescription(CONSENT_REQUIRED_MESSAGE);
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveFocus();
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('checks the email address first', async () => {
    const user = userEvent.setup();
    const supabase = renderForm();

    await user.type(screen.getByLabelText('Email'), 'rosa@example');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('never says whether the address is already on the list', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const status = await screen.findByRole('status');
    expect(status).not.toHaveTextContent(/subscribed|already|on (the|our) list/i);
    expect(status).not.toHaveTextContent('rosa@example.org');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the service's sentence for a character it cannot store, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message =
      'Your entry contains a character that cannot be used (a null character or half of an emoji). Please remove it and try again.';
    renderForm(() => httpError(400, message));

    await user.type(screen.getByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByLabelText(/First name/));
    await user.paste('Rosa\ud800');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.org');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Rosa\ud800');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('keeps what was typed when the service cannot be reached', async () => {
    const user = userEvent.setup();
    renderForm(unreachable);

    await user.type(screen.getByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't reach the service right now.",
    );
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.org');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });
});
