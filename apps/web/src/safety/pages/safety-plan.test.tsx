import { keepOnDevice, setSharedComputerMode } from '@harbor-help/device-storage';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addEntry, emptyPlan, planFileText } from '../plan';
import { PLAN_KEY } from '../plan-storage';
import SafetyPlanPage from './safety-plan';

function renderPage() {
  const router = createMemoryRouter([{ path: '/safety-plan', element: <SafetyPlanPage /> }], {
    initialEntries: ['/safety-plan'],
  });
  return render(<RouterProvider router={router} />);
}

function step(title: string) {
  return screen.getByRole('region', { name: new RegExp(`^Step \\d: ${title}$`) });
}

afterEach(() => {
  // Unmount first: the page keeps the plan as it goes away, which must not outlive the test.
  cleanup();
  keepOnDevice(PLAN_KEY, false);
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('/safety-plan', () => {
  it('has the seven steps, each with its prompt and a button to add an entry', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => title?.startsWith('Step'));
    expect(titles).toEqual([
      'Step 1: Warning signs',
      'Step 2: Things I can do on my own',
      'Step 3: People and places that take my mind off things',
      'Step 4: People I can ask for help',
      'Step 5: Professionals and crisis lines',
      'Step 6: Making my space safer',
      'Step 7: My reasons for living',
    ]);
    expect(
      within(step('Warning signs')).getByRole('button', { name: 'Add a warning sign' }),
    ).toBeInTheDocument();
  });

  it('starts the professionals step with the crisis lines, editable, and links their numbers in the plan', async () => {
    renderPage();
    const professionals = step('Professionals and crisis lines');
    expect(within(professionals).getByLabelText('Professional or line 2')).toHaveValue(
      '988 Suicide & Crisis Lifeline: call or text 988',
    );
    const summary = screen.getByRole('region', { name: 'My safety plan' });
    expect(within(summary).getAllByRole('link', { name: '988' })[0]).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(summary).getByRole('link', { name: '741741' })).toHaveAttribute(
      'href',
      'sms:741741',
    );
  });

  it('adds an entry with focus in it, saves it for this tab as the visitor types, and says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a warning sign' }));
    const input = screen.getByLabelText('Warning sign 1');
    expect(input).toHaveFocus();
    await user.type(input, 'I stop answering my phone');
    expect(await screen.findByText('Saved for this tab.')).toHaveAttribute('role', 'status');
    // On a slow machine a pause mid-typing saves part of it first: the whole of it follows.
    await waitFor(() =>
      expect(sessionStorage.getItem(PLAN_KEY)).toContain('I stop answering my phone'),
    );
    expect(localStorage.getItem(PLAN_KEY)).toBeNull();
  });

  it('keeps it on this device when the visitor ticks "Keep this on this device"', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByLabelText('Reason for living 1'), 'My cat');
    await user.click(screen.getByRole('checkbox', { name: 'Keep this on this device' }));
    expect(await screen.findByText('Saved on this device.')).toBeInTheDocument();
    expect(localStorage.getItem(PLAN_KEY)).toContain('My cat');
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
  });

  it('puts back a plan kept earlier and says where it was kept', async () => {
    sessionStorage.setItem(
      PLAN_KEY,
      planFileText(addEntry(emptyPlan(), 'distractions', 'The library on Main St')),
    );
    renderPage();
    expect(await screen.findByDisplayValue('The library on Main St')).toBeInTheDocument();
    expect(screen.getByText('We kept your plan from earlier in this tab.')).toBeInTheDocument();
  });

  it('removes an entry and moves focus to the add button when none is left', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.type(screen.getByLabelText('Person I can ask 1'), 'Aunt Rosa');
    await user.click(screen.getByRole('button', { name: 'Remove Person I can ask 1' }));
    expect(screen.queryByLabelText('Person I can ask 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a person' })).toHaveFocus();
  });

  it('opens a saved plan, and refuses a bad file without losing the plan', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByLabelText('Reason for living 1'), 'My garden');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    await user.upload(input, new File(['not a plan'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a safety plan saved from Harbor, so we could not open it. Your plan has not changed.',
    );
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('My garden');

    const saved = planFileText(addEntry(emptyPlan(), 'reasons', 'Seeing my niece grow up'));
    await user.upload(input, new File([saved], 'my-safety-plan.json'));
    // A plan of the visitor's own is on screen: they are asked first.
    const confirm = await screen.findByRole('group', { name: 'Replace the plan on screen?' });
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('My garden');
    await user.click(within(confirm).getByRole('button', { name: 'Replace my plan' }));
    expect(
      await screen.findByText('We opened your plan from my-safety-plan.json.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('Seeing my niece grow up');
    expect(sessionStorage.getItem(PLAN_KEY)).toContain('Seeing my niece grow up');
    expect(screen.queryByRole('group', { name: 'Replace the plan on screen?' })).toBeNull();
  });

  it('asks before opening a plan over the visitor’s own, and keeps theirs when they cancel', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByLabelText('Reason for living 1'), 'My garden');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const other = planFileText(addEntry(emptyPlan(), 'reasons', 'Someone else’s plan'));

    await user.upload(input, new File([other], 'old-plan.json'));
    const confirm = await screen.findByRole('group', { name: 'Replace the plan on screen?' });
    expect(confirm).toHaveAccessibleDescription(/The plan in old-plan\.json will take the place/);
    expect(
      within(confirm).getByRole('heading', { name: 'Replace the plan on screen?' }),
    ).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('group', { name: 'Replace the plan on screen?' })).toBeNull();
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('My garden');
    expect(await screen.findByText('We kept your plan. Nothing was opened.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open a saved plan' })).toHaveFocus(),
    );
    await waitFor(() => expect(sessionStorage.getItem(PLAN_KEY)).toContain('My garden'));

    // Escape cancels too.
    await user.upload(input, new File([other], 'old-plan.json'));
    await screen.findByRole('group', { name: 'Replace the plan on screen?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Replace the plan on screen?' })).toBeNull();
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('My garden');
    expect(sessionStorage.getItem(PLAN_KEY)).not.toContain('Someone else');
  });

  it('opens a plan at once when nothing of the visitor’s own is on screen', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const saved = planFileText(addEntry(emptyPlan(), 'reasons', 'My dog'));
    await user.upload(input, new File([saved], 'my-safety-plan.json'));
    expect(
      await screen.findByText('We opened your plan from my-safety-plan.json.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Replace the plan on screen?' })).toBeNull();
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('My dog');
  });

  it('deletes the plan from this browser once the visitor confirms, and starts a new one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByLabelText('Reason for living 1'), 'My cat');
    await user.click(screen.getByRole('checkbox', { name: 'Keep this on this device' }));
    expect(await screen.findByText('Saved on this device.')).toBeInTheDocument();
    expect(localStorage.getItem(PLAN_KEY)).toContain('My cat');

    await user.click(screen.getByRole('button', { name: 'Delete my plan from this browser' }));
    const confirm = screen.getByRole('group', { name: 'Delete your plan from this browser?' });
    expect(within(confirm).getByRole('heading')).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete my plan' }));

    expect(screen.queryByLabelText('Reason for living 1')).toBeNull();
    expect(localStorage.getItem(PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    expect(screen.getByText('We deleted your plan from this browser.')).toHaveAttribute(
      'role',
      'status',
    );
    // A new plan: the crisis lines again, kept in this tab only from now on.
    expect(screen.getByRole('checkbox', { name: 'Keep this on this device' })).not.toBeChecked();
    expect(screen.getByLabelText('Professional or line 2')).toHaveValue(
      '988 Suicide & Crisis Lifeline: call or text 988',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete my plan from this browser' }),
      ).toHaveFocus(),
    );
  });

  it('keeps the plan when the visitor cancels the delete', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByLabelText('Reason for living 1'), 'My cat');
    await user.click(screen.getByRole('button', { name: 'Delete my plan from this browser' }));
    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('group', { name: 'Delete your plan from this browser?' })).toBeNull();
    expect(screen.getByLabelText('Reason for living 1')).toHaveValue('My cat');
    await waitFor(() => expect(sessionStorage.getItem(PLAN_KEY)).toContain('My cat'));
  });

  it('saves at once when the page is hidden or left, before the typing pause ends', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a warning sign' }));
    await user.type(screen.getByLabelText('Warning sign 1'), 'I stop eating');
    // Not yet: the pause after typing has not passed.
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.getItem(PLAN_KEY)).toContain('I stop eating');

    await user.type(screen.getByLabelText('Warning sign 1'), ' and sleeping');
    expect(sessionStorage.getItem(PLAN_KEY)).not.toContain('sleeping');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    expect(sessionStorage.getItem(PLAN_KEY)).toContain('I stop eating and sleeping');
  });

  it('downloads the plan as a small JSON file made on the device', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:plan';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('my-safety-plan.json');
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Download my plan' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('"format": "harbor-safety-plan"');
    vi.unstubAllGlobals();
  });

  it('in shared-computer mode, keeps the plan in the page only, says so and offers printing', async () => {
    setSharedComputerMode(true);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getByText(/On a shared computer, your plan is kept in this page only/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Keep this on this device' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByLabelText('Reason for living 1'), 'My friends');
    expect(await screen.findByText('Saved in this page only.')).toBeInTheDocument();
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    expect(localStorage.getItem(PLAN_KEY)).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Print my plan' })[0]!);
    expect(print).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('cites the method’s authors and a government page, with links', () => {
    renderPage();
    const sources = screen.getByRole('region', { name: 'Where this plan comes from' });
    expect(sources).toHaveTextContent(/Barbara Stanley and Gregory K\. Brown/);
    const hrefs = within(sources)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC6142908',
      'https://www.ihs.gov/suicideprevention/resources/providers/',
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    await act(async () => {
      await Promise.resolve();
    });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
