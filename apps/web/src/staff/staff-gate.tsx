/**
 * The door of the team's console (issue 26), used by every console page through `StaffConsole`:
 * signed out, a sign-in form; signed in with a password only, the authenticator's code (or, for
 * staff with no authenticator yet, enrolling one); not staff, "This area is for Harbor's team."
 * with nothing else. What the person may see is decided by the server (`readStaffAccess`): the
 * console's data is read under the same JWT, through row-level security that requires aal2.
 */
import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import {
  FormField,
  LoadError,
  LoadingScreen,
  PageHeader,
  SignInForm,
  useLoad,
  type SignInFormValues,
} from '@harbor-help/ui';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { getAuthErrorMessage } from '../account/auth-error-message';
import { usePageTitle } from '../app/use-page-title';
import type { ClientSource } from '../data/client';
import { RouterLink } from '../shared/router-link';
import {
  enrolAuthenticator,
  readStaffAccess,
  verifyCode,
  type Enrolment,
  type StaffRole,
} from './staff-access.data';

/** A staff member the server let in: at aal2, with their role. */
export interface StaffMember {
  role: StaffRole;
  email: string;
}

export const NOT_STAFF_TITLE = "This area is for Harbor's team.";
export const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
export const ACCESS_LOAD_ERROR = "We couldn't check your access to the team's console.";

export interface StaffGateProps {
  /** The console, for a staff member at aal2. */
  children: (staff: StaffMember) => ReactNode;
}

export function StaffGate({ children }: StaffGateProps) {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingScreen label="Checking your access…" />;
  if (status === 'signed-out' || !user) return <StaffSignIn />;
  // A new person signed in: a new check.
  return <SignedInGate key={user.id}>{children}</SignedInGate>;
}

function SignedInGate({ children }: StaffGateProps) {
  const getClient = useSupabaseClientLoader() as ClientSource;
  const load = useCallback(() => readStaffAccess(getClient), [getClient]);
  const { state, retry } = useLoad(load);

  if (state.status === 'loading') return <LoadingScreen label="Checking your access…" />;
  if (state.status === 'error')
    return (
      <>
        <PageHeader title="The team's console" />
        <LoadError message={`${ACCESS_LOAD_ERROR} ${state.error.message}`} onRetry={retry} />
      </>
    );
  const access = state.value;
  switch (access.kind) {
    case 'not-staff':
      return <NotStaff />;
    case 'needs-code':
      return <CodeStep factorId={access.factorId} client={getClient} onVerified={retry} />;
    case 'needs-enrolment':
      return <EnrolStep client={getClient} onVerified={retry} />;
    case 'staff':
      return <>{children({ role: access.role, email: access.email })}</>;
  }
}

function StaffSignIn() {
  usePageTitle('Team console: sign in');
  const { signIn } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit({ email, password }: SignInFormValues) {
    setSubmitting(true);
    setError(null);
    try {
      const result = await signIn(email.trim(), password);
      if (result.error) setError(getAuthErrorMessage(result.error));
    } catch (thrown) {
      setError(getAuthErrorMessage(thrown));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Sign in to the team's console"
        intro="For Harbor's team. After your password, you'll enter the code from your authenticator app."
      />
      <SignInForm
        onSubmit={handleSubmit}
        submitting={submitting}
        error={error}
        linkComponent={RouterLink}
        signUpLink={null}
      />
    </>
  );
}

function NotStaff() {
  usePageTitle("The team's console");
  const { signOut } = useAuth();
  return (
    <>
      <PageHeader
        title={NOT_STAFF_TITLE}
        intro="Your account isn't part of Harbor's team, so there is nothing for you here."
      />
      <p>
        <Link to="/">Go to Harbor&apos;s home page</Link> or{' '}
        <Link to="/get-help">get help now</Link>.
      </p>
      <p>
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => void signOut()}
        >
          Sign out
        </button>
      </p>
    </>
  );
}

interface CodeFormProps {
  /** Checks the code; resolves with the sentence to show when it is refused, or null. */
  check: (code: string) => Promise<string | null>;
  submitLabel: string;
}

/** The six-digit code's field and button; a refused code is said, and the field focused. */
function CodeForm({ check, submitLabel }: CodeFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // A refused code: the field takes focus again, so the message under it is read.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) inputRef.current?.focus();
  }, [refusals]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setError(null);
    const problem = await check(code);
    setChecking(false);
    if (problem) {
      setError(problem);
      setRefusals((count) => count + 1);
    }
  }

  return (
    <form
      className="harbor-form staff-code-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField
        id={`${id}-code`}
        name="code"
        label={CODE_LABEL}
        hint="The app shows a new code every 30 seconds."
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        value={code}
        onChange={setCode}
        error={error}
        inputRef={inputRef}
        required
      />
      <button type="submit" className="harbor-button" aria-disabled={checking || undefined}>
        {checking ? 'Checking…' : submitLabel}
      </button>
    </form>
  );
}

function CodeStep({
  factorId,
  client,
  onVerified,
}: {
  factorId: string;
  client: ClientSource;
  onVerified: () => void;
}) {
  usePageTitle('Team console: your code');
  const { signOut } = useAuth();
  const check = useCallback(
    async (code: string) => {
      const result = await verifyCode(client, factorId, code);
      if (!result.ok) return result.error.message;
      onVerified();
      return null;
    },
    [client, factorId, onVerified],
  );
  return (
    <>
      <PageHeader
        title="Your second step"
        intro="Open the authenticator app you set up for Harbor's team console."
      />
      <CodeForm check={check} submitLabel="Continue" />
      <p>
        <button type="button" className="harbor-link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </p>
    </>
  );
}

function EnrolStep({ client, onVerified }: { client: ClientSource; onVerified: () => void }) {
  usePageTitle('Team console: set up your authenticator');
  const enrol = useCallback(() => enrolAuthenticator(client), [client]);
  const { state, retry } = useLoad(enrol);
  const check = useCallback(
    async (factorId: string, code: string) => {
      const result = await verifyCode(client, factorId, code);
      if (!result.ok) return result.error.message;
      onVerified();
      return null;
    },
    [client, onVerified],
  );

  return (
    <>
      <PageHeader
        title="Set up your authenticator app"
        intro="The team's console asks for a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator, 2FAS or a password manager) each time you sign in. You set it up once."
      />
      {state.status === 'loading' ? (
        <LoadingScreen label="Preparing your authenticator key…" />
      ) : state.status === 'error' ? (
        <LoadError
          message={`We couldn't prepare your authenticator key. ${state.error.message}`}
          onRetry={retry}
        />
      ) : (
        <EnrolmentSteps enrolment={state.value} check={check} />
      )}
    </>
  );
}

function EnrolmentSteps({
  enrolment,
  check,
}: {
  enrolment: Enrolment;
  check: (factorId: string, code: string) => Promise<string | null>;
}) {
  const checkThis = useCallback(
    (code: string) => check(enrolment.factorId, code),
    [check, enrolment.factorId],
  );
  return (
    <ol className="staff-enrol">
      <li>
        <p>In your authenticator app, add an account and scan this code:</p>
        <img
          className="staff-enrol__qr"
          src={enrolment.qrCode}
          width={200}
          height={200}
          alt="QR code holding your authenticator key for Harbor's team console"
        />
        <p>
          Or type this key into the app by hand:{' '}
          <code className="staff-enrol__secret">{enrolment.secret}</code>
        </p>
      </li>
      <li>
        <p>Then enter the code the app shows, to check it works.</p>
        <CodeForm check={checkThis} submitLabel="Check the code and continue" />
      </li>
    </ol>
  );
}
