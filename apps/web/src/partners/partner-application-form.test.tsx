import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PARTNER_SEND_FAILED_MESSAGE } from './partner-applications.data';
import { PartnerApplicationForm } from './partner-application-form';
import { installFakeSupabase } from '../shared/test/mock-auth';

vi.mock('@harbor-help/auth', () => import('../shared/test/mock-auth'));

const AUDIENCE = 'We run a weekly drop-in for about 80 renters facing eviction.';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Rosa Diaz');
  await user.type(screen.getByLabelText('Email'), 'rosa@example.org');
  await user.type(screen.getByLabelText(/Who would you share Harbor with/), AUDIENCE);
}

describe('PartnerApplicationForm', () => {
  it('stores the application and thanks the applicant', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    render(<PartnerApplicationForm />);

    await fillIn(user);
    await user.type(screen.getByLabelText(/Website or social media page/), 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Rosa Diaz. We’ve received your application.',
    );
    expect(supabase.inserts).toEqual([
      {
        table: 'partner_applications',
        row: {
          full_name: 'Rosa Diaz',
          email: 'rosa@example.org',
          organization: null,
          website: 'https://example.org',
          audience: AUDIENCE,
          language: 'en',
        },
      },
    ]);
  });

  it('shows what needs fixing next to each field and focuses the first one', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    render(<PartnerApplicationForm />);

    await user.type(screen.getByLabelText('Email'), 'rosa');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByLabelText(/Who would you share Harbor with/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/Organization/)).not.toHaveAttribute('aria-invalid');
    expect(supabase.inserts).toEqual([]);
  });

  it('keeps everything typed when sending fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeSupabase({ insertError: { message: 'Failed to fetch' } });
    render(<PartnerApplicationForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PARTNER_SEND_FAILED_MESSAGE);
    expect(screen.getByLabelText('Your name')).toHaveValue('Rosa Diaz');
    expect(screen.getByLabelText(/Who would you share Harbor with/)).toHaveValue(AUDIENCE);
  });

  it('shows the crisis lines when what is written is a sign of danger, and sends it as usual', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    render(<PartnerApplicationForm />);

    await user.type(screen.getByLabelText('Your name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByLabelText(/Who would you share Harbor with/));
    await user.paste('Families in our shelter. Honestly some days I want to die myself.');
    const notice = 'It sounds like things may be very hard right now. You can talk to someone now:';
    expect(await screen.findByText(notice, {}, { timeout: 3000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(/We’ve received your application/)).toBeVisible();
    expect(screen.getByText(notice)).toBeVisible();
    expect(supabase.inserts).toHaveLength(1);
  });
});
