import { useAuth } from '@harbor-help/auth';
import {
  LoadingScreen,
  MISSING_CREDENTIALS_MESSAGE,
  NewPasswordForm,
  PageHeader,
  PasswordResetRequestForm,
  SignInForm,
  type NavItem,
  type SignInFormValues,
} from '@harbor-help/ui';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { getAuthErrorMessage } from '../auth-error-message';
import { AuthReturnTarget, RouterLink } from '../../shared/router-link';
import { getRedirectTarget } from '../../shared/safe-redirect';
import { applySharedComputerChoice } from '../shared-computer-sign-in';
import { usePageMeta } from '../../app/use-page-title';
import { useSharedComputerMode } from '../use-shared-computer-mode';
import { DeviceSafetyDetails } from '../quick-exit-limits';

/** A page's title, its heading and the paragraph under it. */
interface PageWords {
  /** The document title ("… — Harbor"). */
  pageTitle: string;
  title: string;
  intro: string;
}

/**
 * What the sign-in page says and where it links, in one language: English here
 * (`LOGIN_WORDS`), Spanish in login-es.tsx (issue 25). The form's own words are the kit's, in
 * the language of the nearest `UiLocaleProvider`.
 */
export interface LoginWords {
  /** This page, where "Forgot your password?" and "Back to sign in" lead. */
  loginPath: string;
  /** Where the visitor goes when nothing says where they came from. */
  homePath: string;
  /** The `<meta name="description">`, when the page has its own. */
  description?: string;
  signIn: PageWords;
  /** Under the form: "Don't have an account? Get Started" (the kit's words when left out). */
  signUpLink?: NavItem;
  resetRequest: PageWords;
  expiredLink: PageWords;
  /** "Remembered it?" before the link back to sign in. */
  remembered: string;
  backToSignIn: string;
  newPassword: PageWords;
  /** Shown on `homePath` after a new password is saved. */
  passwordUpdated: string;
  missingCredentials: string;
  /** What a failed call to the service means, for the visitor. */
  authError(error: unknown): string;
  /** "Using a phone or computer someone else checks?", folded under the form. */
  deviceSafety: ReactNode;
}

export const LOGIN_WORDS: LoginWords = {
  loginPath: '/login',
  homePath: '/',
  signIn: {
    pageTitle: 'Sign in',
    title: 'Sign in to Harbor',
    intro:
      'Welcome back. Sign in to pick up where you left off — your membership and resources are waiting for you.',
  },
  resetRequest: {
    pageTitle: 'Reset your password',
    title: 'Reset your password',
    intro:
      "Enter the email address you signed up with and we'll send you a link to choose a new password. It happens to everyone.",
  },
  expiredLink: {
    pageTitle: 'Reset link expired',
    title: 'This reset link has expired',
    intro:
      "Reset links work once and only for a limited time. Enter your email address and we'll send you a fresh one.",
  },
  remembered: 'Remembered it?',
  backToSignIn: 'Back to sign in',
  newPassword: {
    pageTitle: 'Choose a new password',
    title: 'Choose a new password',
    intro:
      "Pick a password you don't use anywhere else. Once it's saved, you'll stay signed in and we'll take you to the home page.",
  },
  passwordUpdated: 'Your password has been updated.',
  missingCredentials: MISSING_CREDENTIALS_MESSAGE,
  authError: getAuthErrorMessage,
  deviceSafety: <DeviceSafetyDetails />,
};

/**
 * /login — sign in; `?mode=reset` asks for a reset email; `?mode=update` (where the reset email's
 * link lands, with a PASSWORD_RECOVERY session) sets a new password.
 */
export default function LoginPage() {
  return <Login words={LOGIN_WORDS} />;
}

/** The sign-in page, its password reset and its new password, in `words`' language. */
export function Login({ words }: { words: LoginWords }) {
  const { status, isPasswordRecovery } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const redirectTarget = getRedirectTarget(location.search, location.state, words.homePath);

  if (isPasswordRecovery || (mode === 'update' && status === 'signed-in'))
    return <NewPasswordView words={words} />;
  if (mode === 'update')
    return status === 'loading' ? (
      <LoadingScreen />
    ) : (
      <ResetRequestView words={words} linkExpired />
    );
  if (mode === 'reset') return <ResetRequestView words={words} linkExpired={false} />;
  if (status === 'signed-in') return <Navigate to={redirectTarget} replace />;
  // Its link to the sign-up page passes on where this page would have sent the visitor.
  return (
    <AuthReturnTarget value={redirectTarget}>
      <SignInView words={words} redirectTarget={redirectTarget} />
    </AuthReturnTarget>
  );
}

/** The page's title and description, and its heading with the paragraph under it. */
function Heading({ words, page }: { words: LoginWords; page: PageWords }) {
  usePageMeta({ title: page.pageTitle, description: words.description });
  return <PageHeader title={page.title} intro={page.intro} />;
}

function SignInView({ words, redirectTarget }: { words: LoginWords; redirectTarget: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sharedComputer = useSharedComputerMode();

  async function handleSubmit({ email, password, sharedComputer: shared }: SignInFormValues) {
    const trimmedEmail = email.trim();
    if (trimmedEmail === '' || password === '') {
      setError(words.missingCredentials);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const persistence = applySharedComputerChoice(shared);
      const result = await signIn(trimmedEmail, password, { persistence });
      if (result.error) {
        setError(words.authError(result.error));
        return;
      }
      navigate(redirectTarget, { replace: true });
    } catch (thrown) {
      setError(words.authError(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <Heading words={words} page={words.signIn} />
      <SignInForm
        onSubmit={handleSubmit}
        submitting={submitting}
        error={error}
        onForgotPassword={() => navigate(`${words.loginPath}?mode=reset`)}
        linkComponent={RouterLink}
        offerSharedComputer
        sharedComputerChecked={sharedComputer}
        {...(words.signUpLink ? { signUpLink: words.signUpLink } : {})}
      />
      {words.deviceSafety}
    </>
  );
}

function ResetRequestView({ words, linkExpired }: { words: LoginWords; linkExpired: boolean }) {
  const { requestPasswordReset } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function handleSubmit({ email }: { email: string }) {
    setSubmitting(true);
    setError(null);
    try {
      // Where the email's link lands; read here, in the handler, never during render.
      const redirectTo = `${window.location.origin}${words.loginPath}?mode=update`;
      const result = await requestPasswordReset(email.trim(), redirectTo);
      if (result.error) setError(words.authError(result.error));
      else setSent(true);
    } catch (thrown) {
      setError(words.authError(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <Heading words={words} page={linkExpired ? words.expiredLink : words.resetRequest} />
      <PasswordResetRequestForm
        onSubmit={handleSubmit}
        submitting={submitting}
        error={error}
        sent={sent}
      />
      <p className="web-switch">
        {words.remembered} <Link to={words.loginPath}>{words.backToSignIn}</Link>
      </p>
    </>
  );
}

function NewPasswordView({ words }: { words: LoginWords }) {
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit({ password }: { password: string }) {
    setSubmitting(true);
    setError(null);
    try {
      const result = await updatePassword(password);
      if (result.error) {
        setError(words.authError(result.error));
        return;
      }
      navigate(words.homePath, { replace: true, state: { notice: words.passwordUpdated } });
    } catch (thrown) {
      setError(words.authError(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <Heading words={words} page={words.newPassword} />
      <NewPasswordForm onSubmit={handleSubmit} submitting={submitting} error={error} />
    </>
  );
}
