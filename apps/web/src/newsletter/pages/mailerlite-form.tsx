import { useSupabaseClientLoader } from '@harbor-help/auth';
import {
  Checkbox,
  FormField,
  FormSuccess,
  PageHeader,
  Section,
  SubmissionForm,
  useFormSubmission,
  type FieldErrors,
} from '@harbor-help/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { checkEmailAddress } from '../../shared/email-address';
import { CHECK_YOUR_INBOX, subscribeToNewsletter } from '../newsletter.data';
import { usePageTitle } from '../../app/use-page-title';
import '@harbor-help/ui/forms.css';
import '../../shared/money.css';

export const CONSENT_REQUIRED_MESSAGE = 'Tick this box to agree to receive the newsletter.';

type Outcome = 'check-your-inbox';

interface NewsletterValues {
  email: string;
  firstName: string;
  consent: boolean;
}

function checkNewsletter({ email, consent }: NewsletterValues): FieldErrors<NewsletterValues> {
  const emailError = checkEmailAddress(email);
  return {
    ...(emailError ? { email: emailError } : {}),
    ...(consent ? {} : { consent: CONSENT_REQUIRED_MESSAGE }),
  };
}

export default function MailerliteFormPage() {
  usePageTitle(
    'Newsletter',
    "Sign up for Harbor's newsletter: one short email a month with new guides, resources and stories. Unsubscribe any time.",
  );
  // Loaded when the form is sent, not to show it.
  const client = useSupabaseClientLoader();
  const id = useId();
  const form = useFormSubmission<NewsletterValues, Outcome>({
    initialValues: { email: '', firstName: '', consent: false },
    validate: checkNewsletter,
    fieldOrder: ['email', 'consent'],
    submit: ({ email, firstName }) =>
      subscribeToNewsletter(client, { email: email.trim(), firstName: firstName.trim() }),
    resetOnSuccess: false,
  });
  const { values, errors, setValue } = form;
  const outcome = form.result?.data ?? null;

  return (
    <>
      <PageHeader
        title="Stay in touch"
        intro="Get the Harbor newsletter: one short email a month with new guides and printable kits, resources worth knowing about, and stories from the community. Unsubscribe any time with one click."
      />
      {outcome ? (
        <FormSuccess>
          <p>
            <strong>{CHECK_YOUR_INBOX}</strong>
          </p>
          <p>
            Nothing changes until the link is opened, and the link works for 48 hours. If no email
            comes, check your spam folder, or sign up again later.
          </p>
        </FormSuccess>
      ) : (
        <SubmissionForm
          form={form}
          action="Signing up for the newsletter"
          className="harbor-form money-form"
          failureAt="end"
          submit={{ label: 'Sign up', pendingLabel: 'Signing you up…' }}
        >
          <FormField
            id={`${id}-email`}
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={320}
            value={values.email}
            onChange={(value) => setValue('email', value)}
            error={errors.email}
            errorPrefix={null}
          />
          <FormField
            id={`${id}-first-name`}
            label="First name"
            name="firstName"
            autoComplete="given-name"
            optional
            maxLength={100}
            value={values.firstName}
            onChange={(value) => setValue('firstName', value)}
          />
          <Checkbox
            id={`${id}-consent`}
            name="consent"
            label="I agree to receive Harbor’s newsletter by email. I can unsubscribe at any time."
            required
            checked={values.consent}
            onChange={(checked) => setValue('consent', checked)}
            error={errors.consent}
            errorPrefix={null}
          />
        </SubmissionForm>
      )}
      <Section title="What we do with your email">
        <p className="web-prose">
          We use it only to send the newsletter. We never sell it or share it for advertising. You
          join only when you open the link we email you, and this page never says whether an address
          is already on the list. Read more in our <Link to="/privacy">privacy notice</Link>.
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
