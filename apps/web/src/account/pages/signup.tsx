import { useAuth } from '@harbor-help/auth';
import { isSharedComputerMode } from '@harbor-help/device-storage';
import {
  MISSING_CREDENTIALS_MESSAGE,
  PageHeader,
  SignUpForm,
  type SignUpFormValues,
} from '@harbor-help/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getAuthErrorMessage } from '../auth-error-message';
import { AuthReturnTarget, RouterLink } from '../../shared/router-link';
import { getRedirectTarget } from '../../shared/safe-redirect';
import { SHARED_COMPUTER_PARAM } from '../auth-messages';
import { applySharedComputerChoice } from '../shared-computer-sign-in';
import { usePageTitle } from '../../app/use-page-title';
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

const MISSING_FULL_NAME_MESSAGE = 'Please enter your full name.';
/** Shown where the visitor lands after an account is created without an email to confirm. */
const ACCOUNT_CREATED_NOTICE = 'Welcome to Harbor! Your account has been created.';

/** /signup — create an account with full name, email and password. */
export default function SignupPage() {
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
  const redirectTarget = getRedirectTarget(location.search, location.state);
  const sharedComputer = useSharedComputerMode();
  usePageTitle(confirmationSentTo ? 'Check your email' : 'Create your account');

  if (status === 'signed-in' && !submitting) return <Navigate to={redirectTarget} replace />;
  async function handleSubmit({
    fullName,
    email,
    password,
    sharedComputer: shared,
  }: SignUpFormValues) {
    const trimmedEmail = email.trim();
    if (trimmedEmail === '' || password === '') {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    if (fullName.trim() === '') {
      setError(MISSING_FULL_NAME_MESSAGE);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const persistence = applySharedComputerChoice(shared);
      const result = await signUp(trimmedEmail, password, fullName.trim(), {
        emailRedirectTo: confirmationRedirect(redirectTarget, shared),
        persistence,
      });
      if (result.error) {
        setError(getAuthErrorMessage(result.error));
        setSubmitting(false);
        return;
      }
      if (result.confirmationRequired) {
        setConfirmationSentTo(trimmedEmail);
        setSubmitting(false);
        return;
      }
      // Stay "submitting" while leaving, so the signed-in redirect above does not race this one.
      navigate(redirectTarget, { replace: true, state: { notice: ACCOUNT_CREATED_NOTICE } });
    } catch (thrown) {
      setError(getAuthErrorMessage(thrown));
      setSubmitting(false);
    }
  }

  // Its links to the sign-in page pass on where this page would have sent the visitor.
  return (
    <AuthReturnTarget value={redirectTarget}>
      {confirmationSentTo ? (
        <CheckYourEmail
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
        <PageHeader
          title="Create your free account"
          headingRef={headingRef}
          intro="Join a community that understands. An account keeps your membership and lets you pick up where you left off — it's free, and we never share your details."
        />
        <SignUpForm
          onSubmit={handleSubmit}
          submitting={submitting}
          error={error}
          linkComponent={RouterLink}
          offerSharedComputer
          sharedComputerChecked={sharedComputer}
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
  email,
  redirectTarget,
  onUseAnotherEmail,
}: {
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
      setResendError(getAuthErrorMessage(error));
      setResend('idle');
    } else {
      setResend('sent');
    }
  }

  return (
    <>
      <PageHeader
        title="Check your email"
        headingRef={headingRef}
        intro={
          <>
            We sent a link to <strong>{email}</strong>. Open it to confirm your address and finish
            creating your account.
          </>
        }
      />
      <div className="harbor-form">
        <p>The link signs you in. After that, you can sign in with your email and password.</p>
        <p>
          Nothing there after a few minutes? Check your spam or junk folder, and make sure the
          address above is right.
        </p>
        <div role="status" className="harbor-form__status-region">
          {resend === 'sent' ? (
            <p className="harbor-form__status">
              We sent a new link to {email}. Only the newest link works.
            </p>
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
            {resend === 'sending' ? 'Sending…' : 'Send the link again'}
          </button>
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={onUseAnotherEmail}
          >
            Use a different email address
          </button>
        </div>
        <p className="harbor-form__switch">
          Already confirmed? <RouterLink href="/login">Sign in</RouterLink>
        </p>
      </div>
    </>
  );
}
