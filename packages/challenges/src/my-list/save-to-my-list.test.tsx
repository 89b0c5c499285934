import { keepOnDevice } from '@harbor-help/device-storage';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SAVED_SERVICES, MY_LIST_KEY, readMyList, saveService } from './my-list';
import { SaveToMyList } from './save-to-my-list';

afterEach(() => {
  keepOnDevice(MY_LIST_KEY, false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('SaveToMyList', () => {
  it('saves the service, says so on screen and to screen readers, and keeps focus on the button', async () => {
    const user = userEvent.setup();
    const { container } = render(<SaveToMyList id="211" name="211" />);
    const button = screen.getByRole('button', { name: 'Save to my list: 211' });
    await user.click(button);
    expect(readMyList()).toEqual(['211']);
    expect(button).toHaveAccessibleName('Remove from my list: 211');
    expect(button).toHaveFocus();
    expect(screen.getByText(/Saved to my list\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my list' })).toHaveAttribute('href', '/my-list');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Saved 211 to your list.',
    );
  });

  it('removes it again, and says so', async () => {
    const user = userEvent.setup();
    saveService('211');
    const { container } = render(<SaveToMyList id="211" name="211" />);
    await user.click(screen.getByRole('button', { name: 'Remove from my list: 211' }));
    expect(readMyList()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save to my list: 211' })).toHaveFocus();
    expect(screen.queryByText(/Saved to my list\./)).toBeNull();
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Removed 211 from your list.',
    );
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SaveToMyList id="food-bank" name="Food bank" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save to my list: Food bank' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(readMyList()).toEqual(['food-bank']);
    await user.keyboard(' ');
    expect(readMyList()).toEqual([]);
  });

  it('shows the same state on every button for one service', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveToMyList id="211" name="211" />
        <SaveToMyList id="211" name="211" />
      </>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Save to my list: 211' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Remove from my list: 211' })).toHaveLength(2);
  });

  it('says when the list is full, and saves nothing more', async () => {
    const user = userEvent.setup();
    for (let index = 0; index < MAX_SAVED_SERVICES; index += 1) saveService(`s-${index}`);
    render(<SaveToMyList id="one-more" name="One more" />);
    await user.click(screen.getByRole('button', { name: 'Save to my list: One more' }));
    expect(screen.getByText(/Your list is full/)).toBeInTheDocument();
    expect(readMyList()).not.toContain('one-more');
  });

  it('uses the app’s link for "See my list"', () => {
    saveService('211');
    render(
      <SaveToMyList
        id="211"
        name="211"
        linkComponent={({ href, children }) => <a href={`/app${href}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'See my list' })).toHaveAttribute(
      'href',
      '/app/my-list',
    );
  });

  it('has no axe violations, saved or not', async () => {
    const user = userEvent.setup();
    const { container } = render(<SaveToMyList id="211" name="211" />);
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(screen.getByRole('button'));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
