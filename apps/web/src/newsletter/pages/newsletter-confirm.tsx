import { useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, Section } from '@harbor-help/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmNewsletter } from '../newsletter.data';
import type { DataResult } from '../../data/result';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

export const CONFIRMED_MESSAGE =
  'You’re on the list. The next newsletter will come to this inbox. Every email has a link to leave the list whenever you want.';
export const NO_TOKEN_MESSAGE =
  'This link is not complete. Please open it again from the email, or copy the whole link into your browser.';

type State =
  | { kind: 'confirming' }
  | { kind: 'confirmed' }
  | { kind: 'refused'; message: string; code: string | null };

/** One request per token, even if the page mounts twice: a link works only once. */
const asked = new Map<string, Promise<DataResult<'confirmed'>>>();

/** The token in the address's fragment (`#token=…`), which no server ever sees. */
function tokenFromLocation(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/**
 * /newsletter/confirm#token=…: the link of the newsletter's confirmation email. It confirms once,
 * takes the token out of the address (so it is not left in the history), and says what happened
 * in calm words. Prerendered in its neutral "confirming" state.
 */
export default function NewsletterConfirmPage() {
  usePageTitle('Confirm the newsletter', 'Confirm your sign-up to the Harbor newsletter.');
  const client = useSupabaseClientLoader();
  const [state, setState] = useState<State>({ kind: 'confirming' });

  useEffect(() => {
    let current = true;
    const token = tokenFromLocation();
    if (!token) {
      setState({ kind: 'refused', message: NO_TOKEN_MESSAGE, code: 'invalid' });
      return;
    }
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let request = asked.get(token);
    if (!request) {
      request = confirmNewsletter(client, token);
      asked.set(token, request);
    }
    void request.then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { kind: 'confirmed' }
          : { kind: 'refused', message: result.error.message, code: result.error.code },
      );
    });
    return () => {
      current = false;
    };
  }, [client]);

  return (
    <>
      <PageHeader title="Confirm the newsletter" />
      <div role="status" className="web-prose">
        {state.kind === 'confirming' ? <p>Confirming your sign-up…</p> : null}
        {state.kind === 'confirmed' ? (
          <p>
            <strong>{CONFIRMED_MESSAGE}</strong>
          </p>
        ) : null}
        {state.kind === 'refused' ? <p>{state.message}</p> : null}
      </div>
      <noscript>
        <p className="web-prose">
          Confirming needs JavaScript. Please turn it on and open the link again.
        </p>
      </noscript>
      {state.kind === 'refused' && state.code !== 'used' ? (
        <p className="web-prose">
          <Link to="/mailerlite-form">Sign up again</Link> to get a new link. Nothing changes until
          a link is opened.
        </p>
      ) : null}
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/">Go to Harbor home</Link>
          </li>
          <li>
            <Link to="/get-help">Get help now</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
