import { useSupabaseClient } from '@harbor/auth';
import { FormNeedsConnection, FormNeedsJavaScript, PageHeader, Section } from '@harbor/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { subscribeToNewsletter } from '../../data/newsletter';
import { checkEmailAddress } from '../../shared/email-address';
import { useFocusAfterRender } from '../../shared/use-focus-after-render';
import { MoneyField } from '../../shared/form-field';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

export const CONSENT_REQUIRED_MESSAGE = 'Tick this box to agree to receive the newsletter.';

type Outcome = 'subscribed' | 'already-subscribed';

export default function MailerliteFormPage() {
  usePageTitle(
    'Newsletter',
    "Sign up for Harbor's newsletter: one short email a month with new guides, resources and stories. Unsubscribe any time.",
  );
  const client = useSupabaseClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [consent, setConsent] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const emailRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const consentErrorId = `${id}-consent-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const foundEmailError = checkEmailAddress(email);
    const foundConsentError = consent ? null : CONSENT_REQUIRED_MESSAGE;
    setEmailError(foundEmailError);
    setConsentError(foundConsentError);
    setFailure(null);
    if (foundEmailError) {
      emailRef.current?.focus();
      return;
    }
    if (foundConsentError) {
      consentRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const result = await subscribeToNewsletter(client, {
      email: email.trim(),
      firstName: firstName.trim(),
    });
    setSubmitting(false);
    if (result.ok) {
      setOutcome(result.data);
      focusAfterRender(outcomeRef);
      return;
    }
    setFailure(result.error.message);
    focusAfterRender(failureRef);
  }

  return (
    <>
      <PageHeader
        title="Stay in touch"
        intro="Get the Harbor newsletter: one short email a month with new guides and printable kits, resources worth knowing about, and stories from the community. Unsubscribe any time with one click."
      />
      {outcome ? (
        <div ref={outcomeRef} className="money-success" role="status" tabIndex={-1}>
          {outcome === 'subscribed' ? (
            <p>
              <strong>You&rsquo;re subscribed.</strong> The next newsletter will arrive at{' '}
              {email.trim()}.
            </p>
          ) : (
            <p>
              <strong>You&rsquo;re already subscribed.</strong> {email.trim()} is already on our
              list, so there is nothing more to do.
            </p>
          )}
        </div>
      ) : (
        <form className="money-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <FormNeedsJavaScript action="Signing up for the newsletter" />
          <FormNeedsConnection action="Signing up for the newsletter" />
          <MoneyField
            id={`${id}-email`}
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={320}
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (emailError) setEmailError(null);
            }}
            error={emailError}
            inputRef={emailRef}
          />
          <MoneyField
            id={`${id}-first-name`}
            label="First name"
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={firstName}
            onChange={setFirstName}
          />
          <div className="money-field">
            <div className="money-consent">
              <input
                ref={consentRef}
                id={`${id}-consent`}
                type="checkbox"
                name="consent"
                checked={consent}
                required
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? consentErrorId : undefined}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  if (event.target.checked) setConsentError(null);
                }}
              />
              <label htmlFor={`${id}-consent`}>
                I agree to receive Harbor&rsquo;s newsletter by email. I can unsubscribe at any
                time.
              </label>
            </div>
            {consentError ? (
              <p id={consentErrorId} className="money-field__error">
                {consentError}
              </p>
            ) : null}
          </div>
          {failure ? (
            <p ref={failureRef} className="money-alert" role="alert" tabIndex={-1}>
              {failure}
            </p>
          ) : null}
          <button
            type="submit"
            className="harbor-button harbor-button--primary"
            disabled={submitting}
          >
            {submitting ? 'Signing you up…' : 'Sign up'}
          </button>
        </form>
      )}
      <Section title="What we do with your email">
        <p className="web-prose">
          We use it only to send the newsletter. We never sell it or share it for advertising. Read
          more in our <Link to="/privacy">privacy notice</Link>.
        </p>
      </Section>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/">Go to Harbor home</Link>
          </li>
          <li>
            <Link to="/resources">Browse resources</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
