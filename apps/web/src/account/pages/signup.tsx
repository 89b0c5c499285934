import { useAuth } from '@harbor-help/auth';
import { isSharedComputerMode } from '@harbor-help/device-storage';
import {
  MISSING_CREDENTIALS_MESSAGE,
  PageHeader,
  SignUpForm,
  type NavItem,
  type SignUpFormValues,
} from '@harbor-help/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getAuthErrorMessage } from '../auth-error-message';
import { AuthReturnTarget, RouterLink } from '../../shared/router-link';
import { getRedirectTarget } from '../../shared/safe-redirect';
import { SHARED_COMPUTER_PARAM } from '../auth-messages';
import { applySharedComputerChoice } from '../shared-computer-sign-in';
import { usePageMeta } from '../../app/use-page-title';
import { useSharedComputerMode } from '../use-shared-computer-mode';
import '../signup.css';

/**
 * Where the confirmation link (when the project sends one) leads: back to where the visitor was
 * going, on this site; on a shared computer, with the mode on in the tab it opens too. Read at
 * the time of sending: there is no window while prerendering.
 */
function confirmationRedirect(redirectTarget: string, sharedComputer: boolean): string {
  const url = new URL(redirectTarget, window.location.origin);
  if (sharedComputer) url.searchParams.set(SHARED_COMPUTER_PARAM, 'on');
  return url.href;
}

/**
 * What the sign-up page says and where it links, in one language: English here
 * (`SIGNUP_WORDS`), Spanish in signup-es.tsx (issue 25). The form's own words are the kit's, in
 * the language of the nearest `UiLocaleProvider`.
 */
export interface SignupWords {
  /** Kept in the new account's metadata, so its emails come in this language. */
  locale?: 'es';
  /** The sign-in page, for "Already confirmed? Sign in". */
  loginPath: string;
  /** Where the visitor goes when nothing says where they came from. */
  homePath: string;
  /** The `<meta name="description">`, when the page has its own. */
  description?: string;
  pageTitle: string;
  title: string;
  intro: string;
  /** Under the form: "Already have an account? Sign In" (the kit's words when left out). */
  signInLink?: NavItem;
  missingCredentials: string;
  missingFullName: string;
  /** Shown where the visitor lands after an account is created without an email to confirm. */
  accountCreated: string;
  /** What a failed call to the service means, for the visitor. */
  authError(error: unknown): string;
  checkEmail: {
    pageTitle: string;
    title: string;
    intro(email: ReactNode): ReactNode;
    linkSignsIn: string;
    nothingThere: string;
    sentAgain(email: string): string;
    sending: string;
    sendAgain: string;
    useAnother: string;
    alreadyConfirmed: string;
    signIn: string;
  };
}

export const SIGNUP_WORDS: SignupWords = {
  loginPath: '/login',
  homePath: '/',
  pageTitle: 'Create your account',
  title: 'Create your free account',
  intro:
    "Join a community that understands. An account keeps your membership and lets you pick up where you left off — it's free, and we never share your details.",
  missingCredentials: MISSING_CREDENTIALS_MESSAGE,
  missingFullName: 'Please enter your full name.',
  accountCreated: 'Welcome to Harbor! Your account has been created.',
  authError: getAuthErrorMessage,
  checkEmail: {
    pageTitle: 'Check your email',
    title: 'Check your email',
    intro: (email) => (
      <>
        We sent a link to {email}. Open it to confirm your address and finish creating your account.
      </>
    ),
    linkSignsIn: 'The link signs you in. After that, you can sign in with your email and password.',
    nothingThere:
      'Nothing there after a few minutes? Check your spam or junk folder, and make sure the address above is right.',
    sentAgain: (email) => `We sent a new link to ${email}. Only the newest link works.`,
    sending: 'Sending…',
    sendAgain: 'Send the link again',
    useAnother: 'Use a different email address',
    alreadyConfirmed: 'Already confirmed?',
    signIn: 'Sign in',
  },
};

/** /signup — create an account with full name, email and password. */
export default function SignupPage() {
  return <Signup words={SIGNUP_WORDS} />;
}

/** The sign-up page in `words`' language. */
export function Signup({ words }: { words: SignupWords }) {
  const { status, signUp } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The address a confirmation link was sent to, when the project asks for one.
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingNext = useRef(false);
  useEffect(() => {
    if (confirmationSentTo || !focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    headingRef.current?.focus();
  }, [confirmationSentTo]);
  const redirectTarget = getRedirectTarget(location.search, location.state, words.homePath);
  const sharedComputer = useSharedComputerMode();
  usePageMeta({
    title: confirmationSentTo ? words.checkEmail.pageTitle : words.pageTitle,
    description: words.description,
  });

  if (status === 'signed-in' && !submitting) return <Navigate to={redirectTarget} replace />;
  async function handleSubmit({
    fullName,
    email,
    password,
    sharedComputer: shared,
  }: SignUpFormValues) {
    const trimmedEmail = email.trim();
    if (trimmedEmail === '' || password === '') {
      setError(words.missingCredentials);
      return;
    }
    if (fullName.trim() === '') {
      setError(words.missingFullName);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const persistence = applySharedComputerChoice(shared);
      const result = await signUp(trimmedEmail, password, fullName.trim(), {
        emailRedirectTo: confirmationRedirect(redirectTarget, shared),
        persistence,
        ...(words.locale ? { locale: words.locale } : {}),
      });
      if (result.error) {
        setError(words.authError(result.error));
        setSubmitting(false);
        return;
      }
      if (result.confirmationRequired) {
        setConfirmationSentTo(trimmedEmail);
        setSubmitting(false);
        return;
      }
      // Stay "submitting" while leaving, so the signed-in redirect above does not race this one.
      navigate(redirectTarget, { replace: true, state: { notice: words.accountCreated } });
    } catch (thrown) {
      setError(words.authError(thrown));
      setSubmitting(false);
    }
  }

  // Its links to the sign-in page pass on where this page would have sent the visitor.
  return (
    <AuthReturnTarget value={redirectTarget}>
      {confirmationSentTo ? (
        <CheckYourEmail
          words={words}
          email={confirmationSentTo}
          redirectTarget={redirectTarget}
          onUseAnotherEmail={() => {
            focusHeadingNext.current = true;
            setConfirmationSentTo(null);
          }}
        />
      ) : null}
      {/* Hidden, not removed, while the email is being confirmed: what was typed stays. */}
      <div hidden={confirmationSentTo !== null}>
        <PageHeader title={words.title} headingRef={headingRef} intro={words.intro} />
        <SignUpForm
          onSubmit={handleSubmit}
          submitting={submitting}
          error={error}
          linkComponent={RouterLink}
          offerSharedComputer
          sharedComputerChecked={sharedComputer}
          {...(words.signInLink ? { signInLink: words.signInLink } : {})}
        />
      </div>
    </AuthReturnTarget>
  );
}

/**
 * After a sign-up that must be confirmed by email: no one is signed in yet. Shown instead of the
 * form, so focus moves to its heading (a screen reader reads it) rather than being lost with the
 * hidden button.
 */
function CheckYourEmail({
  words: { checkEmail: words, loginPath, authError },
  email,
  redirectTarget,
  onUseAnotherEmail,
}: {
  words: SignupWords;
  email: string;
  redirectTarget: string;
  onUseAnotherEmail(): void;
}) {
  const { resendConfirmationEmail } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [resendError, setResendError] = useState<string | null>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function sendAgain() {
    setResend('sending');
    setResendError(null);
    const { error } = await resendConfirmationEmail(email, {
      // The tab's mode, as the sign-up just set it.
      emailRedirectTo: confirmationRedirect(redirectTarget, isSharedComputerMode()),
    });
    if (error) {
      setResendError(authError(error));
      setResend('idle');
    } else {
      setResend('sent');
    }
  }

  return (
    <>
      <PageHeader
        title={words.title}
        headingRef={headingRef}
        intro={words.intro(<strong>{email}</strong>)}
      />
      <div className="harbor-form">
        <p>{words.linkSignsIn}</p>
        <p>{words.nothingThere}</p>
        <div role="status" className="harbor-form__status-region">
          {resend === 'sent' ? (
            <p className="harbor-form__status">{words.sentAgain(email)}</p>
          ) : null}
        </div>
        {resendError ? (
          <p className="harbor-form__alert" role="alert">
            {resendError}
          </p>
        ) : null}
        <div className="web-signup__actions">
          <button
            type="button"
            className="harbor-button harbor-button--primary"
            onClick={() => void sendAgain()}
            disabled={resend === 'sending'}
          >
            {resend === 'sending' ? words.sending : words.sendAgain}
          </button>
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={onUseAnotherEmail}
          >
            {words.useAnother}
          </button>
        </div>
        <p className="harbor-form__switch">
          {words.alreadyConfirmed} <RouterLink href={loginPath}>{words.signIn}</RouterLink>
        </p>
      </div>
    </>
  );
}
