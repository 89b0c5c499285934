import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import {
  ErrorSummary,
  Section,
  SubmissionForm,
  TextArea,
  useFormSubmission,
  type FieldErrors,
} from '@harbor-help/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Reserved } from '../shared/load-state';
import { requestHardshipAccess, type HardshipGrant } from './hardship-access.data';
import {
  formatLongDate,
  HARDSHIP_DAYS,
  HARDSHIP_REASON_MAX_LENGTH,
  scheduledMessage,
} from './hardship-messages';
import '@harbor-help/ui/forms.css';
import '../shared/money.css';
import { HARDSHIP_SECTION_ID } from './hardship-offer';

export { HARDSHIP_SECTION_ID };

export const HARDSHIP_TITLE = 'Can’t afford it right now?';

const TIER_NAMES = { free: 'Free', basic: 'Basic', premium: 'Premium', vip: 'VIP' } as const;

/** The rules, the same for everyone, stated before anything is asked. */
function HardshipRules() {
  return (
    <div className="web-prose">
      <p>
        If money is tight, ask for <strong>Basic, free for {HARDSHIP_DAYS} days</strong>: the
        members&rsquo; library, the digital bundles and the Premium badge. No proof and no card
        &mdash; just tell us, if you like, what you need it for.
      </p>
      <ul>
        <li>It starts at once and ends by itself after {HARDSHIP_DAYS} days: nothing to cancel.</li>
        <li>
          New accounts wait one day, so we can keep the offer fair. If yours is newer, you can still
          ask now: it starts by itself once your account is a day old.
        </li>
        <li>
          One grant per account every 12 months. When it ends, you can ask again once 12 months have
          passed since your last grant started.
        </li>
        <li>Your account needs its email address confirmed.</li>
        <li>
          If you choose paid Basic while you have it, your first payment is taken only when your
          free time would have ended, so you don&rsquo;t lose a day. The free time is Basic only:
          Premium or VIP is paid for from the day you choose it.
        </li>
      </ul>
    </div>
  );
}

/**
 * "Can't afford it right now?": the rules, then, for a signed-in member without a plan, a short
 * form (what they need it for, optional) that asks the hardship-access function for Basic free
 * for 90 days. The Premium badge appears at once (refreshUserData). An account less than a day old
 * is told, as calmly, when its grant starts by itself (the server records it now). Signed-out
 * visitors are asked to sign in or create an account and come back here.
 */
export function HardshipAccessSection() {
  return (
    <Section title={HARDSHIP_TITLE} id={HARDSHIP_SECTION_ID}>
      <HardshipRules />
      <HardshipAccess />
    </Section>
  );
}

function HardshipAccess() {
  const { status, membership, hasMembershipAccess } = useAuth();
  const location = useLocation();
  const [granted, setGranted] = useState<HardshipGrant | null>(null);

  if (granted?.startsAt) return <HardshipScheduled {...granted} startsAt={granted.startsAt} />;
  if (granted) return <HardshipGranted {...granted} />;
  if (status === 'loading' || status === 'signed-out') {
    const back = encodeURIComponent(`${location.pathname}#${HARDSHIP_SECTION_ID}`);
    const signIn = (
      <p className="money-action">
        <Link to={`/login?redirectTo=${back}`}>Sign in</Link> or{' '}
        <Link to={`/signup?redirectTo=${back}`}>create a free account</Link>, then come back to this
        page to ask.
      </p>
    );
    // Until the account is known, the signed-out line holds its place (prerendered so).
    return status === 'loading' ? (
      <Reserved status="Checking your account…">{signIn}</Reserved>
    ) : (
      signIn
    );
  }
  if (hasMembershipAccess && membership) {
    if (membership.source === 'hardship') {
      return (
        <p className="money-current">
          <strong>
            You have hardship access: Basic, free
            {membership.endDate ? ` until ${formatLongDate(membership.endDate)}` : ''}.
          </strong>{' '}
          It ends by itself; there is nothing to cancel.
        </p>
      );
    }
    const tier = TIER_NAMES[membership.tier];
    return (
      <p className="money-current">
        You already have {tier}, so there is nothing to ask for. If paying has become hard, you can
        cancel under &ldquo;Manage your plan&rdquo; on your plan&rsquo;s page and ask for hardship
        access once it ends.
      </p>
    );
  }
  return <HardshipForm onGranted={setGranted} />;
}

function HardshipGranted({ endsAt, nextRequestAt }: { endsAt: string; nextRequestAt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="web-notice money-success" tabIndex={-1} role="status">
      <p>
        <strong>Done: you have Basic, free until {formatLongDate(endsAt)}.</strong>
      </p>
      <p>
        The Premium badge is on your account now, and the members&rsquo; library and bundles are
        open to you. It ends by itself on that date &mdash; nothing to cancel, no card. You can ask
        again from {formatLongDate(nextRequestAt)}.
      </p>
      <p>
        <Link to="/library">Open the library</Link>
      </p>
    </div>
  );
}

/**
 * An account less than a day old: the request is accepted and the grant starts by itself when the
 * account is a day old. Said as what happens next, not as a refusal.
 */
function HardshipScheduled({
  startsAt,
  endsAt,
  nextRequestAt,
  alreadyScheduled,
}: HardshipGrant & { startsAt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const message = scheduledMessage({
    startsAt,
    endsAt,
    nextRequestAt,
    alreadyScheduled: alreadyScheduled === true,
  });
  return (
    <div ref={ref} className="web-notice money-success" tabIndex={-1} role="status">
      <p>
        <strong>{message.title}</strong> {message.when}
      </p>
      <p>{message.after}</p>
    </div>
  );
}

interface HardshipValues {
  reason: string;
}

function checkReason({ reason }: HardshipValues): FieldErrors<HardshipValues> {
  return reason.trim().length > HARDSHIP_REASON_MAX_LENGTH
    ? {
        reason: `Please keep it to ${HARDSHIP_REASON_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
      }
    : {};
}

function HardshipForm({ onGranted }: { onGranted: (grant: HardshipGrant) => void }) {
  // Loaded when the form is sent, not to show it.
  const client = useSupabaseClientLoader();
  const { refreshUserData } = useAuth();
  const id = useId();
  const reasonId = `${id}-reason`;
  const form = useFormSubmission<HardshipValues, HardshipGrant>({
    initialValues: { reason: '' },
    validate: checkReason,
    focusOnInvalid: 'summary',
    submit: async ({ reason }) => {
      const result = await requestHardshipAccess(client, reason);
      if (!result.ok && result.error.code === null)
        console.error('Error asking for hardship access:', result.error.message);
      return result;
    },
    onSuccess: async (grant) => {
      // A grant that starts now shows the Premium badge at once; a scheduled one shows nothing
      // yet, and reading the account again keeps it as the server has it.
      await refreshUserData();
      onGranted(grant);
    },
    resetOnSuccess: false,
  });
  const fieldError = form.errors.reason ?? null;

  return (
    // Only shown once the sign-in check has run, so never without JavaScript; a failure is said in
    // the error summary, with the field's message.
    <SubmissionForm
      form={form}
      action="Asking for hardship access"
      className="harbor-form money-form"
      needsJavaScript={false}
      failureAt={null}
      submit={{ label: `Get Basic free for ${HARDSHIP_DAYS} days` }}
    >
      <ErrorSummary
        title="We couldn’t give you hardship access"
        headingLevel={3}
        focusKey={`${form.failedChecks}-${form.failures}`}
        description={(fieldError ?? form.failure) ? <p>{fieldError ?? form.failure}</p> : null}
        errors={fieldError ? [{ fieldId: reasonId, message: 'Go to what you need it for' }] : []}
      >
        {fieldError ? null : <p>What you wrote is still here.</p>}
      </ErrorSummary>
      <TextArea
        id={reasonId}
        label="What do you need it for?"
        name="reason"
        optional
        maxLength={HARDSHIP_REASON_MAX_LENGTH}
        hint="A few words help us understand what members need. No proof needed; only the Harbor team can read it."
        value={form.values.reason}
        onChange={(value) => form.setValue('reason', value)}
        error={fieldError}
        errorPrefix={null}
      />
    </SubmissionForm>
  );
}
