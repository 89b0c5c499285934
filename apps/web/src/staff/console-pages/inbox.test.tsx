import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InboxData from '../inbox.data';
import type { InboxItem } from '../inbox.data';
import { StaffMemberContext } from '../staff-console';
import StaffInboxPage, { spanishReplyTemplate } from './inbox';

vi.mock('@harbor-help/auth', () => ({
  useAuth: () => ({ signOut: vi.fn() }),
  useSupabaseClientLoader: () => loadClient,
}));
const loadClient = () => Promise.resolve({});

const data = vi.hoisted(() => ({
  loadInbox: vi.fn(),
  loadInboxItem: vi.fn(),
  loadItemHistory: vi.fn(),
  loadAssignees: vi.fn(),
  addNote: vi.fn(),
  sendReply: vi.fn(),
  setItemStatus: vi.fn(),
  assignItem: vi.fn(),
  setItemUrgent: vi.fn(),
}));
vi.mock('../inbox.data', async (importActual) => ({
  ...(await importActual<typeof InboxData>()),
  ...data,
}));

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  itemType: 'contact_message',
  itemId: '3f1c2a9e-1111-4222-8333-444455556666',
  key: 'contact_message:3f1c2a9e-1111-4222-8333-444455556666',
  kind: 'contact',
  receivedAt: '2026-11-28T09:00:00Z',
  fromName: 'Dana',
  fromEmail: 'dana@example.test',
  topic: 'question',
  listingId: null,
  body: 'Where is a food bank? <b>Thanks</b>',
  consentToPublish: null,
  status: 'new',
  assigneeId: null,
  urgent: false,
  markedUrgent: false,
  danger: null,
  language: 'en',
  ...overrides,
});
const contact = item({});
/** A message sent from /es/contacto (issue 25). */
const spanish = item({
  itemId: '3f1c2a9e-1111-4222-8333-ddddeeeeffff',
  key: 'contact_message:3f1c2a9e-1111-4222-8333-ddddeeeeffff',
  fromName: 'Lucía',
  body: '¿Dónde hay un banco de comida cerca?',
  language: 'es',
});
const report = item({
  itemId: '3f1c2a9e-1111-4222-8333-777788889999',
  key: 'contact_message:3f1c2a9e-1111-4222-8333-777788889999',
  kind: 'wrong-fact',
  fromName: 'Sam',
  listingId: '988-lifeline',
  urgent: true,
});
const danger = item({
  itemId: '3f1c2a9e-1111-4222-8333-aaaabbbbcccc',
  key: 'contact_message:3f1c2a9e-1111-4222-8333-aaaabbbbcccc',
  fromName: 'Alex',
  body: "I don't want to be alive anymore.",
  urgent: true,
  danger: {
    category: 'suicide',
    label: 'suicide',
    phrase: '(dont|do not) want to (live|be alive|exist|be here) anymore',
  },
});

const okResult = <T,>(value: T) => Promise.resolve({ ok: true as const, data: value });
const failure = (message: string) =>
  Promise.resolve({
    ok: false as const,
    error: { kind: 'server' as const, message, status: 500, code: null },
  });

function renderInbox(path = '/staff') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StaffMemberContext value={{ role: 'admin', email: 'staff@harbor.test' }}>
        <StaffInboxPage />
      </StaffMemberContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(data)) fn.mockReset();
  data.loadInbox.mockImplementation(() => okResult([report, contact]));
  data.loadInboxItem.mockImplementation(() => okResult(contact));
  data.loadItemHistory.mockImplementation(() => okResult({ notes: [], replies: [] }));
  data.loadAssignees.mockImplementation(() =>
    okResult([{ userId: '00000000-0000-4000-8000-000000000008', email: 'staff@harbor.test' }]),
  );
});

describe('the inbox', () => {
  it('lists items as the server orders them, urgent marked, and filters by kind and status', async () => {
    renderInbox();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    const list = await within(messages).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^UrgentWrong-fact reportNewSam/),
      expect.stringMatching(/^Contact messageNewDana/),
    ]);
    expect(data.loadInbox).toHaveBeenLastCalledWith(loadClient, { kind: null, status: null });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'wrong-fact');
    await waitFor(() =>
      expect(data.loadInbox).toHaveBeenLastCalledWith(loadClient, {
        kind: 'wrong-fact',
        status: null,
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'done');
    await waitFor(() =>
      expect(data.loadInbox).toHaveBeenLastCalledWith(loadClient, {
        kind: 'wrong-fact',
        status: 'done',
      }),
    );
  });

  it('shows a possible danger as "Urgent: possible danger (suicide)", and its item links to the safety protocol', async () => {
    data.loadInbox.mockImplementation(() => okResult([danger, report, contact]));
    data.loadInboxItem.mockImplementation(() => okResult(danger));
    renderInbox(`/staff?item=${danger.key}`);
    const messages = await screen.findByRole('region', { name: 'Messages' });
    const links = within(await within(messages).findByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Urgent: possible danger \(suicide\)Contact messageNewAlex/),
      expect.stringMatching(/^UrgentWrong-fact reportNewSam/),
      expect.stringMatching(/^Contact messageNewDana/),
    ]);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Urgent: possible danger (suicide)')).toBeVisible();
    expect(
      within(article).getByText(/The safety screen found “\(dont\|do not\) want to/),
    ).toBeVisible();
    expect(within(article).getByText('Yes: possible danger (suicide)')).toBeVisible();
    expect(
      within(article).getByRole('link', { name: 'What to do now: the safety protocol' }),
    ).toHaveAttribute('href', '/staff/safety-protocol');
    // Its urgency is the screen's: there is no "Unmark urgent" to take it away.
    expect(within(article).queryByRole('button', { name: /urgent/i })).toBeNull();
  });

  it('opens an item: its heading takes focus, and what they wrote is text, never markup', async () => {
    renderInbox(`/staff?item=${contact.key}`);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Contact message from Dana',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const article = screen.getByRole('article');
    expect(within(article).getByText('Where is a food bank? <b>Thanks</b>')).toBeVisible();
    expect(document.querySelector('.staff-item__body b')).toBeNull();
  });

  it('keeps a note too long, with NUL or refused by the server, and says why; a good one is added', async () => {
    renderInbox(`/staff?item=${contact.key}`);
    const note = await screen.findByLabelText(/Add an internal note/);
    const long = 'x'.repeat(100_000);
    fireEvent.change(note, { target: { value: long } });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      screen.getByText(/A note can be at most 10,000 characters\. This one has 100,000/),
    ).toBeVisible();
    expect(note).toHaveValue(long);
    expect(note).toHaveFocus();

    fireEvent.change(note, { target: { value: 'a\u0000b' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText(/null character/)).toBeVisible();
    expect(data.addNote).not.toHaveBeenCalled();

    data.addNote.mockImplementationOnce(() => failure('Something went wrong on our side.'));
    fireEvent.change(note, { target: { value: 'Called them back.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(note).toHaveValue('Called them back.');

    data.addNote.mockImplementationOnce(() => okResult(undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeVisible();
    expect(note).toHaveValue('');
    expect(data.addNote).toHaveBeenLastCalledWith(loadClient, contact, 'Called them back.');
  });

  it('sends a reply to the sender, and keeps it when the send fails', async () => {
    renderInbox(`/staff?item=${contact.key}`);
    const reply = await screen.findByLabelText(/^Reply/);
    expect(screen.getByText('dana@example.test', { selector: 'strong' })).toBeVisible();
    await userEvent.type(reply, 'Hello Dana');
    data.sendReply.mockImplementationOnce(() =>
      failure(
        "The reply couldn't be sent just now. Nothing was sent; your text is still here. Please try again.",
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The reply couldn't be sent just now.",
    );
    expect(reply).toHaveValue('Hello Dana');

    data.sendReply.mockImplementationOnce(() => okResult({ to: 'dana@example.test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to dana@example.test.')).toBeVisible();
    expect(data.sendReply).toHaveBeenLastCalledWith(loadClient, contact, {
      subject: 'Your message to Harbor',
      body: 'Hello Dana',
    });
  });

  it('marks a message written from a Spanish page, reads it as Spanish, and starts the reply in Spanish (issue 25)', async () => {
    data.loadInbox.mockImplementation(() => okResult([spanish, contact]));
    data.loadInboxItem.mockImplementation(() => okResult(spanish));
    renderInbox(`/staff?item=${spanish.key}`);
    const messages = await screen.findByRole('region', { name: 'Messages' });
    const links = within(await within(messages).findByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Contact messageIn SpanishNewLucía/),
      expect.not.stringMatching(/In Spanish/),
    ]);
    const article = await screen.findByRole('article');
    expect(
      within(article).getByText('Spanish (from a Spanish page): reply in Spanish'),
    ).toBeVisible();
    expect(within(article).getByText('¿Dónde hay un banco de comida cerca?')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(within(article).getByLabelText('Subject')).toHaveValue('Su mensaje a Harbor');
    expect(within(article).getByLabelText(/^Reply/)).toHaveAccessibleDescription(
      /They wrote in Spanish: please reply in Spanish\./,
    );
  });

  it('starts a Spanish reply from a template, and refuses it until the answer is written in (issue 25)', async () => {
    data.loadInboxItem.mockImplementation(() => okResult(spanish));
    renderInbox(`/staff?item=${spanish.key}`);
    const article = await screen.findByRole('article');
    const reply = within(article).getByLabelText(/^Reply/);
    const start = within(article).getByRole('button', { name: 'Start from the Spanish template' });

    await userEvent.click(start);
    expect(reply).toHaveFocus();
    const template = (reply as HTMLTextAreaElement).value;
    expect(template).toBe(spanishReplyTemplate('Lucía', `${window.location.origin}/es/get-help`));
    expect(template.startsWith('Hola, Lucía:\n\nGracias por escribirnos.')).toBe(true);
    expect(template).toContain(`${window.location.origin}/es/get-help`);
    // Once there is text, the template cannot overwrite it.
    expect(start).toBeDisabled();

    await userEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(reply).toHaveAccessibleDescription(
      /Replace \[WRITE YOUR ANSWER HERE, IN SPANISH\] with your answer first\./,
    );
    expect(data.sendReply).not.toHaveBeenCalled();
    // Its brackets taken away, what is left of the gap is still refused: it would read as an order.
    await userEvent.clear(reply);
    await userEvent.type(reply, 'Hola: write your answer here, in Spanish');
    await userEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(reply).toHaveAccessibleDescription(/with your answer first\./);
    expect(data.sendReply).not.toHaveBeenCalled();

    await userEvent.clear(reply);
    await userEvent.type(reply, 'Hola, Lucía: el banco de comida más cercano abre los martes.');
    data.sendReply.mockImplementationOnce(() => okResult({ to: 'lucia@example.test' }));
    await userEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to lucia@example.test.')).toBeVisible();
    expect(data.sendReply).toHaveBeenLastCalledWith(loadClient, spanish, {
      subject: 'Su mensaje a Harbor',
      body: 'Hola, Lucía: el banco de comida más cercano abre los martes.',
    });
  });

  it('offers no Spanish template for a message written in English', async () => {
    renderInbox(`/staff?item=${contact.key}`);
    await screen.findByLabelText(/^Reply/);
    expect(screen.queryByRole('button', { name: 'Start from the Spanish template' })).toBeNull();
  });

  it('offers no reply for a story sent without an email', async () => {
    data.loadInboxItem.mockImplementation(() =>
      okResult(
        item({
          kind: 'story',
          itemType: 'story',
          fromName: null,
          fromEmail: null,
          consentToPublish: false,
        }),
      ),
    );
    renderInbox(`/staff?item=story:${contact.itemId}`);
    expect(
      await screen.findByText('They left no email address, so there is no way to reply.'),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^Reply/)).toBeNull();
    expect(screen.getByText('No: for the team only')).toBeVisible();
  });
});
