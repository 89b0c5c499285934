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
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_RULE_WORDS,
  contactTopicOptions,
  isContactTopic,
  EMPTY_CONTACT,
  reportMessage,
  toContactRow,
  validateContact,
  type ContactRuleWords,
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

/**
 * Everything the form says, in one language: the rules' words (topics, errors, the report's
 * lines) and the form's own. English below; Spanish in contact-words-es.tsx (issue 25).
 */
export interface ContactFormWords extends ContactRuleWords {
  /** What sending is called in the kit's offline and no-JavaScript notes ("… needs a connection"). */
  action: string;
  submit: string;
  name: string;
  email: string;
  emailHint: string;
  topic: string;
  topicPlaceholder: string;
  message: string;
  messageHint: string;
  /** Above the fields of a prefilled report: the listing's name, to show in bold. */
  reporting: (about: ReactNode) => ReactNode;
  sentTitle: string;
  /** After sending: when a reply comes, and to which address (bold) when one was given. */
  sentBody: (sentTo: ReactNode | null) => ReactNode;
  sendAnother: string;
}

export const CONTACT_FORM_WORDS: ContactFormWords = {
  ...CONTACT_RULE_WORDS,
  action: 'Sending a message',
  submit: 'Send message',
  name: 'Your name',
  email: 'Email',
  emailHint: 'We only use it to reply to you.',
  topic: 'What is it about?',
  topicPlaceholder: 'Choose a topic',
  message: 'Message',
  messageHint: "Please don't include passwords or card numbers.",
  reporting: (about) => (
    <>
      You are reporting a problem with {about}. In the message, say what is wrong after “
      {CONTACT_RULE_WORDS.reportPrompt}”. Thank you: it helps everyone who uses it.
    </>
  ),
  sentTitle: 'Thank you. Your message is on its way.',
  sentBody: (sentTo) => (
    <>
      A real person reads every message. We usually reply within two working days
      {sentTo ? <> to {sentTo}</> : null}.
    </>
  ),
  sendAnother: 'Send another message',
};

export interface ContactFormProps extends SendingFormProps<ContactRow> {
  /** What the form says, and the language stored with the message. Default: English. */
  words?: ContactFormWords;
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
export function ContactForm({
  send,
  storage,
  known,
  topic,
  listing,
  words = CONTACT_FORM_WORDS,
}: ContactFormProps) {
  const id = useId();
  const topicOptions = useMemo(() => contactTopicOptions(words), [words]);
  const form = useFormSubmission<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: (values) => validateContact(values, words),
    fieldOrder: CONTACT_FIELDS,
    draft: { name: 'contact', parse: parseContactDraft, storage },
    trap: true,
    submit: (values) => send(toContactRow(values, listing?.id, words.language)),
  });
  const { values, setValue, prefill } = form;
  const sent = form.status === 'succeeded';
  // The safety screen, on what the visitor writes and on what they sent (issue 27).
  const safety = useSafetyScreen(sent ? (form.result?.values.message ?? '') : values.message, {
    now: sent,
  });
  const safetyNotice = <SafetyNotice finding={safety.finding} language={words.language} />;
  const knownName = known?.name?.slice(0, CONTACT_LIMITS.name) ?? '';
  const knownEmail = known?.email?.slice(0, CONTACT_LIMITS.email) ?? '';

  useEffect(() => {
    if (knownName || knownEmail) prefill({ name: knownName, email: knownEmail });
  }, [knownName, knownEmail, prefill]);
  // A link such as /contact?topic=wrong-fact chooses the topic, unless the visitor already did.
  const startTopic = listing ? 'wrong-fact' : topic && isContactTopic(topic) ? topic : '';
  const startMessage = listing ? reportMessage(listing, words) : '';
  useEffect(() => {
    if (startTopic) prefill({ topic: startTopic });
    if (startMessage) prefill({ message: startMessage });
  }, [startTopic, startMessage, prefill]);

  if (sent) {
    const sentTo = form.result?.values.email.trim() ?? '';
    return (
      <SuccessPanel
        id={`${id}-sent`}
        title={words.sentTitle}
        again={{
          label: words.sendAnother,
          onClick: () => {
            form.startAgain();
            safety.reset();
            prefill({ name: knownName, email: knownEmail });
          },
        }}
      >
        <p>{words.sentBody(sentTo ? <strong>{sentTo}</strong> : null)}</p>
        {safetyNotice}
      </SuccessPanel>
    );
  }

  return (
    <SubmissionForm
      form={form}
      action={words.action}
      className="harbor-form web-form"
      submit={{ label: words.submit, className: 'harbor-form__submit' }}
      trapId={`${id}-website`}
    >
      {listing ? <p>{words.reporting(<strong>{listing.about}</strong>)}</p> : null}
      <FormField
        id={`${id}-name`}
        name="name"
        label={words.name}
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
        label={words.email}
        hint={words.emailHint}
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
        label={words.topic}
        placeholder={words.topicPlaceholder}
        options={topicOptions}
        required
        value={values.topic}
        onChange={(value) => setValue('topic', value)}
        error={form.errors.topic}
      />
      <TextArea
        id={`${id}-message`}
        name="message"
        label={words.message}
        rows={8}
        required
        hint={words.messageHint}
        characterCount
        value={values.message}
        onChange={(value) => setValue('message', value)}
        maxLength={CONTACT_LIMITS.message}
        error={form.errors.message}
      />
      {safetyNotice}
    </SubmissionForm>
  );
}
