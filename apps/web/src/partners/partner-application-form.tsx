import { FormNeedsConnection, FormNeedsJavaScript } from '@harbor/ui';
import { useSupabaseClient } from '@harbor/auth';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PARTNER_SEND_FAILED_MESSAGE, sendPartnerApplication } from '../data/partner-applications';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { MoneyField } from '../shared/form-field';
import {
  AUDIENCE_MAX_LENGTH,
  checkPartnerApplication,
  type PartnerApplicationErrors,
  type PartnerApplicationValues,
} from './partner-application';
import '../shared/money.css';

const EMPTY: PartnerApplicationValues = {
  fullName: '',
  email: '',
  organization: '',
  website: '',
  audience: '',
};

const FIELD_ORDER: (keyof PartnerApplicationValues)[] = [
  'fullName',
  'email',
  'organization',
  'website',
  'audience',
];

/** The partner programme application, stored in public.partner_applications (insert-only). */
export function PartnerApplicationForm() {
  const client = useSupabaseClient();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PartnerApplicationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const refs = {
    fullName: useRef<HTMLInputElement | HTMLTextAreaElement | null>(null),
    email: useRef<HTMLInputElement | HTMLTextAreaElement | null>(null),
    organization: useRef<HTMLInputElement | HTMLTextAreaElement | null>(null),
    website: useRef<HTMLInputElement | HTMLTextAreaElement | null>(null),
    audience: useRef<HTMLInputElement | HTMLTextAreaElement | null>(null),
  };
  const successRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const set = (field: keyof PartnerApplicationValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = checkPartnerApplication(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await sendPartnerApplication(client, values);
      if (!result.ok) throw result.error;
      setSent(true);
      focusAfterRender(successRef);
    } catch (thrown) {
      console.error('Error sending a partner application:', thrown);
      setFailure(PARTNER_SEND_FAILED_MESSAGE);
      focusAfterRender(failureRef);
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <div ref={successRef} className="money-success" tabIndex={-1} role="status">
        <p>
          <strong>
            Thank you, {values.fullName.trim()}. We&rsquo;ve received your application.
          </strong>
        </p>
        <p>A member of the Harbor team will reply to {values.email.trim()} within two weeks.</p>
      </div>
    );
  }

  return (
    <form className="money-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormNeedsJavaScript action="Sending an application" />
      <FormNeedsConnection action="Sending an application" />
      <MoneyField
        id={`${id}-name`}
        label="Your name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={200}
        value={values.fullName}
        onChange={set('fullName')}
        error={errors.fullName}
        inputRef={refs.fullName}
      />
      <MoneyField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        inputRef={refs.email}
      />
      <MoneyField
        id={`${id}-organization`}
        label="Organization"
        name="organization"
        autoComplete="organization"
        maxLength={200}
        value={values.organization}
        onChange={set('organization')}
        error={errors.organization}
        inputRef={refs.organization}
      />
      <MoneyField
        id={`${id}-website`}
        label="Website or social media page"
        name="website"
        type="url"
        autoComplete="url"
        inputMode="url"
        hint="A full address, starting with https://"
        value={values.website}
        onChange={set('website')}
        error={errors.website}
        inputRef={refs.website}
      />
      <MoneyField
        id={`${id}-audience`}
        label="Who would you share Harbor with, and how?"
        name="audience"
        multiline
        required
        maxLength={AUDIENCE_MAX_LENGTH}
        hint="For example: the people your group serves, and whether you'd share it in person, by email or online."
        value={values.audience}
        onChange={set('audience')}
        error={errors.audience}
        inputRef={refs.audience}
      />
      {failure ? (
        <p ref={failureRef} className="money-alert" role="alert" tabIndex={-1}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className="harbor-button harbor-button--primary" disabled={submitting}>
        {submitting ? 'Sending…' : 'Send application'}
      </button>
    </form>
  );
}
