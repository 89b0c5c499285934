/**
 * /staff — the team's inbox (issue 26): contact messages, wrong-fact reports (with the listing
 * they came from), stories and partner applications in one list, urgent first then newest first,
 * filtered by kind and status. An item (`?item=<type>:<id>`) opens beside the list (on a phone,
 * instead of it): its status, assignee, urgent mark, internal notes and email replies.
 */
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { FormAlert, FormField, LoadError, SelectField, TextArea, useLoad } from '@harbor-help/ui';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ClientSource } from '../../data/client';
import type { DataResult } from '../../data/result';
import {
  addNote,
  assignItem,
  INBOX_KINDS,
  INBOX_STATUSES,
  isItemKey,
  kindLabel,
  loadAssignees,
  loadInbox,
  loadInboxItem,
  loadItemHistory,
  sendReply,
  setItemStatus,
  setItemUrgent,
  statusLabel,
  type Assignee,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
} from '../inbox.data';
import { dangerBadge } from '../danger-reason';
import { StaffConsole } from '../staff-console';
import { SAFETY_PROTOCOL_PATH } from './safety-protocol';
import { MAX_NOTE_CHARS, MAX_REPLY_CHARS, MAX_SUBJECT_CHARS, textProblem } from '../staff-text';

// A story's publication (issue 27) loads when a story opens: the console's one chunk stays
// within the page budget.
const StoryReview = lazy(() =>
  import('../story-review').then((module) => ({ default: module.StoryReview })),
);

export const INBOX_LOAD_ERROR = "We couldn't load the inbox.";

export default function StaffInboxPage() {
  return (
    <StaffConsole
      title="Inbox"
      intro="What visitors sent the team: urgent first, then newest first. Wrong-fact reports and possible dangers found by the safety screen are always urgent."
    >
      {() => <Inbox />}
    </StaffConsole>
  );
}

const isKind = (value: string | null): value is InboxKind =>
  INBOX_KINDS.some((kind) => kind.value === value);
const isStatus = (value: string | null): value is InboxStatus =>
  INBOX_STATUSES.some((status) => status.value === value);

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Inbox() {
  const getClient = useSupabaseClientLoader() as ClientSource;
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const statusParam = params.get('status');
  const kind = isKind(kindParam) ? kindParam : null;
  const status = isStatus(statusParam) ? statusParam : null;
  const itemParam = params.get('item');
  const selectedKey = itemParam && isItemKey(itemParam) ? itemParam : null;

  const load = useCallback(() => loadInbox(getClient, { kind, status }), [getClient, kind, status]);
  const { state, retry, refresh } = useLoad(load, { keepWhileLoading: true });
  const loadStaff = useCallback(() => loadAssignees(getClient), [getClient]);
  const staff = useLoad(loadStaff);
  const assignees = staff.state.status === 'ready' ? staff.state.value : [];

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name !== 'item' },
    );
  const linkTo = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key) next.set('item', key);
    else next.delete('item');
    const query = next.toString();
    return query ? `?${query}` : '/staff';
  };

  const items = state.status === 'ready' ? state.value : [];

  return (
    <div className={`staff-inbox${selectedKey ? ' staff-inbox--has-item' : ''}`}>
      <section className="staff-inbox__list-section" aria-labelledby="staff-inbox-list">
        <h2 id="staff-inbox-list" className="staff-inbox__heading">
          Messages
        </h2>
        <form
          className="staff-inbox__filters"
          role="search"
          aria-label="Filter the inbox"
          onSubmit={(event) => event.preventDefault()}
        >
          <SelectField
            id="staff-inbox-kind"
            name="kind"
            label="Kind"
            value={kind ?? ''}
            onChange={(value) => setParam('kind', value || null)}
            options={[{ value: '', label: 'All kinds' }, ...INBOX_KINDS]}
          />
          <SelectField
            id="staff-inbox-status"
            name="status"
            label="Status"
            value={status ?? ''}
            onChange={(value) => setParam('status', value || null)}
            options={[{ value: '', label: 'Every status' }, ...INBOX_STATUSES]}
          />
        </form>
        {state.status === 'error' ? (
          <LoadError message={`${INBOX_LOAD_ERROR} ${state.error.message}`} onRetry={retry} />
        ) : state.status === 'loading' ? (
          <p role="status">Loading the inbox…</p>
        ) : items.length === 0 ? (
          <p role="status">Nothing here{kind || status ? ' with these filters' : ''}.</p>
        ) : (
          <>
            <p className="staff-inbox__count" role="status">
              {items.length === 1 ? '1 item' : `${items.length} items`}
            </p>
            <ul className="staff-inbox__list">
              {items.map((item) => (
                <li key={item.key}>
                  <Link
                    className="staff-inbox__item"
                    to={linkTo(item.key)}
                    aria-current={item.key === selectedKey ? 'true' : undefined}
                  >
                    <span className="staff-inbox__item-top">
                      {item.danger ? (
                        <span className="staff-badge staff-badge--urgent">
                          {dangerBadge(item.danger)}
                        </span>
                      ) : item.urgent ? (
                        <span className="staff-badge staff-badge--urgent">Urgent</span>
                      ) : null}
                      <span className="staff-badge">{kindLabel(item.kind)}</span>
                      {item.language === 'es' ? (
                        <span className="staff-badge">In Spanish</span>
                      ) : null}
                      <span className={`staff-badge staff-badge--${item.status}`}>
                        {statusLabel(item.status)}
                      </span>
                    </span>
                    <span className="staff-inbox__item-from">
                      {item.fromName ?? 'No name given'}
                    </span>
                    <span className="staff-inbox__item-preview" lang={item.language}>
                      {item.body.slice(0, 120)}
                    </span>
                    <span className="staff-inbox__item-when">{dateTime(item.receivedAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {selectedKey ? (
        <section className="staff-inbox__detail" aria-label="The selected item">
          <p className="staff-inbox__back">
            <Link to={linkTo(null)}>Back to the list</Link>
          </p>
          <OpenItem
            key={selectedKey}
            itemKey={selectedKey}
            client={getClient}
            assignees={assignees}
            onChanged={refresh}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The open item, loaded on its own: it stays open when a change takes it out of the filtered list. */
function OpenItem({
  itemKey,
  client,
  assignees,
  onChanged,
}: Omit<ItemDetailProps, 'item'> & { itemKey: string }) {
  const load = useCallback(() => loadInboxItem(client, itemKey), [client, itemKey]);
  const { state, retry, refresh } = useLoad(load, { keepWhileLoading: true });
  if (state.status === 'loading') return <p role="status">Loading the item…</p>;
  if (state.status === 'error')
    return (
      <LoadError message={`We couldn't load this item. ${state.error.message}`} onRetry={retry} />
    );
  if (!state.value) return <p role="status">This item is no longer in the inbox.</p>;
  return (
    <ItemDetail
      item={state.value}
      client={client}
      assignees={assignees}
      onChanged={() => {
        refresh();
        onChanged();
      }}
    />
  );
}

interface ItemDetailProps {
  item: InboxItem;
  client: ClientSource;
  assignees: Assignee[];
  onChanged: () => void;
}

function ItemDetail({ item, client, assignees, onChanged }: ItemDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [notice, setNotice] = useState('');
  const { itemType, itemId } = item;
  const loadHistory = useCallback(
    () => loadItemHistory(client, { itemType, itemId }),
    [client, itemType, itemId],
  );
  const history = useLoad(loadHistory, { keepWhileLoading: true });
  const done = (message: string) => {
    setNotice(message);
    onChanged();
    history.refresh();
  };
  const assigneeEmail = assignees.find((entry) => entry.userId === item.assigneeId)?.email;

  return (
    <article className="staff-item">
      <h2 ref={headingRef} tabIndex={-1} className="staff-item__title">
        {kindLabel(item.kind)} from {item.fromName ?? 'someone who gave no name'}
      </h2>
      <p className="staff-item__notice" role="status">
        {notice}
      </p>
      {item.danger ? (
        <div className="staff-item__danger">
          <p>
            <strong>{dangerBadge(item.danger)}</strong>
          </p>
          <p>
            The safety screen found “{item.danger.phrase}” in what they wrote. It reads phrases, not
            meaning: read all of it. They were shown the crisis lines for their country.
          </p>
          <p>
            <Link to={SAFETY_PROTOCOL_PATH}>What to do now: the safety protocol</Link>
          </p>
        </div>
      ) : null}
      <dl className="staff-item__facts">
        <Fact term="Received">{dateTime(item.receivedAt)}</Fact>
        <Fact term="Written in">
          {item.language === 'es' ? 'Spanish (from a Spanish page): reply in Spanish' : 'English'}
        </Fact>
        <Fact term="Email">{item.fromEmail ?? 'None given (no reply possible)'}</Fact>
        {item.topic ? <Fact term="Topic">{item.topic}</Fact> : null}
        {item.listingId ? <Fact term="About the listing">{item.listingId}</Fact> : null}
        {item.kind === 'story' ? (
          <Fact term="May Harbor publish it?">
            {item.consentToPublish
              ? 'Yes, edited and without identifying details'
              : 'No: for the team only'}
          </Fact>
        ) : null}
        <Fact term="Status">{statusLabel(item.status)}</Fact>
        <Fact term="Assigned to">
          {item.assigneeId ? (assigneeEmail ?? 'A former staff member') : 'Nobody'}
        </Fact>
        <Fact term="Urgent">
          {item.danger
            ? `Yes: possible danger (${item.danger.label})`
            : item.kind === 'wrong-fact'
              ? 'Yes: every wrong-fact report is urgent'
              : item.markedUrgent
                ? 'Yes'
                : 'No'}
        </Fact>
      </dl>
      <h3 className="staff-item__subheading">What they wrote</h3>
      <div className="staff-item__body" lang={item.language}>
        {item.body}
      </div>
      {item.kind === 'story' && item.consentToPublish ? (
        <Suspense fallback={<p role="status">Loading the publication…</p>}>
          <StoryReview storyId={item.itemId} client={client} onDone={done} />
        </Suspense>
      ) : null}

      <h3 className="staff-item__subheading">Handle it</h3>
      <div className="staff-item__actions">
        <ChoiceForm
          id="staff-item-status"
          label="Status"
          initial={item.status}
          options={INBOX_STATUSES}
          submitLabel="Save status"
          run={(value) => setItemStatus(client, item, value as InboxStatus)}
          onDone={(value) => done(`Status saved: ${statusLabel(value as InboxStatus)}.`)}
        />
        <ChoiceForm
          id="staff-item-assignee"
          label="Assigned to"
          initial={item.assigneeId ?? ''}
          options={[
            { value: '', label: 'Nobody' },
            ...assignees.map((entry) => ({ value: entry.userId, label: entry.email })),
          ]}
          submitLabel="Save assignee"
          run={(value) => assignItem(client, item, value || null)}
          onDone={(value) =>
            done(
              value
                ? `Assigned to ${assignees.find((entry) => entry.userId === value)?.email ?? 'them'}.`
                : 'Nobody is assigned now.',
            )
          }
        />
        {item.kind === 'wrong-fact' || item.danger ? null : (
          <UrgentButton item={item} client={client} onDone={done} />
        )}
      </div>

      <h3 className="staff-item__subheading">Internal notes</h3>
      {history.state.status === 'error' ? (
        <LoadError
          message={`We couldn't load the notes and replies. ${history.state.error.message}`}
          onRetry={history.retry}
        />
      ) : history.state.status === 'ready' ? (
        history.state.value.notes.length === 0 ? (
          <p>No notes yet.</p>
        ) : (
          <ol className="staff-item__entries">
            {history.state.value.notes.map((note) => (
              <li key={note.id}>
                <p className="staff-item__entry-meta">
                  {note.authorEmail}, {dateTime(note.createdAt)}
                </p>
                <div className="staff-item__body">{note.body}</div>
              </li>
            ))}
          </ol>
        )
      ) : (
        <p role="status">Loading the notes…</p>
      )}
      <NoteForm onSend={(body) => addNote(client, item, body)} onDone={() => done('Note added.')} />

      <h3 className="staff-item__subheading">Replies by email</h3>
      {history.state.status === 'ready' ? (
        history.state.value.replies.length === 0 ? (
          <p>No replies sent yet.</p>
        ) : (
          <ol className="staff-item__entries">
            {history.state.value.replies.map((reply) => (
              <li key={reply.id}>
                <p className="staff-item__entry-meta">
                  {reply.authorEmail} to {reply.toEmail}, {dateTime(reply.sentAt)}: “{reply.subject}
                  ”
                </p>
                <div className="staff-item__body">{reply.body}</div>
              </li>
            ))}
          </ol>
        )
      ) : null}
      {item.fromEmail ? (
        <ReplyForm
          to={item.fromEmail}
          name={item.fromName}
          language={item.language}
          onSend={(reply) => sendReply(client, item, reply)}
          onDone={(to) => done(`Reply sent to ${to}.`)}
        />
      ) : (
        <p>They left no email address, so there is no way to reply.</p>
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="staff-item__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Runs one change; says a failure in words, keeps what was typed. */
function useAction<T>() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const run = async (action: () => Promise<DataResult<T>>): Promise<DataResult<T> | null> => {
    if (pending) return null;
    setPending(true);
    setError(null);
    const result = await action();
    setPending(false);
    if (!result.ok) {
      setError(result.error.message);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
    return result;
  };
  return { pending, error, alertRef, run, setError };
}

function ChoiceForm({
  id,
  label,
  initial,
  options,
  submitLabel,
  run,
  onDone,
}: {
  id: string;
  label: string;
  initial: string;
  options: readonly { value: string; label: string }[];
  submitLabel: string;
  run: (value: string) => Promise<DataResult>;
  onDone: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const action = useAction<void>();
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await action.run(() => run(value));
    if (result?.ok) onDone(value);
  }
  return (
    <form
      className="harbor-form staff-item__choice"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormAlert id={`${id}-error`} message={action.error} alertRef={action.alertRef} />
      <SelectField
        id={id}
        name={id}
        label={label}
        value={value}
        onChange={setValue}
        options={options}
      />
      <button
        type="submit"
        className="harbor-button harbor-button--secondary"
        aria-disabled={action.pending || undefined}
      >
        {action.pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

function UrgentButton({
  item,
  client,
  onDone,
}: {
  item: InboxItem;
  client: ClientSource;
  onDone: (message: string) => void;
}) {
  const action = useAction<void>();
  const next = !item.markedUrgent;
  return (
    <div className="staff-item__choice">
      <FormAlert id="staff-item-urgent-error" message={action.error} alertRef={action.alertRef} />
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        aria-disabled={action.pending || undefined}
        onClick={() =>
          void action
            .run(() => setItemUrgent(client, item, next))
            .then((result) => {
              if (result?.ok) onDone(next ? 'Marked urgent.' : 'No longer marked urgent.');
            })
        }
      >
        {next ? 'Mark urgent' : 'Unmark urgent'}
      </button>
    </div>
  );
}

function NoteForm({
  onSend,
  onDone,
}: {
  onSend: (body: string) => Promise<DataResult>;
  onDone: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const action = useAction<void>();
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = textProblem(body, MAX_NOTE_CHARS, 'note');
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    const result = await action.run(() => onSend(body));
    if (result?.ok) {
      setBody('');
      onDone();
    }
  }
  return (
    <form
      className="harbor-form staff-item__form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormAlert id={`${id}-alert`} message={action.error} alertRef={action.alertRef} />
      <TextArea
        id={`${id}-note`}
        name="note"
        label="Add an internal note"
        hint={`Only the team sees notes. Plain text, up to ${MAX_NOTE_CHARS.toLocaleString('en-US')} characters.`}
        value={body}
        onChange={setBody}
        error={problem}
        textAreaRef={fieldRef}
        rows={4}
      />
      <button
        type="submit"
        className="harbor-button harbor-button--secondary"
        aria-disabled={action.pending || undefined}
      >
        {action.pending ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}

/** The subject a reply starts with, in the language the visitor wrote in (issue 25). */
export const REPLY_SUBJECT = { en: 'Your message to Harbor', es: 'Su mensaje a Harbor' } as const;

/**
 * The site's public address (VITE_SITE_URL, as the prerender's canonical links use it), else this
 * page's: a reply drafted on a preview of the console still links the public help page. Read here
 * rather than through app/use-page-title.ts, which would make the first load export it.
 */
function publicSite(): string {
  return (import.meta.env.VITE_SITE_URL?.trim() || window.location.origin).replace(/\/+$/, '');
}

/** Where, in the Spanish template, the team writes its answer; a reply still holding it is refused. */
export const SPANISH_TEMPLATE_GAP = '[WRITE YOUR ANSWER HERE, IN SPANISH]';

/** The gap, or what is left of it once its brackets are gone. */
const TEMPLATE_GAP_LEFT = /write your answer here/i;

/**
 * A reply in Spanish for a team that may not write it fluently (issue 25: /es/contacto promises
 * an answer in Spanish): the greeting, thanks, the gap for the answer, where help in Spanish is
 * at any hour (the Spanish help page, whose numbers are sourced), and the sign-off. Reviewed by a
 * second fluent reader with the page's words (docs/glossary-es.md).
 */
export function spanishReplyTemplate(name: string | null, helpUrl: string): string {
  return [
    name?.trim() ? `Hola, ${name.trim()}:` : 'Hola:',
    'Gracias por escribirnos.',
    SPANISH_TEMPLATE_GAP,
    `Si alguien está en peligro ahora mismo, llame al 911 en Estados Unidos, o al número de emergencias del país donde esté. Si usted o alguien cercano piensa en hacerse daño, o pasa por un momento muy difícil, en nuestra página Ayuda ahora hay líneas de ayuda que atienden en español, gratis y a toda hora: ${helpUrl}`,
    'Saludos,\nEl equipo de Harbor',
  ].join('\n\n');
}

function ReplyForm({
  to,
  name,
  language,
  onSend,
  onDone,
}: {
  to: string;
  name: string | null;
  language: 'en' | 'es';
  onSend: (reply: { subject: string; body: string }) => Promise<DataResult<{ to: string }>>;
  onDone: (to: string) => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState<string>(REPLY_SUBJECT[language]);
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ subject: string | null; body: string | null }>({
    subject: null,
    body: null,
  });
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const action = useAction<{ to: string }>();
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      subject: textProblem(subject, MAX_SUBJECT_CHARS, 'subject'),
      body:
        textProblem(body, MAX_REPLY_CHARS, 'reply') ??
        (TEMPLATE_GAP_LEFT.test(body)
          ? `Replace ${SPANISH_TEMPLATE_GAP} with your answer first.`
          : null),
    };
    setProblems(found);
    if (found.subject) return subjectRef.current?.focus();
    if (found.body) return bodyRef.current?.focus();
    const result = await action.run(() => onSend({ subject: subject.trim(), body }));
    if (result?.ok) {
      setBody('');
      onDone(result.data.to);
    }
  }
  return (
    <form
      className="harbor-form staff-item__form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormAlert id={`${id}-alert`} message={action.error} alertRef={action.alertRef} />
      <p>
        To: <strong>{to}</strong>
      </p>
      <FormField
        id={`${id}-subject`}
        name="subject"
        label="Subject"
        value={subject}
        onChange={setSubject}
        error={problems.subject}
        inputRef={subjectRef}
      />
      <TextArea
        id={`${id}-reply`}
        name="reply"
        label="Reply"
        hint={`${language === 'es' ? 'They wrote in Spanish: please reply in Spanish. ' : ''}Sent by email as plain text, and kept on this item. Up to ${MAX_REPLY_CHARS.toLocaleString('en-US')} characters.`}
        value={body}
        onChange={setBody}
        error={problems.body}
        textAreaRef={bodyRef}
        rows={8}
      />
      {language === 'es' ? (
        <p>
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            disabled={body.trim() !== ''}
            onClick={() => {
              setBody(spanishReplyTemplate(name, `${publicSite()}/es/get-help`));
              bodyRef.current?.focus();
            }}
          >
            Start from the Spanish template
          </button>{' '}
          <span className="staff-item__entry-meta">
            A greeting, thanks, where help in Spanish is, and a sign-off; you write the answer,
            addressing them as usted (the formal “you”), not tú. Only while the reply is empty.
          </span>
        </p>
      ) : null}
      <button type="submit" className="harbor-button" aria-disabled={action.pending || undefined}>
        {action.pending ? 'Sending…' : 'Send reply'}
      </button>
    </form>
  );
}
