import { STORED_KEYS } from '@harbor/device-storage';
import { FormNeedsConnection, FormNeedsJavaScript } from '@harbor/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { DataResult } from '../data/result';
import { CheckDraftNotice, DraftSavedHint } from './draft-notice';
import { CheckboxField, characterCount, TextField, TrapField } from './form-fields';
import { focusFirstInvalid, SendFailure, SuccessHeading, useSendState } from './send-status';
import {
  EMPTY_STORY,
  STORY_FIELDS,
  STORY_LIMITS,
  toStoryRow,
  validateStory,
  type StoryErrors,
  type StoryValues,
} from './story-rules';
import { useFormDraft, type DraftStorage } from './use-form-draft';
import './forms.css';

export const STORY_DRAFT_KEY = `${STORED_KEYS.formDrafts.key}story`;

export type StoryRow = ReturnType<typeof toStoryRow>;

export interface StoryFormProps {
  /** Stores the story; resolves with what happened. Never rejects for a network failure. */
  send(row: StoryRow): Promise<DataResult>;
  /** Where the draft lives; defaults to `localStore` (this page's memory on a shared computer). */
  storage?: DraftStorage | null;
}

function parseStoryDraft(stored: unknown): StoryValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const text = (key: 'name' | 'email' | 'story', limit: number) =>
    typeof record[key] === 'string' ? record[key].slice(0, limit) : '';
  return {
    name: text('name', STORY_LIMITS.name),
    email: text('email', STORY_LIMITS.email),
    story: text('story', STORY_LIMITS.story),
    consent: record.consent === true,
  };
}

/** "Share your story": optional name and email, the story, and permission to publish it. */
export function StoryForm({ send, storage }: StoryFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft({
    key: STORY_DRAFT_KEY,
    empty: EMPTY_STORY,
    parse: parseStoryDraft,
    storage,
  });
  const { values, update } = draft;
  const [errors, setErrors] = useState<StoryErrors>({});
  const [trap, setTrap] = useState('');
  const [state, setState] = useSendState();
  const sending = state.status === 'sending';

  function change<K extends keyof StoryValues>(field: K, value: StoryValues[K]) {
    update(field, value);
    if (errors[field] && !validateStory({ ...values, [field]: value })[field]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  async function submit() {
    if (sending) return;
    const found = validateStory(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, STORY_FIELDS, found);
      return;
    }
    if (trap !== '') {
      draft.reset();
      setState({ status: 'sent' });
      return;
    }
    setState({ status: 'sending' });
    const result = await send(toStoryRow(values));
    if (result.ok) {
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
        <SuccessHeading id={`${id}-sent`}>
          Thank you for trusting us with your story.
        </SuccessHeading>
        <p>
          Someone from our team will read it with care. If we would like to publish it, we may edit
          it for length and take out anything that could identify you or others. Nothing is
          published until it has been reviewed.
        </p>
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => setState({ status: 'idle' })}
        >
          Share another story
        </button>
      </section>
    );
  }

  return (
    <form ref={formRef} className="harbor-form web-form" noValidate onSubmit={handleSubmit}>
      <FormNeedsJavaScript action="Sending your story" />
      <FormNeedsConnection action="Sending your story" />
      {draft.restored ? <CheckDraftNotice onStartOver={draft.reset} /> : null}
      {state.status === 'failed' ? (
        <SendFailure message={state.message} onRetry={() => void submit()} />
      ) : null}
      <TextField
        id={`${id}-name`}
        name="name"
        label="Your name or a nickname"
        hint="Leave it empty to stay anonymous."
        optional
        autoComplete="name"
        value={values.name}
        onChange={(value) => change('name', value)}
        maxLength={STORY_LIMITS.name}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        hint="Only if you'd like us to be able to ask you about your story. It is never published."
        optional
        autoComplete="email"
        value={values.email}
        onChange={(value) => change('email', value)}
        maxLength={STORY_LIMITS.email}
        error={errors.email}
      />
      <TextField
        id={`${id}-story`}
        name="story"
        label="Your story"
        multiline
        rows={12}
        hint={`${characterCount(values.story, STORY_LIMITS.story)}. Share only what feels safe: you can leave out names and places.`}
        value={values.story}
        onChange={(value) => change('story', value)}
        maxLength={STORY_LIMITS.story}
        error={errors.story}
      />
      <CheckboxField
        id={`${id}-consent`}
        name="consent"
        label="Harbor may publish my story on this site, edited for length and without details that could identify me."
        checked={values.consent}
        onChange={(checked) => change('consent', checked)}
        error={errors.consent}
      />
      <TrapField id={`${id}-website`} value={trap} onChange={setTrap} />
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={sending}
      >
        {sending ? 'Sending…' : 'Send my story'}
      </button>
      <DraftSavedHint />
    </form>
  );
}
