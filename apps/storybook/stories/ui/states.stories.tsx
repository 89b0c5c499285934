import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Card,
  CardGrid,
  CheckboxGroup,
  ErrorSummary,
  FormField,
  Layout,
  LoadError,
  LoadingScreen,
  PageHeader,
  RadioGroup,
  SelectField,
  SignInForm,
  TextArea,
  TrapField,
} from '@harbor-help/ui';
import { expect, fn, within } from 'storybook/test';
import { STORY_CHROME } from './story-chrome';
import {
  expectControlsKeepTheirEdges,
  FORCED_COLORS_A11Y,
  expectNoSidewaysOverflow,
} from './story-checks';
import { StoryLink } from './story-link';

// A German compound and an e-mail address: words a visitor may type or read that have no place
// to break.
const LONG = {
  word: 'Rechtsschutzversicherungsgesellschaften',
  email: 'unterstuetzungsanfrage.fuer.familienzusammenfuehrung@beratungsstelle-example.org',
};

type Words = 'plain' | 'long';

function text(words: Words, plain: string, long: string) {
  return words === 'long' ? long : plain;
}

/**
 * The kit's parts in their states on one page, inside the site's Layout: the error summary and
 * field errors, the fields, choice groups, a failed load and a card. `words`
 * swaps the text for long, unbreakable words.
 */
function KitStates({ words, disabled = false }: { words: Words; disabled?: boolean }) {
  const email = text(words, 'sam@example', LONG.email);
  return (
    <Layout
      {...STORY_CHROME}
      auth={{ status: 'signed-out' }}
      onSignOut={fn()}
      currentPath="/contact"
      linkComponent={StoryLink}
    >
      <PageHeader
        title={text(words, 'Contact us', `Kontakt zur ${LONG.word}`)}
        intro={text(
          words,
          'A real person reads every message.',
          `Fragen zur ${LONG.word}? Schreiben Sie an ${LONG.email}.`,
        )}
      />
      <ErrorSummary
        errors={[
          {
            fieldId: 'states-email',
            message: `Enter an email address like name@example.com, not ${email}.`,
          },
          { fieldId: 'states-topic', message: 'Choose what your message is about.' },
        ]}
      />
      <form className="harbor-form" noValidate aria-label="Contact" style={{ maxWidth: '36rem' }}>
        <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <FormField
            id="states-email"
            name="email"
            type="email"
            label={text(words, 'Email', `Email (${LONG.word})`)}
            hint={text(words, 'We only use it to reply.', `Zum Beispiel ${LONG.email}`)}
            value={email}
            onChange={fn()}
            error={`Enter an email address like name@example.com, not ${email}.`}
          />
          <SelectField
            id="states-topic"
            name="topic"
            label="Topic"
            placeholder="Choose a topic"
            options={[
              { value: 'help', label: 'Finding help' },
              { value: 'insurance', label: text(words, 'Insurance', LONG.word) },
            ]}
            value=""
            onChange={fn()}
            error="Choose what your message is about."
          />
          <RadioGroup
            id="states-reply"
            name="reply"
            legend="How should we reply?"
            options={[
              { value: 'email', label: 'By email' },
              { value: 'none', label: text(words, 'No reply needed', LONG.word) },
            ]}
            value="email"
            onChange={fn()}
          />
          <CheckboxGroup
            id="states-about"
            name="about"
            legend="It is about"
            options={[
              { value: 'housing', label: 'Housing' },
              { value: 'insurance', label: text(words, 'Insurance', LONG.word) },
            ]}
            values={['housing']}
            onChange={fn()}
          />
          <TextArea
            id="states-message"
            name="message"
            label="Message"
            maxLength={500}
            characterCount
            value={text(words, 'Where are the worksheets?', `${LONG.word} ${LONG.email}`)}
            onChange={fn()}
          />
          <TrapField id="states-website" value="" onChange={fn()} />
          <button type="submit" className="harbor-button harbor-button--primary">
            {text(words, 'Send message', `Send to ${LONG.word}`)}
          </button>
        </fieldset>
      </form>
      <LoadError
        message={text(
          words,
          'We could not load the services. Please check your connection and try again.',
          `We could not load ${LONG.email}. Please check your connection and try again.`,
        )}
        onRetry={fn()}
      />
      <CardGrid>
        <Card
          title={text(words, 'Legal help', LONG.word)}
          href="/resources"
          linkComponent={StoryLink}
        >
          {text(words, 'Free advice on housing and work.', `Write to ${LONG.email}.`)}
        </Card>
      </CardGrid>
    </Layout>
  );
}

/**
 * The state matrix, like GOV.UK Frontend's review app: the same page in each state a visitor can
 * meet (an error, disabled, focus, long words, 200% text, 320 px, right to left, forced colours).
 * Each story checks what matters in its state, and axe runs on every one.
 */
const meta = {
  title: 'States/Form kit',
  component: KitStates,
  args: { words: 'plain' },
  parameters: {
    // The Layout's skip link is not the first link in Storybook's preview page (see Layout's
    // stories); the site's own axe tests check the region rule.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof KitStates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors: the summary lists them and takes focus; each field says its own. */
export const Errors: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', { name: /There is a problem/ })).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: the fields of a `<fieldset disabled>` and a form being sent. */
export const Disabled: Story = {
  tags: ['visual'],
  args: { disabled: true },
  render: (args) => (
    <>
      <KitStates {...args} />
      <div style={{ padding: '1rem', maxWidth: '28rem' }}>
        <SignInForm onSubmit={fn()} submitting linkComponent={StoryLink} />
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Contact' }));
    await expect(form.getByLabelText('Email')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

/** Focus: a keyboard visitor sees where they are, a ring around the field. */
export const Focus: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Email');
    await userEvent.click(canvas.getByRole('link', { name: /Enter an email address/ }));
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    const style = getComputedStyle(field);
    await expect(style.outlineStyle).toBe('solid');
    await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** Long words on a 390 px phone: they wrap inside their boxes, nothing scrolls sideways. */
export const LongWords: Story = {
  tags: ['visual'],
  args: { words: 'long' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** Long words at 320 px, WCAG's reflow width. */
export const LongWordsAt320: Story = {
  tags: ['visual'],
  args: { words: 'long' },
  globals: { viewport: { value: 'reflow320', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** Text at 200% (the browser's text size) on a 390 px phone. */
export const Text200: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'phone390', isRotated: false }, textSize: '200%' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.documentElement).fontSize).toBe('32px');
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** Right to left (Arabic, Farsi, Hebrew readers' browsers), at 320 px. */
export const RightToLeft: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'reflow320', isRotated: false }, dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** Forced colours (Windows high contrast): every button and field keeps its edge. */
export const ForcedColors: Story = {
  tags: ['visual'],
  globals: { forcedColors: 'active' },
  parameters: FORCED_COLORS_A11Y,
  play: async ({ canvasElement }) => {
    await expectControlsKeepTheirEdges(canvasElement);
  },
};

/** Loading, with a long label, at 320 px and 200% text. */
export const Loading: Story = {
  globals: { viewport: { value: 'reflow320', isRotated: false }, textSize: '200%' },
  render: () => (
    <main>
      <LoadingScreen label={`Loading the ${LONG.word}…`} />
    </main>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expectNoSidewaysOverflow(canvasElement);
  },
};
