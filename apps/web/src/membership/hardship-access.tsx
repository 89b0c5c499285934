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
import { useLocation } from 'react-router';
import { Reserved } from '../shared/load-state';
import { requestHardshipAccess, type HardshipGrant } from './hardship-access.data';
import { formatLongDate, HARDSHIP_REASON_MAX_LENGTH } from './hardship-messages';
import '@harbor-help/ui/forms.css';
import '../shared/money.css';
import { HARDSHIP_SECTION_ID, MEMBERSHIP_WORDS, useMembershipWords } from './membership-words';

export { HARDSHIP_SECTION_ID };

/** The section's title on English pages. */
export const HARDSHIP_TITLE = MEMBERSHIP_WORDS.hardship.title;

/** The rules, the same for everyone, stated before anything is asked. */
function HardshipRules() {
  return <div className="web-prose">{useMembershipWords().hardship.rules}</div>;
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
    <Section title={useMembershipWords().hardship.title} id={HARDSHIP_SECTION_ID}>
      <HardshipRules />
      <HardshipAccess />
    </Section>
  );
}

function HardshipAccess() {
  const { status, membership, hasMembershipAccess } = useAuth();
  const location = useLocation();
  const { hardship: words, action, paths, tierNames, dateLocale } = useMembershipWords();
  const [granted, setGranted] = useState<HardshipGrant | null>(null);

  if (granted?.startsAt) return <HardshipScheduled {...granted} startsAt={granted.startsAt} />;
  if (granted) return <HardshipGranted {...granted} />;
  if (status === 'loading' || status === 'signed-out') {
    const back = encodeURIComponent(`${location.pathname}#${HARDSHIP_SECTION_ID}`);
    const signIn = (
      <p className="money-action">
        {words.signIn(`${paths.login}?redirectTo=${back}`, `${paths.signup}?redirectTo=${back}`)}
      </p>
    );
    // Until the account is known, the signed-out line holds its place (prerendered so).
    return status === 'loading' ? <Reserved status={action.checking}>{signIn}</Reserved> : signIn;
  }
  if (hasMembershipAccess && membership) {
    if (membership.source === 'hardship') {
      return (
        <p className="money-current">
          {words.hasGrant(
            membership.endDate ? formatLongDate(membership.endDate, dateLocale) : null,
          )}
        </p>
      );
    }
    return <p className="money-current">{words.hasPlan(tierNames[membership.tier])}</p>;
  }
  return <HardshipForm onGranted={setGranted} />;
}

function HardshipGranted({ endsAt, nextRequestAt }: { endsAt: string; nextRequestAt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { hardship, dateLocale } = useMembershipWords();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="web-notice money-success" tabIndex={-1} role="status">
      {hardship.granted(
        formatLongDate(endsAt, dateLocale),
        formatLongDate(nextRequestAt, dateLocale),
      )}
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
  const { scheduled } = useMembershipWords().hardship;
  useEffect(() => ref.current?.focus(), []);
  const message = scheduled({
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

function checkReason({ reason }: HardshipValues, tooLong: string): FieldErrors<HardshipValues> {
  return reason.trim().length > HARDSHIP_REASON_MAX_LENGTH ? { reason: tooLong } : {};
}

function HardshipForm({ onGranted }: { onGranted: (grant: HardshipGrant) => void }) {
  // Loaded when the form is sent, not to show it.
  const client = useSupabaseClientLoader();
  const { refreshUserData } = useAuth();
  const words = useMembershipWords().hardship;
  const id = useId();
  const reasonId = `${id}-reason`;
  const form = useFormSubmission<HardshipValues, HardshipGrant>({
    initialValues: { reason: '' },
    validate: (values) => checkReason(values, words.tooLong),
    focusOnInvalid: 'summary',
    submit: async ({ reason }) => {
      const result = await requestHardshipAccess(client, reason, words);
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
      action={words.action}
      className="harbor-form money-form"
      needsJavaScript={false}
      failureAt={null}
      submit={{ label: words.submit }}
    >
      <ErrorSummary
        title={words.errorTitle}
        headingLevel={3}
        focusKey={`${form.failedChecks}-${form.failures}`}
        description={(fieldError ?? form.failure) ? <p>{fieldError ?? form.failure}</p> : null}
        errors={fieldError ? [{ fieldId: reasonId, message: words.goToReason }] : []}
      >
        {fieldError ? null : <p>{words.stillHere}</p>}
      </ErrorSummary>
      <TextArea
        id={reasonId}
        label={words.label}
        name="reason"
        optional
        maxLength={HARDSHIP_REASON_MAX_LENGTH}
        hint={words.hint}
        value={form.values.reason}
        onChange={(value) => form.setValue('reason', value)}
        error={fieldError}
        errorPrefix={null}
      />
    </SubmissionForm>
  );
}
