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
import { PrivateLink } from '../stories/private-link';
import type { SendingFormProps } from './sending-form';
import { SafetyNotice } from '../safety-screen/safety-notice';
import { useSafetyScreen } from '../safety-screen/use-safety-screen';
import {
  EMPTY_STORY,
  STORY_FIELDS,
  STORY_LIMITS,
  toStoryRow,
  validateStory,
  type StoryValues,
} from './story-rules';
import '@harbor-help/ui/forms.css';
import './forms.css';

export const STORY_DRAFT_KEY = draftKey('story');

export type StoryRow = ReturnType<typeof toStoryRow>;

/** `send` answers the private link's token (issue 27), or null when none came back. */
export type StoryFormProps = Omit<SendingFormProps<StoryRow>, 'send'> & {
  send(row: StoryRow): Promise<DataResult<string | null | void>>;
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
export function StoryForm({ send, storage }: StoryFormProps) {
  const id = useId();
  const form = useFormSubmission<StoryValues, string | null | void>({
    initialValues: EMPTY_STORY,
    validate: validateStory,
    fieldOrder: STORY_FIELDS,
    draft: { name: 'story', parse: parseStoryDraft, storage },
    trap: true,
    submit: (values) => send(toStoryRow(values)),
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
        title="Thank you for trusting us with your story."
        again={{
          label: 'Share another story',
          onClick: () => {
            form.startAgain();
            safety.reset();
          },
        }}
      >
        {form.result?.values.consent ? (
          <p>
            Someone from our team will read it with care. If we would like to publish it, we may
            edit it for length and take out anything that could identify you or others. Nothing is
            published until it has been reviewed.
          </p>
        ) : (
          <p>
            Someone from our team will read it with care. It is for our team only: it will never be
            published.
          </p>
        )}
        <SafetyNotice finding={safety.finding} />
        {typeof form.result?.data === 'string' ? <PrivateLink token={form.result.data} /> : null}
      </SuccessPanel>
    );
  }

  return (
    <SubmissionForm
      form={form}
      action="Sending your story"
      className="harbor-form web-form"
      submit={{ label: 'Send my story', className: 'harbor-form__submit' }}
      trapId={`${id}-website`}
    >
      <FormField
        id={`${id}-name`}
        name="name"
        label="Your name or a nickname"
        hint="Leave it empty to stay anonymous."
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
        label="Email"
        hint="Only if you'd like us to be able to ask you about your story. It is never published."
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
        label="Your story"
        rows={12}
        required
        hint="Share only what feels safe: you can leave out names and places."
        characterCount
        value={values.story}
        onChange={(value) => setValue('story', value)}
        maxLength={STORY_LIMITS.story}
        error={form.errors.story}
      />
      <SafetyNotice finding={safety.finding} />
      <Checkbox
        id={`${id}-consent`}
        name="consent"
        label="Harbor may publish my story on this site, edited for length and without details that could identify me."
        hint="Optional. Leave it unticked to send your story to our team only: it will never be published."
        checked={values.consent}
        onChange={(checked) => setValue('consent', checked)}
        error={form.errors.consent}
      />
      <Checkbox
        id={`${id}-show-name`}
        name="show_name"
        label="Show my name or nickname with my story if it is published."
        hint="Optional. Only with a name above and permission to publish. Unticked, no name is shown."
        checked={values.showName}
        onChange={(checked) => setValue('showName', checked)}
        error={form.errors.showName}
      />
    </SubmissionForm>
  );
}
