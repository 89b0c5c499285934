import { useAuth } from '@harbor/auth';
import { MISSING_CREDENTIALS_MESSAGE, PageHeader, SignUpForm } from '@harbor/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getAuthErrorMessage } from '../auth-error-message';
import { ACCOUNT_CREATED_NOTICE, MISSING_FULL_NAME_MESSAGE } from '../auth-messages';
import { RouterLink } from '../router-link';
import { getRedirectTarget } from '../safe-redirect';
import { usePageTitle } from '../use-page-title';

/** /signup — create an account with full name, email and password. */
export default function SignupPage() {
  usePageTitle('Create your account');
  const { status, signUp } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirectTarget = getRedirectTarget(location.search, location.state);

  if (status === 'signed-in' && !submitting) return <Navigate to={redirectTarget} replace />;

  async function handleSubmit({
    fullName,
    email,
    password,
  }: {
    fullName: string;
    email: string;
    password: string;
  }) {
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
      const result = await signUp(trimmedEmail, password, fullName.trim());
      if (result.error) {
        setError(getAuthErrorMessage(result.error));
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

  return (
    <>
      <PageHeader
        title="Create your free account"
        intro="Join a community that understands. An account keeps your membership and lets you pick up where you left off — it's free, and we never share your details."
      />
      <SignUpForm
        onSubmit={handleSubmit}
        submitting={submitting}
        error={error}
        linkComponent={RouterLink}
      />
    </>
  );
}
