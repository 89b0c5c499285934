/**
 * /share/your-story#<token> — the writer's private link (issue 27): the story's status, and
 * "Withdraw my story" with a confirmation. The token is read from the address's fragment, which
 * the browser never sends to any server, so it is in no server log; it goes to the database only
 * in the body of the status and withdraw calls, which compare its hash.
 */
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { FormAlert, PageHeader } from '@harbor-help/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import type { ClientSource } from '../../data/client';
import { SERVICE_MESSAGES, sameMessage } from '../../data/messages';
import type { FailureMessages } from '../../data/result';
import {
  loadWriterStory,
  WITHDRAW_FAILED,
  withdrawStory,
  type WriterStory,
} from '../published-stories.data';
import '../stories.css';

type View =
  | { step: 'reading' }
  | { step: 'no-link' }
  | { step: 'error'; message: string }
  | { step: 'unknown' }
  | { step: 'ready'; story: WriterStory };

/** What the private link's page says, in one language. */
export interface YourStoryWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  reading: string;
  /** The page was opened without a token; `contact` links the contact page. */
  noLink: (contact: (text: string) => ReactNode) => ReactNode;
  /** Before the failure's own sentence. */
  couldNotCheck: string;
  unknown: (contact: (text: string) => ReactNode) => ReactNode;
  headings: Record<WriterStory['status'], string>;
  status: Record<WriterStory['status'], string>;
  sentOn: (date: string) => ReactNode;
  publishedOn: (date: string) => ReactNode;
  withdraw: string;
  confirm: string;
  yesWithdraw: string;
  withdrawing: string;
  keep: string;
  notFoundAnyMore: string;
  /** Reading the story's status failed, by kind. */
  loadFailures: FailureMessages;
  /** Withdrawing failed, by kind. */
  withdrawFailures: FailureMessages;
  /** For the dates (`Intl`). */
  locale: string;
}

export const YOUR_STORY_WORDS: YourStoryWords = {
  meta: {
    title: 'Your story',
    description: 'See the status of the story you shared, or withdraw it.',
  },
  title: 'Your story',
  intro:
    'This page is for the person who shared a story. Its private link shows whether the story was published, and lets you withdraw it at any time.',
  reading: 'Reading your private link…',
  noLink: (contact) => (
    <>
      This page needs the private link you were given when you sent your story. Open that link, or
      paste it into the address bar. If you lost it, write to us from the {contact('contact page')}{' '}
      and tell us what your story was about.
    </>
  ),
  couldNotCheck: "We couldn't check your story just now.",
  unknown: (contact) => (
    <>
      We found no story for this link. Check that you copied all of it. If the problem stays, write
      to us from the {contact('contact page')}.
    </>
  ),
  headings: {
    published: 'Published',
    withdrawn: 'Withdrawn',
    'team-only': 'For our team only',
    'in-review': 'Waiting for review',
  },
  status: {
    'in-review':
      'Our team has your story and will read it with care. It is not published: nothing is published until it has been reviewed.',
    'team-only': 'Your story is for our team only, as you chose. It will never be published.',
    published: 'Your story is published, edited and without details that could identify you.',
    withdrawn:
      'You withdrew your story. It is not on the site, and it will never be published again.',
  },
  sentOn: (date) => <>You sent it on {date}.</>,
  publishedOn: (date) => (
    <>
      It was published on {date}. You can read it with the others on the{' '}
      <Link to="/stories">stories page</Link>.
    </>
  ),
  withdraw: 'Withdraw my story',
  confirm:
    'Withdraw your story? It is taken off the site at once and will never be published again. This cannot be undone.',
  yesWithdraw: 'Yes, withdraw my story',
  withdrawing: 'Withdrawing…',
  keep: 'No, keep it',
  notFoundAnyMore: 'We could not find your story any more.',
  loadFailures: SERVICE_MESSAGES,
  withdrawFailures: sameMessage(WITHDRAW_FAILED),
  locale: 'en-US',
};

export default function YourStoryPage() {
  return <YourStoryView words={YOUR_STORY_WORDS} contactHref="/contact" />;
}

/**
 * The private link's page in either language: the words, and where the contact page is, are
 * given (your-story-es.tsx is the Spanish).
 */
export function YourStoryView({
  words,
  contactHref,
}: {
  words: YourStoryWords;
  contactHref: string;
}) {
  usePageMeta(words.meta);
  const getClient = useSupabaseClientLoader() as ClientSource;
  const [view, setView] = useState<View>({ step: 'reading' });
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const contact = (text: string) => <Link to={contactHref}>{text}</Link>;
  const longDate = (iso: string) =>
    new Date(iso).toLocaleDateString(words.locale, { dateStyle: 'long' });
  const { loadFailures, withdrawFailures } = words;
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  useEffect(() => {
    const fromHash = window.location.hash.replace(/^#/, '');
    if (!/^[0-9a-f]{64}$/.test(fromHash)) {
      setView({ step: 'no-link' });
      return;
    }
    setToken(fromHash);
    let current = true;
    void loadWriterStory(getClient, fromHash, loadFailures).then((result) => {
      if (!current) return;
      if (!result.ok) setView({ step: 'error', message: result.error.message });
      else if (!result.data) setView({ step: 'unknown' });
      else setView({ step: 'ready', story: result.data });
    });
    return () => {
      current = false;
    };
  }, [getClient, loadFailures]);

  async function withdraw() {
    if (!token || pending) return;
    setPending(true);
    setError(null);
    const result = await withdrawStory(getClient, token, withdrawFailures);
    setPending(false);
    if (!result.ok || !result.data) {
      setError(result.ok ? words.notFoundAnyMore : result.error.message);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setConfirming(false);
    setView({ step: 'ready', story: result.data });
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <div className="web-prose">
        {view.step === 'reading' ? (
          <p role="status">{words.reading}</p>
        ) : view.step === 'no-link' ? (
          <p>{words.noLink(contact)}</p>
        ) : view.step === 'error' ? (
          <p role="alert">
            {words.couldNotCheck} {view.message}
          </p>
        ) : view.step === 'unknown' ? (
          <p>{words.unknown(contact)}</p>
        ) : (
          <>
            <h2 ref={statusRef} tabIndex={-1}>
              {words.headings[view.story.status]}
            </h2>
            <p role="status">{words.status[view.story.status]}</p>
            {view.story.sentAt ? <p>{words.sentOn(longDate(view.story.sentAt))}</p> : null}
            {view.story.publishedAt ? (
              <p>{words.publishedOn(longDate(view.story.publishedAt))}</p>
            ) : null}
            {view.story.status === 'withdrawn' ? null : (
              <div className="web-your-story__withdraw">
                <FormAlert id="withdraw-error" message={error} alertRef={alertRef} />
                {confirming ? (
                  <>
                    <p>
                      <strong>{words.confirm}</strong>
                    </p>
                    <p className="web-your-story__buttons">
                      <button
                        ref={confirmRef}
                        type="button"
                        className="harbor-button"
                        aria-disabled={pending || undefined}
                        onClick={() => void withdraw()}
                      >
                        {pending ? words.withdrawing : words.yesWithdraw}
                      </button>{' '}
                      <button
                        type="button"
                        className="harbor-button harbor-button--secondary"
                        onClick={() => setConfirming(false)}
                      >
                        {words.keep}
                      </button>
                    </p>
                  </>
                ) : (
                  <p>
                    <button
                      type="button"
                      className="harbor-button harbor-button--secondary"
                      onClick={() => setConfirming(true)}
                    >
                      {words.withdraw}
                    </button>
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
