/**
 * A story's publication, in its inbox item (issue 27): the edited text (the original stays as
 * sent, above it in the item), with likely identifying details highlighted and redactable, the
 * content notes, the challenge hub, a short title, the writer's name only if they asked, and
 * Publish / Unpublish. Every step is audited by the database; a failure keeps what was typed.
 */
import { challenges, HUB_SLUGS } from '@harbor-help/challenges';
import {
  Checkbox,
  FormAlert,
  FormField,
  LoadError,
  SelectField,
  TextArea,
  useLoad,
} from '@harbor-help/ui';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ClientSource } from '../data/client';
import type { DataResult } from '../data/result';
import { CONTENT_NOTES } from '../stories/story-labels';
import {
  findIdentifyingDetails,
  IDENTIFYING_KIND_LABELS,
  redactSpans,
  type IdentifyingSpan,
} from './redaction/identifying-details';
import {
  loadStoryForReview,
  publishStory,
  saveStoryEdit,
  unpublishStory,
  type StoryEdit,
  type StoryForReview,
} from './story-publication.data';

export const MAX_TITLE_CHARS = 120;
export const MAX_PUBLISHED_CHARS = 10000;

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const HUB_OPTIONS = [
  { value: '', label: 'Choose a hub' },
  ...HUB_SLUGS.map((slug) => ({ value: slug, label: challenges[slug].title })),
];

export interface StoryReviewProps {
  storyId: string;
  client: ClientSource;
  /** Said after each step (the item's status line), and the item's history refreshed. */
  onDone: (message: string) => void;
}

export function StoryReview({ storyId, client, onDone }: StoryReviewProps) {
  const load = useCallback(() => loadStoryForReview(client, storyId), [client, storyId]);
  const { state, retry, refresh } = useLoad(load, { keepWhileLoading: true });
  if (state.status === 'loading') return <p role="status">Loading the publication…</p>;
  if (state.status === 'error')
    return (
      <LoadError
        message={`We couldn't load this story's publication. ${state.error.message}`}
        onRetry={retry}
      />
    );
  if (!state.value) return <p>This story is no longer here.</p>;
  return (
    <StoryEditor
      story={state.value}
      client={client}
      onDone={(message) => {
        refresh();
        onDone(message);
      }}
    />
  );
}

function StoryEditor({
  story,
  client,
  onDone,
}: {
  story: StoryForReview;
  client: ClientSource;
  onDone: (message: string) => void;
}) {
  const saved = story.publication;
  const [edit, setEdit] = useState<StoryEdit>(() => ({
    title: saved?.title ?? '',
    body: saved?.body || story.original,
    contentNotes: saved?.contentNotes ?? [],
    challengeSlug: saved?.challengeSlug ?? '',
    showName: saved?.showName ?? false,
  }));
  const [problems, setProblems] = useState<{ title: string | null; body: string | null }>({
    title: null,
    body: null,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const set = <K extends keyof StoryEdit>(key: K, value: StoryEdit[K]) =>
    setEdit((current) => ({ ...current, [key]: value }));
  const published = saved?.publishedAt ?? null;
  const withdrawn = story.withdrawnAt !== null;

  function check(): boolean {
    const title = edit.title.trim();
    const body = edit.body.trim();
    const found = {
      title:
        title === ''
          ? 'Give the story a short title.'
          : title.length > MAX_TITLE_CHARS
            ? `A title can be up to ${MAX_TITLE_CHARS} characters.`
            : null,
      body:
        body === ''
          ? 'Write the text to publish.'
          : body.length > MAX_PUBLISHED_CHARS
            ? `The text can be up to ${MAX_PUBLISHED_CHARS.toLocaleString('en-US')} characters.`
            : null,
    };
    setProblems(found);
    if (found.title) titleRef.current?.focus();
    else if (found.body) bodyRef.current?.focus();
    return !found.title && !found.body;
  }

  async function run(steps: (() => Promise<DataResult>)[], message: string) {
    if (pending) return;
    setPending(true);
    setError(null);
    for (const step of steps) {
      const result = await step();
      if (!result.ok) {
        setPending(false);
        setError(`${result.error.message} Nothing you typed was lost.`);
        requestAnimationFrame(() => alertRef.current?.focus());
        return;
      }
    }
    setPending(false);
    onDone(message);
  }

  const save = () => saveStoryEdit(client, story.storyId, edit);

  function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) return;
    void run([save], published ? 'Edit saved; the published story shows it now.' : 'Edit saved.');
  }

  return (
    <section className="staff-story" aria-labelledby="staff-story-heading">
      <h3 id="staff-story-heading" className="staff-item__subheading">
        Publication
      </h3>
      <p className="staff-story__status">
        <strong>
          {withdrawn
            ? `Withdrawn by the writer on ${dateTime(story.withdrawnAt ?? '')}: it may not be published.`
            : published
              ? `Published on ${dateTime(published)}.`
              : 'Not published.'}
        </strong>
        {saved && published
          ? ` ${saved.helpedCount === 1 ? '1 person' : `${saved.helpedCount} people`} said it helped.`
          : null}
      </p>
      <p>
        The original above stays as the writer sent it, for the audit trail. Only the edited text
        below is ever published, with the title, content notes and hub.
      </p>
      <form className="harbor-form staff-story__form" noValidate onSubmit={handleSave}>
        <FormAlert id="staff-story-error" message={error} alertRef={alertRef} />
        <FormField
          id="staff-story-title"
          name="title"
          label="Short title"
          value={edit.title}
          onChange={(value) => set('title', value)}
          error={problems.title}
          inputRef={titleRef}
          maxLength={MAX_TITLE_CHARS}
        />
        <TextArea
          id="staff-story-body"
          name="body"
          label="Text to publish"
          hint="Edit for length and take out anything that could identify someone. Possible identifying details are listed below it."
          value={edit.body}
          onChange={(value) => set('body', value)}
          error={problems.body}
          textAreaRef={bodyRef}
          rows={12}
          maxLength={MAX_PUBLISHED_CHARS}
        />
        <IdentifyingDetails text={edit.body} onRedact={(body) => set('body', body)} />
        <fieldset className="staff-story__notes">
          <legend>Content notes</legend>
          <p className="harbor-field__hint">
            Visitors see these before the story, and open it only if they choose.
          </p>
          {CONTENT_NOTES.map((note) => (
            <Checkbox
              key={note.value}
              id={`staff-story-note-${note.value}`}
              name="content_notes"
              label={note.label}
              checked={edit.contentNotes.includes(note.value)}
              onChange={(checked) =>
                set(
                  'contentNotes',
                  checked
                    ? [...edit.contentNotes, note.value]
                    : edit.contentNotes.filter((value) => value !== note.value),
                )
              }
            />
          ))}
        </fieldset>
        <SelectField
          id="staff-story-challenge"
          name="challenge"
          label="Challenge hub"
          hint="The story also appears on this hub."
          value={edit.challengeSlug}
          onChange={(value) => set('challengeSlug', value)}
          options={HUB_OPTIONS}
        />
        {story.writerAskedForName && story.name ? (
          <Checkbox
            id="staff-story-show-name"
            name="show_name"
            label={`Show the name they asked to show: ${story.name}`}
            checked={edit.showName}
            onChange={(checked) => set('showName', checked)}
          />
        ) : (
          <p>No name is shown: the writer did not ask for one.</p>
        )}
        <div className="staff-story__buttons">
          <button
            type="submit"
            className="harbor-button harbor-button--secondary"
            aria-disabled={pending || undefined}
          >
            {pending ? 'Saving…' : 'Save edit'}
          </button>
          {withdrawn ? null : published ? (
            <button
              type="button"
              className="harbor-button harbor-button--secondary"
              aria-disabled={pending || undefined}
              onClick={() =>
                void run(
                  [() => unpublishStory(client, story.storyId)],
                  'Unpublished: visitors no longer see it.',
                )
              }
            >
              Unpublish
            </button>
          ) : (
            <button
              type="button"
              className="harbor-button"
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!check()) return;
                void run(
                  [save, () => publishStory(client, story.storyId)],
                  'Published: visitors see it now.',
                );
              }}
            >
              Save and publish
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** The text with its likely identifying details marked, each with a Redact button. */
export function IdentifyingDetails({
  text,
  onRedact,
}: {
  text: string;
  onRedact: (text: string) => void;
}) {
  const spans = useMemo(() => findIdentifyingDetails(text), [text]);
  if (spans.length === 0)
    return (
      <p className="staff-story__details" role="status">
        No likely identifying details found. Read it through anyway.
      </p>
    );
  return (
    <div className="staff-story__details">
      <h4 className="staff-story__details-heading">
        Possible identifying details ({spans.length})
      </h4>
      <p className="staff-story__marked">
        <Marked text={text} spans={spans} />
      </p>
      <ul className="staff-story__findings">
        {spans.map((span) => (
          <li key={`${span.start}-${span.kind}`}>
            {IDENTIFYING_KIND_LABELS[span.kind]}: “{span.text}”{' '}
            <button
              type="button"
              className="harbor-button harbor-button--secondary staff-story__redact"
              aria-label={`Redact ${IDENTIFYING_KIND_LABELS[span.kind]} “${span.text}”`}
              onClick={() => onRedact(redactSpans(text, [span]))}
            >
              Redact
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        onClick={() => onRedact(redactSpans(text, spans))}
      >
        Redact all
      </button>
    </div>
  );
}

function Marked({ text, spans }: { text: string; spans: IdentifyingSpan[] }) {
  const parts = [];
  let at = 0;
  for (const span of spans) {
    if (span.start > at) parts.push(text.slice(at, span.start));
    parts.push(
      <mark key={span.start} className="staff-story__mark">
        <span className="harbor-visually-hidden">({IDENTIFYING_KIND_LABELS[span.kind]}) </span>
        {span.text}
      </mark>,
    );
    at = span.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
