import { keepOnDevice, setSharedComputerMode } from '@harbor-help/device-storage';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedValues } from '../loaded-values';
import { GuidedActivity } from './guided-activity';
import { loadActivity } from './load-activity';

afterEach(() => {
  keepOnDevice('harbor-activity:poverty-challenge', false);
  localStorage.clear();
  sessionStorage.clear();
});

async function firstStep() {
  return await screen.findByRole('heading', { level: 2, name: 'What worries you most right now?' });
}

/** Answers the four steps of the poverty check-in by keyboard-free clicks. */
async function answerPovertyCheckIn(user: ReturnType<typeof userEvent.setup>) {
  await firstStep();
  await user.click(screen.getByRole('checkbox', { name: 'Having enough food' }));
  await user.type(
    screen.getByRole('textbox', { name: 'Anything else on your mind? (optional)' }),
    'Rent is due on the 1st',
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('checkbox', { name: 'Money for groceries (SNAP)' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('radio', { name: 'In the next few weeks' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('radio', { name: 'No one right now' }));
  await user.click(screen.getByRole('button', { name: 'See my plan' }));
}

describe('GuidedActivity', () => {
  it('is prerendered on its first step, so the page does not move when the answers are read', async () => {
    await loadActivity('poverty-challenge');
    const html = renderToString(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

    expect(html).toContain('What worries you most right now?');
    expect(html).toContain('Step 1 of 4');
    expect(html).toContain('Keep my answers on this device');
    // Without JavaScript the answers are never read: the page says so, and where to go.
    expect(html).toContain('This check-in needs JavaScript');
  });

  it('shows the first step as a group named by its question, with progress', async () => {
    render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

    await firstStep();
    expect(
      screen.getByRole('group', { name: 'What worries you most right now?' }),
    ).toHaveAccessibleDescription('Pick all that apply.');
    expect(screen.getByText('Step 1 of 4')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('moves focus to the next step’s heading and announces the progress', async () => {
    const user = userEvent.setup();
    render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
    await firstStep();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      screen.getByRole('heading', { name: 'Which kinds of help would you like to look into?' }),
    ).toHaveFocus();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Step 2 of 4');
  });

  it('goes back a step, keeping the answers', async () => {
    const user = userEvent.setup();
    render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
    await firstStep();
    await user.click(screen.getByRole('checkbox', { name: 'Having enough food' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('heading', { name: 'What worries you most right now?' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Having enough food' })).toBeChecked();
  });

  describe('when the visitor answers every step', () => {
    it('shows a plan built from the answers, with matching services', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

      await answerPovertyCheckIn(user);

      const heading = screen.getByRole('heading', { level: 2, name: 'Your action plan' });
      expect(heading).toHaveFocus();
      const plan = screen.getByRole('region', { name: 'Your action plan' });
      const steps = within(plan).getAllByRole('list')[0];
      expect(steps?.textContent).toContain('Find a food pantry or free meal near you.');
      expect(steps?.textContent).toContain('Check if you can get SNAP');
      expect(steps?.textContent).not.toContain('eviction notice');
      expect(within(plan).getByText('Rent is due on the 1st')).toBeInTheDocument();
      expect(
        await within(plan).findByRole('heading', { level: 4, name: '211' }),
      ).toBeInTheDocument();
      // Food and SNAP both point to 211: it is listed once.
      expect(within(plan).getAllByRole('heading', { level: 4, name: '211' })).toHaveLength(1);
    });

    it('calls onComplete once, with the slug', async () => {
      const user = userEvent.setup();
      const onComplete = vi.fn();
      render(
        <GuidedActivity slug="poverty-challenge" title="Facing poverty" onComplete={onComplete} />,
      );

      await answerPovertyCheckIn(user);

      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith('poverty-challenge');
    });

    it('keeps the answers in this tab only, under the activity’s key', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

      await answerPovertyCheckIn(user);

      const saved = JSON.parse(sessionStorage.getItem('harbor-activity:poverty-challenge') ?? '{}');
      expect(saved.finished).toBe(true);
      expect(saved.answers.worries).toEqual({ choices: ['food'], note: 'Rent is due on the 1st' });
      // Nothing is left on the device for the next person who opens the browser.
      expect(localStorage.length).toBe(0);
      expect(
        screen.getByRole('checkbox', { name: 'Keep my answers on this device' }),
      ).not.toBeChecked();
    });

    it('keeps them on this device when the visitor ticks "Keep my answers on this device"', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await firstStep();
      const keep = screen.getByRole('checkbox', { name: 'Keep my answers on this device' });
      expect(keep).toHaveAccessibleDescription(/anyone who uses this device could then see it/);
      await user.click(keep);

      await answerPovertyCheckIn(user);

      const saved = JSON.parse(localStorage.getItem('harbor-activity:poverty-challenge') ?? '{}');
      expect(saved.finished).toBe(true);
      expect(sessionStorage.getItem('harbor-activity:poverty-challenge')).toBeNull();
      expect(
        screen.getByRole('checkbox', { name: 'Keep my answers on this device' }),
      ).toBeChecked();
    });

    it('on a shared computer, keeps the answers and the plan off the device, and says so', async () => {
      setSharedComputerMode(true);
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await firstStep();
      expect(
        screen.getByText(/On a shared computer, your answers aren.t saved on the device/),
      ).toBeInTheDocument();

      await answerPovertyCheckIn(user);

      const plan = screen.getByRole('region', { name: 'Your action plan' });
      expect(
        within(plan).getByText(/On a shared computer, this isn.t saved on the device/),
      ).toBeInTheDocument();
      expect(localStorage.getItem('harbor-activity:poverty-challenge')).toBeNull();
      expect(localStorage.length).toBe(0);
    });

    it('prints the plan', async () => {
      const user = userEvent.setup();
      const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await answerPovertyCheckIn(user);

      await user.click(screen.getByRole('button', { name: 'Print my plan' }));

      expect(print).toHaveBeenCalledTimes(1);
    });

    it('copies the plan as text and says so', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await answerPovertyCheckIn(user);
      await screen.findByRole('heading', { level: 4, name: '211' });
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');

      await user.click(screen.getByRole('button', { name: 'Copy my plan' }));

      expect(writeText).toHaveBeenCalledTimes(1);
      const text = writeText.mock.calls[0]?.[0] ?? '';
      expect(text).toMatch(/^My action plan: Facing poverty\n/);
      expect(text).toContain('Find a food pantry or free meal near you.');
      expect(text).toContain('Rent is due on the 1st');
      expect(await screen.findByText(/Your plan was copied/)).toHaveAttribute('role', 'status');
    });

    it('offers the plan as text to copy by hand when copying fails', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await answerPovertyCheckIn(user);
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

      await user.click(screen.getByRole('button', { name: 'Copy my plan' }));

      const box = await screen.findByRole('textbox', { name: 'Your plan as text' });
      expect((box as HTMLTextAreaElement).value).toMatch(/^My action plan: Facing poverty\n/);
      expect(screen.getByText(/Copying did not work here/)).toBeInTheDocument();
    });
  });

  describe('when Clear my answers is pressed', () => {
    it('removes the saved answers and starts again at step 1', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await answerPovertyCheckIn(user);

      await user.click(screen.getByRole('button', { name: 'Clear my answers' }));

      expect(localStorage.getItem('harbor-activity:poverty-challenge')).toBeNull();
      expect(
        screen.getByRole('heading', { name: 'What worries you most right now?' }),
      ).toHaveFocus();
      expect(screen.getByRole('checkbox', { name: 'Having enough food' })).not.toBeChecked();
      expect(screen.getByText('Your answers were cleared.')).toHaveAttribute('role', 'status');
    });

    it('is offered during the steps too, once something is answered', async () => {
      const user = userEvent.setup();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await firstStep();
      expect(screen.queryByRole('button', { name: 'Clear my answers' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Having enough food' }));
      await user.click(screen.getByRole('button', { name: 'Clear my answers' }));

      expect(localStorage.getItem('harbor-activity:poverty-challenge')).toBeNull();
      expect(screen.getByRole('checkbox', { name: 'Having enough food' })).not.toBeChecked();
    });
  });

  describe('given a returning visitor with an unfinished check-in', () => {
    function saveUnfinished() {
      localStorage.setItem(
        'harbor-activity:poverty-challenge',
        JSON.stringify({
          answers: { worries: { choices: ['food'], note: '' } },
          step: 2,
          finished: false,
        }),
      );
    }

    it('offers to continue where they left off', async () => {
      saveUnfinished();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

      expect(
        await screen.findByRole('heading', { name: 'Continue where you left off?' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/got to step 3 of 4/)).toBeInTheDocument();
    });

    it('continues at the saved step with the saved answers', async () => {
      const user = userEvent.setup();
      saveUnfinished();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

      await user.click(await screen.findByRole('button', { name: 'Continue' }));

      expect(screen.getByRole('heading', { name: 'How soon do you need help?' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('checkbox', { name: 'Having enough food' })).toBeChecked();
    });

    it('starts again from nothing when asked', async () => {
      const user = userEvent.setup();
      saveUnfinished();
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

      await user.click(await screen.findByRole('button', { name: 'Start again' }));

      expect(
        screen.getByRole('heading', { name: 'What worries you most right now?' }),
      ).toHaveFocus();
      expect(localStorage.getItem('harbor-activity:poverty-challenge')).toBeNull();
    });
  });

  describe('given a visitor who finished before', () => {
    it('shows their plan again without recording another completion', async () => {
      localStorage.setItem(
        'harbor-activity:health-challenge',
        JSON.stringify({
          answers: { coverage: { choices: ['none'], note: '' } },
          step: 3,
          finished: true,
        }),
      );
      const onComplete = vi.fn();
      render(
        <StrictMode>
          <GuidedActivity slug="health-challenge" title="Health" onComplete={onComplete} />
        </StrictMode>,
      );

      expect(await screen.findByRole('heading', { name: 'Your action plan' })).toBeInTheDocument();
      expect(screen.getByText(/Check if you can get Medicaid/)).toBeInTheDocument();
      expect(onComplete).not.toHaveBeenCalled();
    });
  });

  describe('given storage that throws', () => {
    it('still works through to the plan', async () => {
      const user = userEvent.setup();
      const throwing = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing);

      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);
      await answerPovertyCheckIn(user);

      expect(screen.getByRole('heading', { name: 'Your action plan' })).toBeInTheDocument();
    });
  });

  describe('given the questions cannot be loaded', () => {
    it('says so and retries', async () => {
      const user = userEvent.setup();
      // Earlier tests loaded the questions already: start from nothing.
      forgetLoadedValues();
      const loader = await import('./load-activity');
      const real = loader.loadActivityIn;
      const spy = vi.spyOn(loader, 'loadActivityIn');
      spy.mockRejectedValueOnce(new Error('offline'));
      spy.mockImplementation(real);
      render(<GuidedActivity slug="poverty-challenge" title="Facing poverty" />);

      expect(await screen.findByRole('alert')).toHaveTextContent(/could not load this check-in/);
      await user.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await firstStep()).toBeInTheDocument();
    });
  });

  describe('accessibility', () => {
    it('has no axe violations on a step', async () => {
      const { container } = render(
        <main>
          <GuidedActivity slug="immigration-challenge" title="Immigration" />
        </main>,
      );
      await screen.findByRole('heading', { name: 'What do you need help with?' });
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });

    it('has no axe violations on the plan', async () => {
      const user = userEvent.setup();
      const { container } = render(
        <main>
          <GuidedActivity slug="poverty-challenge" title="Facing poverty" />
        </main>,
      );
      await answerPovertyCheckIn(user);
      await screen.findByRole('heading', { level: 4, name: '211' });
      await act(async () => undefined);
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });
});
