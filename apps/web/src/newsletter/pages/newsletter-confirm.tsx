import { useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, Section } from '@harbor-help/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmNewsletter, type NewsletterCallWords } from '../newsletter.data';
import type { DataResult } from '../../data/result';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

export const CONFIRMED_MESSAGE =
  'You’re on the list. The next newsletter will come to this inbox. Every email has a link to leave the list whenever you want.';
export const NO_TOKEN_MESSAGE =
  'This link is not complete. Please open it again from the email, or copy the whole link into your browser.';

/** The confirm page's words (issue 25: /es/boletin/confirmar gives Spanish ones). */
export interface NewsletterConfirmWords {
  meta: { title: string; description: string };
  title: string;
  call: NewsletterCallWords;
  noToken: string;
  confirming: string;
  confirmed: string;
  needsJavaScript: string;
  signUpAgain: (link: (label: string) => ReactNode) => ReactNode;
  signUpPath: string;
  next: string;
  links: readonly { href: string; label: string }[];
}

export const NEWSLETTER_CONFIRM_WORDS: NewsletterConfirmWords = {
  meta: {
    title: 'Confirm the newsletter',
    description: 'Confirm your sign-up to the Harbor newsletter.',
  },
  title: 'Confirm the newsletter',
  call: {},
  noToken: NO_TOKEN_MESSAGE,
  confirming: 'Confirming your sign-up…',
  confirmed: CONFIRMED_MESSAGE,
  needsJavaScript: 'Confirming needs JavaScript. Please turn it on and open the link again.',
  signUpAgain: (link) => (
    <>{link('Sign up again')} to get a new link. Nothing changes until a link is opened.</>
  ),
  signUpPath: '/mailerlite-form',
  next: 'Where to next',
  links: [
    { href: '/', label: 'Go to Harbor home' },
    { href: '/get-help', label: 'Get help now' },
  ],
};

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
export function NewsletterConfirmView({ words }: { words: NewsletterConfirmWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  const client = useSupabaseClientLoader();
  const [state, setState] = useState<State>({ kind: 'confirming' });

  useEffect(() => {
    let current = true;
    const token = tokenFromLocation();
    if (!token) {
      setState({ kind: 'refused', message: words.noToken, code: 'invalid' });
      return;
    }
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let request = asked.get(token);
    if (!request) {
      request = confirmNewsletter(client, token, words.call);
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
  }, [client, words]);

  return (
    <>
      <PageHeader title={words.title} />
      <div role="status" className="web-prose">
        {state.kind === 'confirming' ? <p>{words.confirming}</p> : null}
        {state.kind === 'confirmed' ? (
          <p>
            <strong>{words.confirmed}</strong>
          </p>
        ) : null}
        {state.kind === 'refused' ? <p>{state.message}</p> : null}
      </div>
      <noscript>
        <p className="web-prose">{words.needsJavaScript}</p>
      </noscript>
      {state.kind === 'refused' && state.code !== 'used' ? (
        <p className="web-prose">
          {words.signUpAgain((label) => (
            <Link to={words.signUpPath}>{label}</Link>
          ))}
        </p>
      ) : null}
      <Section title={words.next}>
        <ul className="web-links">
          {words.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export default function NewsletterConfirmPage() {
  return <NewsletterConfirmView words={NEWSLETTER_CONFIRM_WORDS} />;
}
