import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { SubmissionForm, SuccessPanel, type SubmissionFormProps } from './submission-form';
import { draftKey, draftParser } from './use-form-draft';
import { useFormSubmission, type FieldErrors, type SubmissionResult } from './use-form-submission';

// color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute it.
const AXE_RULES = { rules: { 'color-contrast': { enabled: false } } };
const KEY = draftKey('frame-test');
const BUSY = 'Harbor is busy. Please try again in a minute.';

interface Values {
  name: string;
}

const validate = ({ name }: Values): FieldErrors<Values> =>
  name.trim() === '' ? { name: 'Enter your name.' } : {};

const parse = (stored: unknown): Values | null =>
  typeof stored === 'object' && stored !== null && 'name' in stored
    ? { name: String(stored.name) }
    : null;

type FrameOptions = Omit<SubmissionFormProps, 'form' | 'action' | 'children'>;

/** A one-field form in the frame, with a success panel that offers to send another. */
function Demo({
  submit,
  frame = {},
  again = true,
  trap = false,
  keepsDraft = true,
}: {
  submit(values: Values): Promise<SubmissionResult>;
  frame?: FrameOptions;
  again?: boolean;
  trap?: boolean;
  keepsDraft?: boolean;
}) {
  const form = useFormSubmission<Values>({
    initialValues: { name: '' },
    validate,
    fieldOrder: ['name'],
    submit,
    draft: keepsDraft ? { name: 'frame-test', parse } : undefined,
    trap,
  });
  if (form.status === 'succeeded') {
    return (
      <SuccessPanel
        id="sent"
        title="Thank you. Your message is on its way."
        again={again ? { label: 'Send another message', onClick: form.startAgain } : undefined}
      >
        <p>We reply within two working days.</p>
      </SuccessPanel>
    );
  }
  return (
    <SubmissionForm
      form={form}
      action="Sending a message"
      submit={{ label: 'Send message' }}
      {...frame}
    >
      <FormField
        id="name"
        name="name"
        label="Your name"
        value={form.values.name}
        onChange={(value) => form.setValue('name', value)}
        error={form.errors.name}
      />
    </SubmissionForm>
  );
}

/** True when `first` comes before `second` in the document. */
function precedes(first: Element, second: Element) {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SubmissionForm', () => {
  it('renders the form with the notices, the draft notice and the failure in that order, then the fields, button and draft hint', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, JSON.stringify({ name: 'Sam' }));
    const submit = vi.fn(async (): Promise<SubmissionResult> => ({
      ok: false,
      error: { message: BUSY },
    }));
    const { container } = render(<Demo submit={submit} />);
    goOffline();

    const form = container.querySelector('form');
    expect(form).toHaveClass('harbor-form');
    expect(form).toHaveAttribute('novalidate');
    // React leaves a <noscript> empty in the browser; its words are in the server's HTML (below).
    const noscript = container.querySelector('form > noscript');
    expect(noscript).not.toBeNull();
    const offline = screen.getByText(/You're offline\. Sending a message needs a connection\./);
    const draft = await screen.findByText(/We kept what you typed last time on this device/);
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUSY);
    expect(alert).toHaveFocus();

    const field = screen.getByLabelText('Your name');
    const button = screen.getByRole('button', { name: 'Send message' });
    // A draft kept on the device last time: the choice to keep it there shows as made.
    const hint = screen.getByRole('checkbox', { name: 'Keep this on this device' });
    expect(hint).toBeChecked();
    const order = [noscript!, offline, draft, alert, field, button, hint];
    for (let index = 1; index < order.length; index += 1) {
      expect(precedes(order[index - 1]!, order[index]!)).toBe(true);
    }
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
  });

  it('says first, in the server-rendered HTML, that the form needs JavaScript', () => {
    const html = renderToString(<Demo submit={vi.fn()} />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    const first = form?.firstElementChild;
    expect(first?.tagName).toBe('NOSCRIPT');
    expect(first?.textContent).toContain(
      'Sending a message needs JavaScript, which is off or blocked in this browser.',
    );
  });

  it('offers Retry above the fields, which sends the same fields again; each failure takes focus anew', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<(values: Values) => Promise<SubmissionResult>>()
      .mockResolvedValueOnce({ ok: false, error: { message: BUSY } })
      .mockResolvedValueOnce({ ok: false, error: { message: 'Still busy.' } })
      .mockResolvedValueOnce({ ok: true });
    render(<Demo submit={submit} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BUSY);

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    const second = await screen.findByText('Still busy.');
    await waitFor(() => expect(second.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your message is on its way.' }),
    ).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(3);
    expect(submit.mock.calls[1]).toEqual([{ name: 'Sam' }]);
    expect(submit.mock.calls[2]).toEqual(submit.mock.calls[0]);
  });

  it('with the failure at the end, puts it between the fields and the button, without Retry', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (): Promise<SubmissionResult> => ({
      ok: false,
      error: { message: BUSY },
    }));
    render(<Demo submit={submit} frame={{ failureAt: 'end' }} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(precedes(screen.getByLabelText('Your name'), alert)).toBe(true);
    expect(precedes(alert, screen.getByRole('button', { name: 'Send message' }))).toBe(true);
  });

  it('leaves the failure to the form when told (failureAt null)', async () => {
    const user = userEvent.setup();
    let answer: (result: SubmissionResult) => void = () => {};
    const submit = vi.fn(() => new Promise<SubmissionResult>((resolve) => (answer = resolve)));
    render(<Demo submit={submit} frame={{ failureAt: null }} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answer({ ok: false, error: { message: BUSY } }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(BUSY)).toBeNull();
  });

  it('disables the button and says it is sending while the data call runs', async () => {
    const user = userEvent.setup();
    let answer: (result: SubmissionResult) => void = () => {};
    const submit = vi.fn(() => new Promise<SubmissionResult>((resolve) => (answer = resolve)));
    const { unmount } = render(<Demo submit={submit} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answer({ ok: false, error: { message: BUSY } }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    unmount();

    render(
      <Demo
        submit={submit}
        frame={{
          submit: {
            label: 'Sign up',
            pendingLabel: 'Signing you up…',
            className: 'harbor-form__submit',
          },
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button).toHaveClass('harbor-button', 'harbor-button--primary', 'harbor-form__submit');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Signing you up…' })).toBeDisabled();
  });

  it('checks before sending: the first field with a message gets focus and nothing is sent', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<Demo submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Error: Enter your name.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('leaves out what it is told to (the notices, the button), and the draft hint of a form that keeps no draft', () => {
    goOffline();
    const { container } = render(
      <Demo
        submit={vi.fn()}
        frame={{
          className: 'money-form donate-form',
          needsJavaScript: false,
          needsConnection: false,
          submit: undefined,
        }}
        keepsDraft={false}
      />,
    );
    expect(container.querySelector('form')).toHaveAttribute('class', 'money-form donate-form');
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(screen.queryByText(/needs a connection/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Your draft is saved/)).toBeNull();
  });

  it('Start over in the draft notice empties the form and forgets the draft', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, JSON.stringify({ name: 'Sam' }));
    render(<Demo submit={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Start over with an empty form' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.queryByText(/We kept what you typed/)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

describe('where the draft is kept', () => {
  it('in this tab only, until the visitor ticks "Keep this on this device", and back when they untick it', async () => {
    const user = userEvent.setup();
    render(<Demo submit={vi.fn()} />);
    const keep = screen.getByRole('checkbox', { name: 'Keep this on this device' });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(/kept in this tab only.*Quick exit always removes it/);

    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await waitFor(() => expect(window.sessionStorage.getItem(KEY)).not.toBeNull());
    expect(window.localStorage.getItem(KEY)).toBeNull();

    await user.click(keep);
    expect(keep).toBeChecked();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toMatchObject({ name: 'Sam' });
    expect(window.sessionStorage.getItem(KEY)).toBeNull();

    await user.click(keep);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null')).toMatchObject({
      name: 'Sam',
    });
  });
});

describe('the robots-only trap field', () => {
  it('is out of sight and out of the tab order, after the fields; filled in, the form looks sent and sends nothing', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (): Promise<SubmissionResult> => ({ ok: true }));
    const { container } = render(
      <Demo submit={submit} trap frame={{ trapId: 'contact-website' }} />,
    );
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no trap field');
    expect(trap).toHaveAttribute('id', 'contact-website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(precedes(screen.getByLabelText('Your name'), trap)).toBe(true);
    expect(precedes(trap, screen.getByRole('button', { name: 'Send message' }))).toBe(true);

    // Checked as usual first.
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your name')).toHaveFocus();

    await user.type(screen.getByLabelText('Your name'), 'Robot');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your message is on its way.' }),
    ).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('left empty, lets the form send; without the option there is none', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (): Promise<SubmissionResult> => ({ ok: true }));
    const { container, unmount } = render(<Demo submit={submit} trap />);
    expect(container.querySelector('input[name="website"]')?.id).toMatch(/-website$/);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you. Your message is on its way.' });
    expect(submit).toHaveBeenCalledWith({ name: 'Sam' });
    unmount();

    const { container: plain } = render(<Demo submit={submit} />);
    expect(plain.querySelector('input[name="website"]')).toBeNull();
  });
});

describe('draftParser', () => {
  const parseDraft = draftParser<{ name: string; story: string; consent: boolean }>({
    name: 5,
    story: 20,
    consent: 'boolean',
  });

  it('reads each field back by its rule: text cut to its length, a tick box only if true', () => {
    expect(parseDraft({ story: 'Once upon a time', name: 'Samantha', consent: true })).toEqual({
      name: 'Saman',
      story: 'Once upon a time',
      consent: true,
    });
    expect(parseDraft({ name: 42, consent: 'yes', extra: 'dropped' })).toEqual({
      name: '',
      story: '',
      consent: false,
    });
  });

  it('keeps the rules’ order and reads anything but an object as no draft', () => {
    expect(Object.keys(parseDraft({ consent: true, story: '', name: '' }) ?? {})).toEqual([
      'name',
      'story',
      'consent',
    ]);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('Sam')).toBeNull();
  });
});

describe('SuccessPanel', () => {
  it('replaces the form with a section named by its heading, which takes focus', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Demo submit={vi.fn(async (): Promise<SubmissionResult> => ({ ok: true }))} />,
    );
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Thank you. Your message is on its way.',
    });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('id', 'sent');
    expect(heading).toHaveAttribute('tabindex', '-1');
    const section = screen.getByRole('region', { name: 'Thank you. Your message is on its way.' });
    expect(section).toHaveClass('harbor-form__success');
    expect(section).toHaveTextContent('We reply within two working days.');
    expect(container.querySelector('form')).toBeNull();
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
  });

  it('"again" brings back an empty form', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (): Promise<SubmissionResult> => ({ ok: true }));
    render(<Demo submit={submit} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));

    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    await user.type(screen.getByLabelText('Your name'), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(submit).toHaveBeenLastCalledWith({ name: 'Alex' });
  });

  it('has no button without "again", and names itself with its own id when given none', () => {
    render(<SuccessPanel title="Application received">Next, we read it.</SuccessPanel>);
    const heading = screen.getByRole('heading', { name: 'Application received' });
    expect(heading).toHaveFocus();
    expect(heading.id).not.toBe('');
    expect(screen.getByRole('region', { name: 'Application received' })).toHaveAttribute(
      'aria-labelledby',
      heading.id,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
