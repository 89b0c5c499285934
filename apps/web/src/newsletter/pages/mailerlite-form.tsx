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
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  emailProblem,
} from '../../shared/email-address';
import {
  CHECK_YOUR_INBOX,
  subscribeToNewsletter,
  type NewsletterCallWords,
} from '../newsletter.data';
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

/** The newsletter page's words (issue 25: /es/boletin gives Spanish ones). */
export interface NewsletterPageWords {
  meta: { title: string; description: string };
  title: string;
  intro: ReactNode;
  call: NewsletterCallWords;
  emailMissing: string;
  emailFormat: string;
  consentMissing: string;
  checkInbox: string;
  nothingChanges: string;
  action: string;
  submit: string;
  pending: string;
  email: string;
  firstName: string;
  consent: string;
  whatWeDo: string;
  whatWeDoText: (privacy: (label: string) => ReactNode) => ReactNode;
  privacyPath: string;
  next: string;
  links: readonly { href: string; label: string }[];
}

export const NEWSLETTER_PAGE_WORDS: NewsletterPageWords = {
  meta: {
    title: 'Newsletter',
    description:
      "Sign up for Harbor's newsletter: one short email a month with new guides, resources and stories. Unsubscribe any time.",
  },
  title: 'Stay in touch',
  intro:
    'Get the Harbor newsletter: one short email a month with new guides and printable kits, resources worth knowing about, and stories from the community. Unsubscribe any time with one click.',
  call: {},
  emailMissing: EMAIL_REQUIRED_MESSAGE,
  emailFormat: EMAIL_FORMAT_MESSAGE,
  consentMissing: CONSENT_REQUIRED_MESSAGE,
  checkInbox: CHECK_YOUR_INBOX,
  nothingChanges:
    'Nothing changes until the link is opened, and the link works for 48 hours. If no email comes, check your spam folder, or sign up again later.',
  action: 'Signing up for the newsletter',
  submit: 'Sign up',
  pending: 'Signing you up…',
  email: 'Email',
  firstName: 'First name',
  consent: 'I agree to receive Harbor’s newsletter by email. I can unsubscribe at any time.',
  whatWeDo: 'What we do with your email',
  whatWeDoText: (privacy) => (
    <>
      We use it only to send the newsletter. We never sell it or share it for advertising. You join
      only when you open the link we email you, and this page never says whether an address is
      already on the list. Read more in our {privacy('privacy notice')}.
    </>
  ),
  privacyPath: '/privacy',
  next: 'Where to next',
  links: [
    { href: '/', label: 'Go to Harbor home' },
    { href: '/resources', label: 'Browse resources' },
  ],
};

/** The newsletter's sign-up (double opt-in), in `words`' language. */
export function NewsletterView({ words }: { words: NewsletterPageWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  // Loaded when the form is sent, not to show it.
  const client = useSupabaseClientLoader();
  const id = useId();
  const form = useFormSubmission<NewsletterValues, Outcome>({
    initialValues: { email: '', firstName: '', consent: false },
    validate: ({ email, consent }): FieldErrors<NewsletterValues> => {
      const problem = emailProblem(email);
      return {
        ...(problem
          ? { email: problem === 'missing' ? words.emailMissing : words.emailFormat }
          : {}),
        ...(consent ? {} : { consent: words.consentMissing }),
      };
    },
    fieldOrder: ['email', 'consent'],
    submit: ({ email, firstName }) =>
      subscribeToNewsletter(
        client,
        { email: email.trim(), firstName: firstName.trim() },
        words.call,
      ),
    resetOnSuccess: false,
  });
  const { values, errors, setValue } = form;
  const outcome = form.result?.data ?? null;

  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      {outcome ? (
        <FormSuccess>
          <p>
            <strong>{words.checkInbox}</strong>
          </p>
          <p>{words.nothingChanges}</p>
        </FormSuccess>
      ) : (
        <SubmissionForm
          form={form}
          action={words.action}
          className="harbor-form money-form"
          failureAt="end"
          submit={{ label: words.submit, pendingLabel: words.pending }}
        >
          <FormField
            id={`${id}-email`}
            label={words.email}
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
            label={words.firstName}
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
            label={words.consent}
            required
            checked={values.consent}
            onChange={(checked) => setValue('consent', checked)}
            error={errors.consent}
            errorPrefix={null}
          />
        </SubmissionForm>
      )}
      <Section title={words.whatWeDo}>
        <p className="web-prose">
          {words.whatWeDoText((label) => (
            <Link to={words.privacyPath}>{label}</Link>
          ))}
        </p>
      </Section>
      <Section title={words.next}>
        <ul className="web-links">
          {words.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export default function MailerliteFormPage() {
  return <NewsletterView words={NEWSLETTER_PAGE_WORDS} />;
}
