import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, type ContactRow } from '../contact/contact-form';
import { StoryForm, type StoryRow } from '../contact/story-form';
import { ok, type DataResult } from '../data/result';
import { SAFETY_NOTICE_TEXT } from './safety-notice';
import { SCREEN_DELAY_MS } from './use-safety-screen';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const DANGER = "I don't want to be alive anymore. Can someone write back?";

async function fillInContact(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.type(screen.getByLabelText('Your name'), 'Sam Rivera');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'question');
  await user.click(screen.getByLabelText('Message'));
  await user.paste(message);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the safety box on the contact form', () => {
  describe('given a message with a sign of danger', () => {
    it('shows the crisis lines once the visitor pauses, says it once in a polite live region, and sends nothing', async () => {
      const user = userEvent.setup();
      const send = vi.fn<(row: ContactRow) => Promise<DataResult>>();
      render(<ContactForm send={send} storage={null} />);
      // A polite live region, on the page from the start and empty.
      const status = document.querySelector('[data-safety-notice] [aria-live="polite"]');
      expect(status).not.toBeNull();
      expect(status).toBeEmptyDOMElement();

      await fillInContact(user, DANGER);
      await waitFor(() => expect(status).toHaveTextContent(SAFETY_NOTICE_TEXT));
      expect(
        await screen.findByRole('heading', { name: 'Talk to someone now' }),
      ).toBeInTheDocument();
      const box = status?.closest('[data-safety-notice]') as HTMLElement;
      expect(within(box).getAllByRole('link', { name: /call/i }).length).toBeGreaterThan(0);
      expect(send).not.toHaveBeenCalled();

      // More typing changes nothing in the live region: it is announced once.
      const changes: MutationRecord[] = [];
      const observer = new MutationObserver((records) => changes.push(...records));
      observer.observe(status as HTMLElement, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      await user.type(screen.getByLabelText('Message'), ' Please. I want to die.');
      await pause(SCREEN_DELAY_MS + 300);
      observer.disconnect();
      expect(changes).toEqual([]);

      const results = await axe.run(box, { runOnly: ['wcag2a', 'wcag2aa', 'wcag22aa'] });
      expect(results.violations).toEqual([]);
    });

    it('never holds the message back, and shows the box with the thanks after sending', async () => {
      const user = userEvent.setup();
      const send = vi.fn<(row: ContactRow) => Promise<DataResult>>().mockResolvedValue(ok());
      render(<ContactForm send={send} storage={null} />);

      // Sent at once, before the screen has had its pause.
      await fillInContact(user, DANGER);
      await user.click(screen.getByRole('button', { name: 'Send message' }));

      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]?.[0]).toMatchObject({ message: DANGER });
      expect(
        await screen.findByRole('heading', { name: 'Thank you. Your message is on its way.' }),
      ).toBeInTheDocument();
      // Said in a polite live region that was there, empty, when the thanks appeared.
      const notice = await screen.findByText(SAFETY_NOTICE_TEXT);
      expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
      expect(
        await screen.findByRole('heading', { name: 'Talk to someone now' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a message without one', () => {
    it('shows no box, before or after sending (a negation, a figure of speech)', async () => {
      const user = userEvent.setup();
      const send = vi.fn<(row: ContactRow) => Promise<DataResult>>().mockResolvedValue(ok());
      render(<ContactForm send={send} storage={null} />);

      await fillInContact(user, "I'm not suicidal, this deadline is killing me, that's all.");
      await pause(SCREEN_DELAY_MS + 300);
      expect(screen.queryByText(SAFETY_NOTICE_TEXT)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await screen.findByRole('heading', { name: 'Thank you. Your message is on its way.' });
      await pause(300);
      expect(screen.queryByText(SAFETY_NOTICE_TEXT)).not.toBeInTheDocument();
    });
  });
});

describe('the safety box on the story form', () => {
  it('shows in Spanish too, and stays with the thanks after sending', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: StoryRow) => Promise<DataResult>>().mockResolvedValue(ok());
    render(<StoryForm send={send} storage={null} />);

    await user.click(screen.getByLabelText('Your story'));
    await user.paste('Mi esposo me pega cuando toma y ya no sé a dónde ir con mis hijos.');
    expect(await screen.findByText(SAFETY_NOTICE_TEXT, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my story' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await screen.findByRole('heading', { name: 'Thank you for trusting us with your story.' });
    expect(screen.getByText(SAFETY_NOTICE_TEXT)).toBeInTheDocument();
  });
});
