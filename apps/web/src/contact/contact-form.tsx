import { STORED_KEYS } from '@harbor/device-storage';
import { FormNeedsConnection, FormNeedsJavaScript } from '@harbor/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DataResult } from '../data/result';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  isContactTopic,
  EMPTY_CONTACT,
  toContactRow,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-rules';
import { CheckDraftNotice, DraftSavedHint } from './draft-notice';
import { characterCount, SelectField, TextField, TrapField } from './form-fields';
import { focusFirstInvalid, SendFailure, SuccessHeading, useSendState } from './send-status';
import { useFormDraft, type DraftStorage } from './use-form-draft';
import './forms.css';

export const CONTACT_DRAFT_KEY = `${STORED_KEYS.formDrafts.key}contact`;

export type ContactRow = ReturnType<typeof toContactRow>;

export interface ContactFormProps {
  /** Stores the message; resolves with what happened. Never rejects for a network failure. */
  send(row: ContactRow): Promise<DataResult>;
  /** Where the draft lives; defaults to `localStore` (this page's memory on a shared computer). */
  storage?: DraftStorage | null;
  /** What the site already knows (a signed-in user's name and email), filled into empty fields. */
  known?: { name?: string | null; email?: string | null };
  /** A topic to choose at the start (from a link like /contact?topic=wrong-fact), if valid. */
  topic?: string | null;
}

function parseContactDraft(stored: unknown): ContactValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const text = (key: keyof ContactValues, limit: number) =>
    typeof record[key] === 'string' ? record[key].slice(0, limit) : '';
  return {
    name: text('name', CONTACT_LIMITS.name),
    email: text('email', CONTACT_LIMITS.email),
    topic: text('topic', 40),
    message: text('message', CONTACT_LIMITS.message),
  };
}

/**
 * The contact form. What is typed is kept as a draft until it is sent; a failed send keeps every
 * field, says what happened and offers Retry.
 */
export function ContactForm({ send, storage, known, topic }: ContactFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft({
    key: CONTACT_DRAFT_KEY,
    empty: EMPTY_CONTACT,
    parse: parseContactDraft,
    storage,
  });
  const { values, update, prefill } = draft;
  const knownName = known?.name?.slice(0, CONTACT_LIMITS.name) ?? '';
  const knownEmail = known?.email?.slice(0, CONTACT_LIMITS.email) ?? '';

  useEffect(() => {
    if (knownName || knownEmail) prefill({ name: knownName, email: knownEmail });
  }, [knownName, knownEmail, prefill]);
  // A link such as /contact?topic=wrong-fact chooses the topic, unless the visitor already did.
  const startTopic = topic && isContactTopic(topic) ? topic : '';
  useEffect(() => {
    if (startTopic) prefill({ topic: startTopic });
  }, [startTopic, prefill]);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [trap, setTrap] = useState('');
  const [state, setState] = useSendState();
  const [sentTo, setSentTo] = useState('');
  const sending = state.status === 'sending';

  function change<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    update(field, value);
    // An error goes away as soon as the field is fixed; new errors wait for the next submit.
    if (errors[field] && !validateContact({ ...values, [field]: value })[field]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  async function submit() {
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, CONTACT_FIELDS, found);
      return;
    }
    if (trap !== '') {
      // A robot filled the hidden field: look successful, send nothing.
      setSentTo(values.email.trim());
      draft.reset();
      setState({ status: 'sent' });
      return;
    }
    setState({ status: 'sending' });
    const result = await send(toContactRow(values));
    if (result.ok) {
      setSentTo(values.email.trim());
      draft.reset();
      setState({ status: 'sent' });
    } else {
      setState({ status: 'failed', message: result.error.message });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  if (state.status === 'sent') {
    return (
      <section className="web-form__success" aria-labelledby={`${id}-sent`}>
        <SuccessHeading id={`${id}-sent`}>Thank you. Your message is on its way.</SuccessHeading>
        <p>
          A real person reads every message. We usually reply within two working days
          {sentTo ? (
            <>
              {' '}
              to <strong>{sentTo}</strong>
            </>
          ) : null}
          .
        </p>
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => {
            setState({ status: 'idle' });
            prefill({ name: knownName, email: knownEmail });
          }}
        >
          Send another message
        </button>
      </section>
    );
  }

  return (
    <form ref={formRef} className="harbor-form web-form" noValidate onSubmit={handleSubmit}>
      <FormNeedsJavaScript action="Sending a message" />
      <FormNeedsConnection action="Sending a message" />
      {draft.restored ? <CheckDraftNotice onStartOver={draft.reset} /> : null}
      {state.status === 'failed' ? (
        <SendFailure message={state.message} onRetry={() => void submit()} />
      ) : null}
      <TextField
        id={`${id}-name`}
        name="name"
        label="Your name"
        autoComplete="name"
        value={values.name}
        onChange={(value) => change('name', value)}
        maxLength={CONTACT_LIMITS.name}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        hint="We only use it to reply to you."
        autoComplete="email"
        value={values.email}
        onChange={(value) => change('email', value)}
        maxLength={CONTACT_LIMITS.email}
        error={errors.email}
      />
      <SelectField
        id={`${id}-topic`}
        name="topic"
        label="What is it about?"
        placeholder="Choose a topic"
        options={CONTACT_TOPICS}
        value={values.topic}
        onChange={(value) => change('topic', value)}
        error={errors.topic}
      />
      <TextField
        id={`${id}-message`}
        name="message"
        label="Message"
        multiline
        hint={`${characterCount(values.message, CONTACT_LIMITS.message)}. Please don't include passwords or card numbers.`}
        value={values.message}
        onChange={(value) => change('message', value)}
        maxLength={CONTACT_LIMITS.message}
        error={errors.message}
      />
      <TrapField id={`${id}-website`} value={trap} onChange={setTrap} />
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={sending}
      >
        {sending ? 'Sending…' : 'Send message'}
      </button>
      <DraftSavedHint />
    </form>
  );
}
