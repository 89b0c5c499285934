import {
  FormField,
  FormSuccess,
  SubmissionForm,
  TextArea,
  useFormSubmission,
} from '@harbor-help/ui';
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { useId, type ReactNode } from 'react';
import type { FailureMessages } from '../data/result';
import { PARTNER_SEND_MESSAGES, sendPartnerApplication } from './partner-applications.data';
import { SafetyNotice } from '../safety-screen/safety-notice';
import { useSafetyScreen } from '../safety-screen/use-safety-screen';
import {
  AUDIENCE_MAX_LENGTH,
  checkPartnerApplication,
  PARTNER_RULE_WORDS,
  type PartnerApplicationValues,
  type PartnerRuleWords,
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

/** The form's words in one language (partner-words-es.tsx has the Spanish). */
export interface PartnerFormWords {
  rules: PartnerRuleWords;
  failures: FailureMessages;
  thanks: (name: string) => string;
  reply: (email: string) => string;
  action: string;
  submit: string;
  name: string;
  email: string;
  organization: string;
  website: string;
  websiteHint: string;
  audience: string;
  audienceHint: string;
}

export const PARTNER_FORM_WORDS: PartnerFormWords = {
  rules: PARTNER_RULE_WORDS,
  failures: PARTNER_SEND_MESSAGES,
  thanks: (name) => `Thank you, ${name}. We’ve received your application.`,
  reply: (email) => `A member of the Harbor team will reply to ${email} within two weeks.`,
  action: 'Sending an application',
  submit: 'Send application',
  name: 'Your name',
  email: 'Email',
  organization: 'Organization',
  website: 'Website or social media page',
  websiteHint: 'A full address, starting with https://',
  audience: 'Who would you share Harbor with, and how?',
  audienceHint:
    "For example: the people your group serves, and whether you'd share it in person, by email or online.",
};

/**
 * The partner programme application, stored in public.partner_applications (insert-only) with
 * the language of its `words`.
 */
export function PartnerApplicationForm({
  words = PARTNER_FORM_WORDS,
}: {
  words?: PartnerFormWords;
}): ReactNode {
  // Loaded when the form is sent, not to show it.
  const client = useSupabaseClientLoader();
  const id = useId();
  const { language } = words.rules;
  const form = useFormSubmission<PartnerApplicationValues>({
    initialValues: EMPTY,
    validate: (values) => checkPartnerApplication(values, words.rules),
    fieldOrder: FIELD_ORDER,
    submit: async (values) => {
      const result = await sendPartnerApplication(client, values, language, words.failures);
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
          <strong>{words.thanks(sent.fullName.trim())}</strong>
        </p>
        <p>{words.reply(sent.email.trim())}</p>
        <SafetyNotice finding={safety.finding} live={false} language={language} />
      </FormSuccess>
    );
  }

  return (
    <SubmissionForm
      form={form}
      action={words.action}
      className="harbor-form money-form"
      failureAt="end"
      submit={{ label: words.submit }}
    >
      <FormField
        id={`${id}-name`}
        label={words.name}
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
        label={words.email}
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
        label={words.organization}
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
        label={words.website}
        name="website"
        type="url"
        autoComplete="url"
        inputMode="url"
        optional
        hint={words.websiteHint}
        value={values.website}
        onChange={set('website')}
        error={errors.website}
        errorPrefix={null}
      />
      <TextArea
        id={`${id}-audience`}
        label={words.audience}
        name="audience"
        required
        maxLength={AUDIENCE_MAX_LENGTH}
        hint={words.audienceHint}
        value={values.audience}
        onChange={set('audience')}
        error={errors.audience}
        errorPrefix={null}
      />
      <SafetyNotice finding={safety.finding} language={language} />
    </SubmissionForm>
  );
}
