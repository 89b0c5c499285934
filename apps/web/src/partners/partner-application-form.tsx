import {
  FormField,
  FormSuccess,
  SubmissionForm,
  TextArea,
  useFormSubmission,
} from '@harbor-help/ui';
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { useId } from 'react';
import { sendPartnerApplication } from './partner-applications.data';
import { SafetyNotice } from '../safety-screen/safety-notice';
import { useSafetyScreen } from '../safety-screen/use-safety-screen';
import {
  AUDIENCE_MAX_LENGTH,
  checkPartnerApplication,
  type PartnerApplicationValues,
} from './partner-application';
import '@harbor-help/ui/forms.css';
import '../shared/money.css';

export { PARTNER_SEND_FAILED_MESSAGE } from './partner-applications.data';

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
  // Loaded when the form is sent, not to show it.
  const client = useSupabaseClientLoader();
  const id = useId();
  const form = useFormSubmission<PartnerApplicationValues>({
    initialValues: EMPTY,
    validate: checkPartnerApplication,
    fieldOrder: FIELD_ORDER,
    submit: async (values) => {
      const result = await sendPartnerApplication(client, values);
      if (!result.ok) console.error('Error sending a partner application:', result.error);
      return result;
    },
  });
  const { values, errors } = form;
  const hasSent = form.status === 'succeeded';
  // The safety screen, on what the visitor writes and on what they sent (issue 27); the database
  // screens the organization and the audience together, and so does this.
  const written = hasSent ? form.result?.values : values;
  const safety = useSafetyScreen(
    [written?.organization ?? '', written?.audience ?? ''].join('\n').trim(),
    { now: hasSent },
  );
  const set = (field: keyof PartnerApplicationValues) => (value: string) =>
    form.setValue(field, value);

  if (form.status === 'succeeded' && form.result) {
    const sent = form.result.values;
    return (
      <FormSuccess>
        <p>
          <strong>Thank you, {sent.fullName.trim()}. We&rsquo;ve received your application.</strong>
        </p>
        <p>A member of the Harbor team will reply to {sent.email.trim()} within two weeks.</p>
        <SafetyNotice finding={safety.finding} live={false} />
      </FormSuccess>
    );
  }

  return (
    <SubmissionForm
      form={form}
      action="Sending an application"
      className="harbor-form money-form"
      failureAt="end"
      submit={{ label: 'Send application' }}
    >
      <FormField
        id={`${id}-name`}
        label="Your name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={200}
        value={values.fullName}
        onChange={set('fullName')}
        error={errors.fullName}
        errorPrefix={null}
      />
      <FormField
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
        errorPrefix={null}
      />
      <FormField
        id={`${id}-organization`}
        label="Organization"
        name="organization"
        autoComplete="organization"
        optional
        maxLength={200}
        value={values.organization}
        onChange={set('organization')}
        error={errors.organization}
        errorPrefix={null}
      />
      <FormField
        id={`${id}-website`}
        label="Website or social media page"
        name="website"
        type="url"
        autoComplete="url"
        inputMode="url"
        optional
        hint="A full address, starting with https://"
        value={values.website}
        onChange={set('website')}
        error={errors.website}
        errorPrefix={null}
      />
      <TextArea
        id={`${id}-audience`}
        label="Who would you share Harbor with, and how?"
        name="audience"
        required
        maxLength={AUDIENCE_MAX_LENGTH}
        hint="For example: the people your group serves, and whether you'd share it in person, by email or online."
        value={values.audience}
        onChange={set('audience')}
        error={errors.audience}
        errorPrefix={null}
      />
      <SafetyNotice finding={safety.finding} />
    </SubmissionForm>
  );
}
