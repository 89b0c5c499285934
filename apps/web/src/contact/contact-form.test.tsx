import { setSharedComputerMode } from '@harbor-help/device-storage';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_DRAFT_KEY, ContactForm, type ContactRow } from './contact-form';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sendContactMessage } from './contact-messages.data';
import { BUSY_FAILURE, NETWORK_FAILURE, SEND_MESSAGES } from '../data/messages';
import { dataError, failed, ok, type DataResult } from '../data/result';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Sam Rivera');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'question');
  await user.type(screen.getByLabelText('Message'), 'Where can I find the worksheets?');
}

describe('ContactForm', () => {
  it('shows a message next to each empty field, marks it invalid and focuses the first', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: ContactRow) => Promise<DataResult>>();
    render(<ContactForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'Error: Enter your name, or the name you would like us to use.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'We only use it to reply to you. Error: Enter your email address, so we can reply.',
    );
    expect(screen.getByLabelText('What is it about?')).toHaveAccessibleDescription(
      'Error: Choose what your message is about.',
    );
    expect(screen.getByText('Write a little more: at least 10 characters.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('starts on "Report a wrong number or fact" when a link asks for it, and sends that topic', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: ContactRow) => Promise<DataResult>>().mockResolvedValue(ok());
    render(<ContactForm send={send} storage={null} topic="wrong-fact" />);

    const topic = screen.getByLabelText('What is it about?');
    expect(topic).toHaveValue('wrong-fact');
    expect(topic).toHaveDisplayValue('Report a wrong number or fact');
    await user.type(screen.getByLabelText('Your name'), 'Sam Rivera');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'The NAMI hours on /resources look wrong.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ topic: 'wrong-fact' });
  });

  it('starts a report of a problem with a listing filled in, and sends the listing id', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: ContactRow) => Promise<DataResult>>().mockResolvedValue(ok());
    render(
      <ContactForm
        send={send}
        storage={null}
        topic="wrong-fact"
        listing={{
          id: 'nami-helpline',
          about: 'NAMI HelpLine',
          shown: 'Call 1-800-950-6264 (NAMI)',
        }}
      />,
    );

    expect(screen.getByText(/You are reporting a problem with/)).toHaveTextContent(
      'You are reporting a problem with NAMI HelpLine.',
    );
    expect(screen.getByLabelText('What is it about?')).toHaveValue('wrong-fact');
    const message = screen.getByLabelText('Message');
    expect(message).toHaveValue(
      'About NAMI HelpLine (nami-helpline).\nWhat Harbor shows: Call 1-800-950-6264 (NAMI)\nWhat I saw: ',
    );
    await user.type(screen.getByLabelText('Your name'), 'Sam Rivera');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Tell us what you saw, after “What I saw:”.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(message, 'The line now closes at 8 p.m.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      topic: 'wrong-fact',
      listing_id: 'nami-helpline',
      message: expect.stringMatching(/What I saw: The line now closes at 8 p\.m\.$/),
    });
  });

  it('ignores a topic in a link that is not one of its topics', () => {
    render(<ContactForm send={vi.fn()} storage={null} topic="spam" />);
    expect(screen.getByLabelText('What is it about?')).toHaveValue('');
  });

  it('explains a malformed email and clears the message once it is fixed', async () => {
    const user = userEvent.setup();
    render(<ContactForm send={vi.fn()} />);
    await fillIn(user);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'sam@example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(email).toHaveFocus();
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();

    await user.type(email, '.com');
    expect(screen.queryByText('Enter an email address like name@example.com.')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('limits each field to what the database accepts', () => {
    render(<ContactForm send={vi.fn()} />);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '5000');
  });

  it('sends the trimmed message, disables the button while sending, then says thank you', async () => {
    const user = userEvent.setup();
    let finish: (result: DataResult) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<DataResult>((resolve) => {
          finish = resolve;
        }),
    );
    render(<ContactForm send={send} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      topic: 'question',
      message: 'Where can I find the worksheets?',
      language: 'en',
    });

    await act(async () => finish(ok()));

    const heading = screen.getByRole('heading', { name: 'Thank you. Your message is on its way.' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(window.localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('keeps every field after a failed send, says what happened, and Retry sends again', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(row: ContactRow) => Promise<DataResult>>()
      .mockResolvedValueOnce(failed(dataError('network', SEND_MESSAGES)))
      .mockResolvedValueOnce(ok());
    render(<ContactForm send={send} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NETWORK_FAILURE);
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam Rivera');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('What is it about?')).toHaveValue('question');
    expect(screen.getByLabelText('Message')).toHaveValue('Where can I find the worksheets?');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your message is on its way.' }),
    ).toBeInTheDocument();
  });

  it('says "too many tries" when the database limits this connection (429 PT429), keeping every field', async () => {
    const user = userEvent.setup();
    // What supabase-js resolves with when PostgREST answers the trigger's SQLSTATE PT429.
    const insert = vi.fn().mockResolvedValue({
      data: null,
      status: 429,
      error: {
        code: 'PT429',
        message: 'Too many tries from this connection. Wait a few minutes, then try again.',
      },
    });
    const client = { from: () => ({ insert }) } as unknown as SupabaseClient;
    render(<ContactForm send={(row) => sendContactMessage(client, row)} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUSY_FAILURE);
    expect(BUSY_FAILURE).toMatch(/^Too many tries from this connection\. Wait a few minutes/);
    expect(BUSY_FAILURE).toContain('988');
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam Rivera');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('What is it about?')).toHaveValue('question');
    expect(screen.getByLabelText('Message')).toHaveValue('Where can I find the worksheets?');
  });

  it('saves a draft as you type and restores it after a remount', async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('Message'), 'Half a thought');

    await waitFor(() =>
      expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Half a thought'),
    );
    first.unmount();

    render(<ContactForm send={vi.fn()} />);
    expect(
      await screen.findByText(/We kept what you typed earlier in this tab/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Message')).toHaveValue('Half a thought');
  });

  it('on a shared computer, keeps the draft in this page only and says it is not saved', async () => {
    setSharedComputerMode(true);
    const user = userEvent.setup();
    const first = render(<ContactForm send={vi.fn()} />);
    expect(
      screen.getByText(/On a shared computer, this isn.t saved on the device/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Half a thought');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    first.unmount();

    // Back to the form without a reload (the app's own navigation): the draft is still there.
    render(<ContactForm send={vi.fn()} />);
    expect(
      await screen.findByText(/We kept what you typed earlier in this tab/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Half a thought');
  });

  it('saves the draft at once when the form is left before the pause (a link followed)', async () => {
    const user = userEvent.setup();
    const view = render(<ContactForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    view.unmount();
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Sam',
    });
  });

  it('saves the draft at once when the page is hidden or closed', async () => {
    const user = userEvent.setup();
    render(<ContactForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Sam',
    });
  });

  it('"Start over" empties the form and forgets the draft', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Sam', email: '', topic: '', message: 'Old words' }),
    );
    render(<ContactForm send={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Start over with an empty form' }));

    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(window.localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('fills in the name and email the site knows, but never over a draft or typing', async () => {
    const user = userEvent.setup();
    const known = { name: 'Sam Rivera', email: 'sam@example.com' };
    const first = render(<ContactForm send={vi.fn()} known={known} />);
    expect(await screen.findByDisplayValue('Sam Rivera')).toBe(screen.getByLabelText('Your name'));
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    first.unmount();

    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Sammy', email: '', topic: '', message: 'Draft words' }),
    );
    render(<ContactForm send={vi.fn()} known={known} />);
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Sammy'));
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('ignores a stored draft that is not a draft', () => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, '{not json');
    render(<ContactForm send={vi.fn()} />);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText(/We kept what you typed/)).toBeNull();
  });

  it('works without storage', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue(ok());
    render(<ContactForm send={send} storage={null} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
  });

  it('drops a form a robot filled in without sending it', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    const { container } = render(<ContactForm send={send} />);
    await fillIn(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no trap field');
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('has no axe violations, with errors showing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <main>
        <ContactForm send={vi.fn()} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
