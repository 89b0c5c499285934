import { useAuth } from '@harbor-help/auth';
import {
  LoadingScreen,
  MISSING_CREDENTIALS_MESSAGE,
  NewPasswordForm,
  PageHeader,
  PasswordResetRequestForm,
  SignInForm,
  type SignInFormValues,
} from '@harbor-help/ui';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { getAuthErrorMessage } from '../auth-error-message';
import { AuthReturnTarget, RouterLink } from '../../shared/router-link';
import { getRedirectTarget } from '../../shared/safe-redirect';
import { applySharedComputerChoice } from '../shared-computer-sign-in';
import { usePageTitle } from '../../app/use-page-title';
import { useSharedComputerMode } from '../use-shared-computer-mode';
import { DeviceSafetyDetails } from '../quick-exit-limits';

/** Shown on / after a new password is saved. */
const PASSWORD_UPDATED_NOTICE = 'Your password has been updated.';

/**
 * /login — sign in; `?mode=reset` asks for a reset email; `?mode=update` (where the reset email's
 * link lands, with a PASSWORD_RECOVERY session) sets a new password.
 */
export default function LoginPage() {
  const { status, isPasswordRecovery } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const redirectTarget = getRedirectTarget(location.search, location.state);

  if (isPasswordRecovery || (mode === 'update' && status === 'signed-in'))
    return <NewPasswordView />;
  if (mode === 'update')
    return status === 'loading' ? <LoadingScreen /> : <ResetRequestView linkExpired />;
  if (mode === 'reset') return <ResetRequestView linkExpired={false} />;
  if (status === 'signed-in') return <Navigate to={redirectTarget} replace />;
  // Its link to the sign-up page passes on where this page would have sent the visitor.
  return (
    <AuthReturnTarget value={redirectTarget}>
      <SignInView redirectTarget={redirectTarget} />
    </AuthReturnTarget>
  );
}

function SignInView({ redirectTarget }: { redirectTarget: string }) {
  usePageTitle('Sign in');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sharedComputer = useSharedComputerMode();

  async function handleSubmit({ email, password, sharedComputer: shared }: SignInFormValues) {
    const trimmedEmail = email.trim();
    if (trimmedEmail === '' || password === '') {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const persistence = applySharedComputerChoice(shared);
      const result = await signIn(trimmedEmail, password, { persistence });
      if (result.error) {
        setError(getAuthErrorMessage(result.error));
        return;
      }
      navigate(redirectTarget, { replace: true });
    } catch (thrown) {
      setError(getAuthErrorMessage(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Sign in to Harbor"
        intro="Welcome back. Sign in to pick up where you left off — your membership and resources are waiting for you."
      />
      <SignInForm
        onSubmit={handleSubmit}
        submitting={submitting}
        error={error}
        onForgotPassword={() => navigate('/login?mode=reset')}
        linkComponent={RouterLink}
        offerSharedComputer
        sharedComputerChecked={sharedComputer}
      />
      <DeviceSafetyDetails />
    </>
  );
}

function ResetRequestView({ linkExpired }: { linkExpired: boolean }) {
  usePageTitle(linkExpired ? 'Reset link expired' : 'Reset your password');
  const { requestPasswordReset } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function handleSubmit({ email }: { email: string }) {
    setSubmitting(true);
    setError(null);
    try {
      // Where the email's link lands; read here, in the handler, never during render.
      const redirectTo = `${window.location.origin}/login?mode=update`;
      const result = await requestPasswordReset(email.trim(), redirectTo);
      if (result.error) setError(getAuthErrorMessage(result.error));
      else setSent(true);
    } catch (thrown) {
      setError(getAuthErrorMessage(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      {linkExpired ? (
        <PageHeader
          title="This reset link has expired"
          intro="Reset links work once and only for a limited time. Enter your email address and we'll send you a fresh one."
        />
      ) : (
        <PageHeader
          title="Reset your password"
          intro="Enter the email address you signed up with and we'll send you a link to choose a new password. It happens to everyone."
        />
      )}
      <PasswordResetRequestForm
        onSubmit={handleSubmit}
        submitting={submitting}
        error={error}
        sent={sent}
      />
      <p className="web-switch">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}

function NewPasswordView() {
  usePageTitle('Choose a new password');
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
        setError(getAuthErrorMessage(result.error));
        return;
      }
      navigate('/', { replace: true, state: { notice: PASSWORD_UPDATED_NOTICE } });
    } catch (thrown) {
      setError(getAuthErrorMessage(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Choose a new password"
        intro="Pick a password you don't use anywhere else. Once it's saved, you'll stay signed in and we'll take you to the home page."
      />
      <NewPasswordForm onSubmit={handleSubmit} submitting={submitting} error={error} />
    </>
  );
}
