import {
  Checkbox,
  FormField,
  SubmissionForm,
  SuccessPanel,
  TextArea,
  draftKey,
  draftParser,
  useFormSubmission,
} from '@harbor-help/ui';
import { useId } from 'react';
import type { DataResult } from '../data/result';
import { PRIVATE_LINK_WORDS, PrivateLink, type PrivateLinkWords } from '../stories/private-link';
import type { SendingFormProps } from './sending-form';
import { SafetyNotice } from '../safety-screen/safety-notice';
import { useSafetyScreen } from '../safety-screen/use-safety-screen';
import {
  EMPTY_STORY,
  STORY_FIELDS,
  STORY_LIMITS,
  STORY_RULE_WORDS,
  toStoryRow,
  validateStory,
  type StoryRuleWords,
  type StoryValues,
} from './story-rules';
import '@harbor-help/ui/forms.css';
import './forms.css';

export const STORY_DRAFT_KEY = draftKey('story');

export type StoryRow = ReturnType<typeof toStoryRow>;

/**
 * Everything the story form says, in one language: the rules' words (what is wrong with a field)
 * and the form's own. English below; Spanish in story-words-es.ts (issue 25).
 */
export interface StoryFormWords extends StoryRuleWords {
  action: string;
  submit: string;
  name: string;
  nameHint: string;
  email: string;
  emailHint: string;
  story: string;
  storyHint: string;
  consent: string;
  consentHint: string;
  showName: string;
  showNameHint: string;
  sentTitle: string;
  sendAnother: string;
  sentForPublishing: string;
  sentTeamOnly: string;
  privateLink: PrivateLinkWords;
}

export const STORY_FORM_WORDS: StoryFormWords = {
  ...STORY_RULE_WORDS,
  action: 'Sending your story',
  submit: 'Send my story',
  name: 'Your name or a nickname',
  nameHint: 'Leave it empty to stay anonymous.',
  email: 'Email',
  emailHint: "Only if you'd like us to be able to ask you about your story. It is never published.",
  story: 'Your story',
  storyHint: 'Share only what feels safe: you can leave out names and places.',
  consent:
    'Harbor may publish my story on this site, edited for length and without details that could identify me.',
  consentHint:
    'Optional. Leave it unticked to send your story to our team only: it will never be published.',
  showName: 'Show my name or nickname with my story if it is published.',
  showNameHint:
    'Optional. Only with a name above and permission to publish. Unticked, no name is shown.',
  sentTitle: 'Thank you for trusting us with your story.',
  sendAnother: 'Share another story',
  sentForPublishing:
    'Someone from our team will read it with care. If we would like to publish it, we may edit it for length and take out anything that could identify you or others. Nothing is published until it has been reviewed.',
  sentTeamOnly:
    'Someone from our team will read it with care. It is for our team only: it will never be published.',
  privateLink: PRIVATE_LINK_WORDS,
};

/** `send` answers the private link's token (issue 27), or null when none came back. */
export type StoryFormProps = Omit<SendingFormProps<StoryRow>, 'send'> & {
  send(row: StoryRow): Promise<DataResult<string | null | void>>;
  /** What the form says, and the language the story is stored with; English unless told. */
  words?: StoryFormWords;
};

const parseStoryDraft = draftParser<StoryValues>({
  name: STORY_LIMITS.name,
  email: STORY_LIMITS.email,
  story: STORY_LIMITS.story,
  consent: 'boolean',
  showName: 'boolean',
});

/**
 * "Share your story": optional name and email, the story, and, as a separate choice, permission
 * to publish it. Unticked, the story goes to the team only.
 */
export function StoryForm({ send, storage, words = STORY_FORM_WORDS }: StoryFormProps) {
  const id = useId();
  const form = useFormSubmission<StoryValues, string | null | void>({
    initialValues: EMPTY_STORY,
    validate: (values) => validateStory(values, words),
    fieldOrder: STORY_FIELDS,
    draft: { name: 'story', parse: parseStoryDraft, storage },
    trap: true,
    submit: (values) => send(toStoryRow(values, words.language)),
  });
  const { values, setValue } = form;
  const sent = form.status === 'succeeded';
  // The safety screen, on what the visitor writes and on what they sent (issue 27).
  const safety = useSafetyScreen(sent ? (form.result?.values.story ?? '') : values.story, {
    now: sent,
  });

  if (sent) {
    return (
      <SuccessPanel
        id={`${id}-sent`}
        title={words.sentTitle}
        again={{
          label: words.sendAnother,
          onClick: () => {
            form.startAgain();
            safety.reset();
          },
        }}
      >
        <p>{form.result?.values.consent ? words.sentForPublishing : words.sentTeamOnly}</p>
        <SafetyNotice finding={safety.finding} language={words.language} />
        {typeof form.result?.data === 'string' ? (
          <PrivateLink token={form.result.data} words={words.privateLink} />
        ) : null}
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
      <FormField
        id={`${id}-name`}
        name="name"
        label={words.name}
        hint={words.nameHint}
        optional
        autoComplete="name"
        value={values.name}
        onChange={(value) => setValue('name', value)}
        maxLength={STORY_LIMITS.name}
        error={form.errors.name}
      />
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        label={words.email}
        hint={words.emailHint}
        optional
        autoComplete="email"
        value={values.email}
        onChange={(value) => setValue('email', value)}
        maxLength={STORY_LIMITS.email}
        error={form.errors.email}
      />
      <TextArea
        id={`${id}-story`}
        name="story"
        label={words.story}
        rows={12}
        required
        hint={words.storyHint}
        characterCount
        value={values.story}
        onChange={(value) => setValue('story', value)}
        maxLength={STORY_LIMITS.story}
        error={form.errors.story}
      />
      <SafetyNotice finding={safety.finding} language={words.language} />
      <Checkbox
        id={`${id}-consent`}
        name="consent"
        label={words.consent}
        hint={words.consentHint}
        checked={values.consent}
        onChange={(checked) => setValue('consent', checked)}
        error={form.errors.consent}
      />
      <Checkbox
        id={`${id}-show-name`}
        name="show_name"
        label={words.showName}
        hint={words.showNameHint}
        checked={values.showName}
        onChange={(checked) => setValue('showName', checked)}
        error={form.errors.showName}
      />
    </SubmissionForm>
  );
}
