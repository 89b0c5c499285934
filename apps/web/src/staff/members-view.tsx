/**
 * The console's members page (issue 26): find an account by email, see its memberships (tier,
 * source, dates, active), its hardship grants as counts and dates (their reasons for admins
 * only), a paid member's customer in the Stripe dashboard (never card details), and grant or end
 * a complimentary membership with an end date and a reason. Every change is in the audit trail.
 */
import { useSupabaseClient } from '@harbor-help/auth';
import { FieldError, FormField, Hint, SelectField, TextArea } from '@harbor-help/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  endComp,
  findMembers,
  grantComp,
  readMember,
  stripeCustomerUrl,
  type CompTier,
  type MemberDetail,
  type MemberMatch,
  type StaffRole,
} from './console.data';
import { formatDate, SOURCE_NAMES, TIER_NAMES } from './console-format';
import './console-pages.css';

export const COMP_REASON_MAX_LENGTH = 500;

const TIER_OPTIONS = [
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'vip', label: 'VIP' },
] as const;

/** Today + `days` as a date input's value (YYYY-MM-DD, local time). */
function dayInput(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function MembersView({ role }: { role: StaffRole }) {
  const client = useSupabaseClient();
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [matches, setMatches] = useState<MemberMatch[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    setSearching(true);
    setSearchError(null);
    const result = await findMembers(client, query);
    setSearching(false);
    if (result.ok) {
      setMatches(result.data);
      setSelected(result.data.length === 1 ? (result.data[0]?.user_id ?? null) : null);
    } else {
      setMatches(null);
      setSearchError(result.error.message);
    }
  }

  return (
    <div className="staff-page">
      <form
        role="search"
        aria-label="Find a member"
        className="staff-page__search"
        onSubmit={search}
      >
        <FormField
          id="member-email"
          name="email"
          type="search"
          label="Email address, or part of it"
          hint="At least 3 characters."
          value={query}
          onChange={setQuery}
          autoComplete="off"
          error={searchError}
        />
        <button type="submit" className="harbor-button harbor-button--primary" disabled={searching}>
          {searching ? 'Finding…' : 'Find'}
        </button>
      </form>
      <div role="status" className="staff-page__status">
        {matches === null
          ? ''
          : matches.length === 0
            ? 'No account matches that email.'
            : `${matches.length} ${matches.length === 1 ? 'account matches' : 'accounts match'}.`}
      </div>
      {matches && matches.length > 1 ? (
        <ul className="staff-page__matches">
          {matches.map((match) => (
            <li key={match.user_id}>
              <button
                type="button"
                className="harbor-link-button"
                aria-pressed={selected === match.user_id}
                onClick={() => setSelected(match.user_id)}
              >
                {match.email}
              </button>{' '}
              —{' '}
              {match.tier
                ? `${TIER_NAMES[match.tier] ?? match.tier}, ${SOURCE_NAMES[match.source ?? ''] ?? match.source}`
                : 'no membership'}
            </li>
          ))}
        </ul>
      ) : null}
      {selected ? <MemberPanel key={selected} userId={selected} role={role} /> : null}
    </div>
  );
}

function MemberPanel({ userId, role }: { userId: string; role: StaffRole }) {
  const client = useSupabaseClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [member, setMember] = useState<MemberDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void readMember(client, userId).then((result) => {
      if (!live) return;
      if (result.ok) {
        setMember(result.data);
        setError(null);
      } else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [client, userId, version]);

  const firstLoad = member !== null;
  useEffect(() => {
    if (firstLoad) headingRef.current?.focus();
  }, [firstLoad]);

  if (error && !member) {
    return (
      <div role="alert" className="harbor-load-error">
        <p>{error}</p>
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => setVersion((v) => v + 1)}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!member) return <p>Loading the member…</p>;

  const runningComp = member.memberships.find((m) => m.is_active && m.comp && !m.comp.ended_at);
  const paid = member.memberships.find((m) => m.source === 'stripe' && m.is_active);

  async function end(membershipId: string) {
    const result = await endComp(client, membershipId);
    if (result.ok) {
      setNotice('The complimentary membership has ended. The member no longer has access from it.');
      setVersion((v) => v + 1);
    } else setNotice(result.error.message);
  }

  return (
    <section className="staff-page__member" aria-labelledby="member-heading">
      <h2 id="member-heading" ref={headingRef} tabIndex={-1}>
        {member.email}
      </h2>
      <dl className="staff-page__facts">
        <dt>Name</dt>
        <dd>{member.full_name ?? '—'}</dd>
        <dt>Account created</dt>
        <dd>{formatDate(member.created_at)}</dd>
        <dt>Stripe</dt>
        <dd>
          {member.stripe_customer_id ? (
            <a href={stripeCustomerUrl(member.stripe_customer_id)} target="_blank" rel="noreferrer">
              Open this customer in the Stripe dashboard
              <span className="harbor-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            'No paid plan'
          )}
        </dd>
      </dl>

      <h3>Memberships</h3>
      {member.memberships.length === 0 ? (
        <p>No memberships.</p>
      ) : (
        <div className="staff-table" role="region" aria-label="Memberships" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col">Source</th>
                <th scope="col">Starts</th>
                <th scope="col">Ends</th>
                <th scope="col">Active</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {member.memberships.map((m) => (
                <tr key={m.id}>
                  <td>{TIER_NAMES[m.tier] ?? m.tier}</td>
                  <td>{m.comp ? 'Complimentary' : (SOURCE_NAMES[m.source] ?? m.source)}</td>
                  <td>{formatDate(m.start_date)}</td>
                  <td>{formatDate(m.end_date)}</td>
                  <td>{m.is_active ? 'Yes' : 'No'}</td>
                  <td>
                    {m.comp
                      ? `Reason: ${m.comp.reason}`
                      : m.stripe_status
                        ? `Stripe: ${m.stripe_status}`
                        : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>Hardship grants</h3>
      <p>
        {member.hardship.count === 0
          ? 'None.'
          : `${member.hardship.count} ${member.hardship.count === 1 ? 'grant' : 'grants'}.`}
        {role !== 'admin' && member.hardship.count > 0
          ? ' What members wrote is shown to admins only.'
          : ''}
      </p>
      {member.hardship.grants.length > 0 ? (
        <ul>
          {member.hardship.grants.map((grant) => (
            <li key={grant.granted_at}>
              {formatDate(grant.granted_at)} to {formatDate(grant.ends_at)}
              {role === 'admin' && grant.reason ? <> — “{grant.reason}”</> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <h3>Complimentary membership</h3>
      <div role="status" className="staff-page__status">
        {notice}
      </div>
      {runningComp ? (
        <p>
          {TIER_NAMES[runningComp.tier] ?? runningComp.tier} until{' '}
          {formatDate(runningComp.end_date)}.{' '}
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={() => void end(runningComp.id)}
          >
            End complimentary membership now
          </button>
        </p>
      ) : paid ? (
        <p>This member pays through Stripe. Change their plan in the Stripe dashboard.</p>
      ) : (
        <GrantCompForm
          userId={member.user_id}
          onGranted={(message) => {
            setNotice(message);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </section>
  );
}

function GrantCompForm({
  userId,
  onGranted,
}: {
  userId: string;
  onGranted: (message: string) => void;
}) {
  const client = useSupabaseClient();
  const formId = useId();
  const [tier, setTier] = useState<CompTier>('premium');
  const [endsOn, setEndsOn] = useState(() => dayInput(30));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ endsOn?: string; reason?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!endsOn || endsOn < dayInput(1)) next.endsOn = 'Choose an end date after today.';
    if (!reason.trim()) next.reason = 'Say why this membership is given.';
    setErrors(next);
    if (next.endsOn || next.reason) {
      document.getElementById(next.endsOn ? `${formId}-ends` : `${formId}-reason`)?.focus();
      return;
    }
    setSending(true);
    // The end of the chosen day, in the staff member's time zone.
    const endsAt = new Date(`${endsOn}T23:59:59`).toISOString();
    const result = await grantComp(client, { userId, tier, endsAt, reason: reason.trim() });
    setSending(false);
    if (result.ok) {
      onGranted(`Complimentary ${TIER_NAMES[tier]} granted until ${formatDate(endsAt)}.`);
    } else {
      setErrors({ form: result.error.message });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const endsError = errors.endsOn;
  return (
    <form
      className="staff-page__form"
      noValidate
      onSubmit={submit}
      aria-label="Grant a complimentary membership"
    >
      {errors.form ? (
        <div ref={alertRef} className="harbor-form__alert" role="alert" tabIndex={-1}>
          {errors.form}
        </div>
      ) : null}
      <SelectField
        id={`${formId}-tier`}
        name="tier"
        label="Tier"
        value={tier}
        onChange={(value) => setTier(value as CompTier)}
        options={TIER_OPTIONS}
        required
      />
      <div className="harbor-field">
        <label className="harbor-field__label" htmlFor={`${formId}-ends`}>
          Ends on
        </label>
        <Hint id={`${formId}-ends-hint`}>Access ends at the end of this day.</Hint>
        <input
          id={`${formId}-ends`}
          name="ends_on"
          type="date"
          className="harbor-field__input"
          min={dayInput(1)}
          value={endsOn}
          onChange={(event) => setEndsOn(event.target.value)}
          required
          aria-invalid={endsError ? true : undefined}
          aria-describedby={`${formId}-ends-hint${endsError ? ` ${formId}-ends-error` : ''}`}
        />
        <FieldError id={`${formId}-ends-error`} message={endsError} />
      </div>
      <TextArea
        id={`${formId}-reason`}
        name="reason"
        label="Reason"
        hint="Seen by staff and kept in the audit trail."
        value={reason}
        onChange={setReason}
        rows={3}
        maxLength={COMP_REASON_MAX_LENGTH}
        required
        error={errors.reason}
      />
      <button type="submit" className="harbor-button harbor-button--primary" disabled={sending}>
        {sending ? 'Granting…' : 'Grant complimentary membership'}
      </button>
    </form>
  );
}
