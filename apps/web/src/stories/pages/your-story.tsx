/**
 * /share/your-story#<token> — the writer's private link (issue 27): the story's status, and
 * "Withdraw my story" with a confirmation. The token is read from the address's fragment, which
 * the browser never sends to any server, so it is in no server log; it goes to the database only
 * in the body of the status and withdraw calls, which compare its hash.
 */
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { FormAlert, PageHeader } from '@harbor-help/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import type { ClientSource } from '../../data/client';
import { loadWriterStory, withdrawStory, type WriterStory } from '../published-stories.data';
import '../stories.css';

type View =
  | { step: 'reading' }
  | { step: 'no-link' }
  | { step: 'error'; message: string }
  | { step: 'unknown' }
  | { step: 'ready'; story: WriterStory };

const STATUS_WORDS: Record<WriterStory['status'], string> = {
  'in-review':
    'Our team has your story and will read it with care. It is not published: nothing is published until it has been reviewed.',
  'team-only': 'Your story is for our team only, as you chose. It will never be published.',
  published: 'Your story is published, edited and without details that could identify you.',
  withdrawn:
    'You withdrew your story. It is not on the site, and it will never be published again.',
};

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

export default function YourStoryPage() {
  usePageTitle('Your story', 'See the status of the story you shared, or withdraw it.');
  const getClient = useSupabaseClientLoader() as ClientSource;
  const [view, setView] = useState<View>({ step: 'reading' });
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
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
    void loadWriterStory(getClient, fromHash).then((result) => {
      if (!current) return;
      if (!result.ok) setView({ step: 'error', message: result.error.message });
      else if (!result.data) setView({ step: 'unknown' });
      else setView({ step: 'ready', story: result.data });
    });
    return () => {
      current = false;
    };
  }, [getClient]);

  async function withdraw() {
    if (!token || pending) return;
    setPending(true);
    setError(null);
    const result = await withdrawStory(getClient, token);
    setPending(false);
    if (!result.ok || !result.data) {
      setError(result.ok ? 'We could not find your story any more.' : result.error.message);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setConfirming(false);
    setView({ step: 'ready', story: result.data });
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <>
      <PageHeader
        title="Your story"
        intro="This page is for the person who shared a story. Its private link shows whether the story was published, and lets you withdraw it at any time."
      />
      <div className="web-prose">
        {view.step === 'reading' ? (
          <p role="status">Reading your private link…</p>
        ) : view.step === 'no-link' ? (
          <p>
            This page needs the private link you were given when you sent your story. Open that
            link, or paste it into the address bar. If you lost it, write to us from the{' '}
            <Link to="/contact">contact page</Link> and tell us what your story was about.
          </p>
        ) : view.step === 'error' ? (
          <p role="alert">We couldn&apos;t check your story just now. {view.message}</p>
        ) : view.step === 'unknown' ? (
          <p>
            We found no story for this link. Check that you copied all of it. If the problem stays,
            write to us from the <Link to="/contact">contact page</Link>.
          </p>
        ) : (
          <>
            <h2 ref={statusRef} tabIndex={-1}>
              {view.story.status === 'published'
                ? 'Published'
                : view.story.status === 'withdrawn'
                  ? 'Withdrawn'
                  : view.story.status === 'team-only'
                    ? 'For our team only'
                    : 'Waiting for review'}
            </h2>
            <p role="status">{STATUS_WORDS[view.story.status]}</p>
            {view.story.sentAt ? <p>You sent it on {longDate(view.story.sentAt)}.</p> : null}
            {view.story.publishedAt ? (
              <p>
                It was published on {longDate(view.story.publishedAt)}. You can read it with the
                others on the <Link to="/stories">stories page</Link>.
              </p>
            ) : null}
            {view.story.status === 'withdrawn' ? null : (
              <div className="web-your-story__withdraw">
                <FormAlert id="withdraw-error" message={error} alertRef={alertRef} />
                {confirming ? (
                  <>
                    <p>
                      <strong>
                        Withdraw your story? It is taken off the site at once and will never be
                        published again. This cannot be undone.
                      </strong>
                    </p>
                    <p className="web-your-story__buttons">
                      <button
                        ref={confirmRef}
                        type="button"
                        className="harbor-button"
                        aria-disabled={pending || undefined}
                        onClick={() => void withdraw()}
                      >
                        {pending ? 'Withdrawing…' : 'Yes, withdraw my story'}
                      </button>{' '}
                      <button
                        type="button"
                        className="harbor-button harbor-button--secondary"
                        onClick={() => setConfirming(false)}
                      >
                        No, keep it
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
                      Withdraw my story
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
