import {
  FormField,
  SelectField,
  SubmissionForm,
  SuccessPanel,
  TextArea,
  draftKey,
  draftParser,
  useFormSubmission,
} from '@harbor-help/ui';
import { useEffect, useId } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  isContactTopic,
  EMPTY_CONTACT,
  reportMessage,
  toContactRow,
  validateContact,
  type ContactValues,
  type ReportedListing,
} from './contact-rules';
import type { SendingFormProps } from './sending-form';
import { SafetyNotice } from '../safety-screen/safety-notice';
import { useSafetyScreen } from '../safety-screen/use-safety-screen';
import '@harbor-help/ui/forms.css';
import './forms.css';

export const CONTACT_DRAFT_KEY = draftKey('contact');

export type ContactRow = ReturnType<typeof toContactRow>;

export interface ContactFormProps extends SendingFormProps<ContactRow> {
  /** What the site already knows (a signed-in user's name and email), filled into empty fields. */
  known?: { name?: string | null; email?: string | null };
  /** A topic to choose at the start (from a link like /contact?topic=wrong-fact), if valid. */
  topic?: string | null;
  /**
   * The listing a "Report a problem" link is about: the form starts on the wrong-fact topic with
   * a message naming it, and the report is stored with its id.
   */
  listing?: ReportedListing | null;
}

const parseContactDraft = draftParser<ContactValues>({
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  topic: 40,
  message: CONTACT_LIMITS.message,
});

/**
 * The contact form. What is typed is kept as a draft until it is sent; a failed send keeps every
 * field, says what happened and offers Retry.
 */
export function ContactForm({ send, storage, known, topic, listing }: ContactFormProps) {
  const id = useId();
  const form = useFormSubmission<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: validateContact,
    fieldOrder: CONTACT_FIELDS,
    draft: { name: 'contact', parse: parseContactDraft, storage },
    trap: true,
    submit: (values) => send(toContactRow(values, listing?.id)),
  });
  const { values, setValue, prefill } = form;
  const sent = form.status === 'succeeded';
  // The safety screen, on what the visitor writes and on what they sent (issue 27).
  const safety = useSafetyScreen(sent ? (form.result?.values.message ?? '') : values.message, {
    now: sent,
  });
  const knownName = known?.name?.slice(0, CONTACT_LIMITS.name) ?? '';
  const knownEmail = known?.email?.slice(0, CONTACT_LIMITS.email) ?? '';

  useEffect(() => {
    if (knownName || knownEmail) prefill({ name: knownName, email: knownEmail });
  }, [knownName, knownEmail, prefill]);
  // A link such as /contact?topic=wrong-fact chooses the topic, unless the visitor already did.
  const startTopic = listing ? 'wrong-fact' : topic && isContactTopic(topic) ? topic : '';
  const startMessage = listing ? reportMessage(listing) : '';
  useEffect(() => {
    if (startTopic) prefill({ topic: startTopic });
    if (startMessage) prefill({ message: startMessage });
  }, [startTopic, startMessage, prefill]);

  if (sent) {
    const sentTo = form.result?.values.email.trim() ?? '';
    return (
      <SuccessPanel
        id={`${id}-sent`}
        title="Thank you. Your message is on its way."
        again={{
          label: 'Send another message',
          onClick: () => {
            form.startAgain();
            safety.reset();
            prefill({ name: knownName, email: knownEmail });
          },
        }}
      >
        <p>
          A real person reads every message. We usually reply within two working days
          {sentTo ? (
            <>
              {' '}
              to <strong>{sentTo}</strong>
            </>
          ) : null}
          .
        </p>
        <SafetyNotice finding={safety.finding} />
      </SuccessPanel>
    );
  }

  return (
    <SubmissionForm
      form={form}
      action="Sending a message"
      className="harbor-form web-form"
      submit={{ label: 'Send message', className: 'harbor-form__submit' }}
      trapId={`${id}-website`}
    >
      {listing ? (
        <p>
          You are reporting a problem with <strong>{listing.about}</strong>. In the message, say
          what is wrong after “What I saw:”. Thank you: it helps everyone who uses it.
        </p>
      ) : null}
      <FormField
        id={`${id}-name`}
        name="name"
        label="Your name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(value) => setValue('name', value)}
        maxLength={CONTACT_LIMITS.name}
        error={form.errors.name}
      />
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        hint="We only use it to reply to you."
        autoComplete="email"
        required
        value={values.email}
        onChange={(value) => setValue('email', value)}
        maxLength={CONTACT_LIMITS.email}
        error={form.errors.email}
      />
      <SelectField
        id={`${id}-topic`}
        name="topic"
        label="What is it about?"
        placeholder="Choose a topic"
        options={CONTACT_TOPICS}
        required
        value={values.topic}
        onChange={(value) => setValue('topic', value)}
        error={form.errors.topic}
      />
      <TextArea
        id={`${id}-message`}
        name="message"
        label="Message"
        rows={8}
        required
        hint="Please don't include passwords or card numbers."
        characterCount
        value={values.message}
        onChange={(value) => setValue('message', value)}
        maxLength={CONTACT_LIMITS.message}
        error={form.errors.message}
      />
      <SafetyNotice finding={safety.finding} />
    </SubmissionForm>
  );
}
