import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceDirectory } from './resource-directory';
import { NO_FILTERS } from './resource-filter';
import type { ResourceFilters } from './resource-filter';

/** Holds the filters as an app would (in its URL), and records each change. */
function Harness({
  initial = NO_FILTERS,
  onChange = () => undefined,
}: {
  initial?: ResourceFilters;
  onChange?: (filters: ResourceFilters, options: { typing: boolean }) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <main>
      <ResourceDirectory
        filters={filters}
        onFiltersChange={(next, options) => {
          onChange(next, options);
          setFilters(next);
        }}
      />
    </main>
  );
}

async function results() {
  return within(await screen.findByRole('list', { name: 'Results' })).getAllByRole('article');
}

describe('ResourceDirectory', () => {
  it('lists the first 12 services and says how many there are', async () => {
    render(<Harness />);

    const cards = await results();
    expect(cards).toHaveLength(12);
    expect(screen.getByRole('status').textContent).toMatch(
      /^(\d+) services\. Showing the first 12\.$/,
    );
    const total = Number(/^(\d+)/.exec(screen.getByRole('status').textContent ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(20);
  });

  it('shows 12 more at a time, moving focus to the first new one, until all are shown', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const first = await results();

    await user.click(screen.getByRole('button', { name: /^Show 12 more/ }));

    const more = await results();
    expect(more).toHaveLength(24);
    expect(more[12]?.closest('li')).toHaveFocus();
    expect(first[0]).toBe(more[0]);
    while (screen.queryByRole('button', { name: /^Show \d+ more/ })) {
      await user.click(screen.getByRole('button', { name: /^Show \d+ more/ }));
    }
    expect((await results()).length).toBeGreaterThanOrEqual(20);
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ services\.$/);
  });

  it('starts the list from the top again when the filters change', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await results();
    await user.click(screen.getByRole('button', { name: /^Show 12 more/ }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of help' }), 'Hotline');

    expect((await results()).length).toBeLessThanOrEqual(12);
  });

  it('searches as the visitor types, announcing the count, replacing rather than adding history', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await results();

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'poison');

    const cards = await results();
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Poison Control'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 service matches.');
    expect(onChange).toHaveBeenLastCalledWith(
      { query: 'poison', challenge: null, kind: null, language: null },
      { typing: true },
    );
  });

  it('filters by challenge and by kind', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await results();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Challenge' }), 'Immigration');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of help' }), 'Hotline');

    expect(onChange).toHaveBeenLastCalledWith(
      { query: '', challenge: 'immigration', kind: 'hotline', language: null },
      { typing: false },
    );
    const cards = await results();
    expect(cards.length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(/services? match/);
  });

  it('filters by language, Spanish first, keeping only services a source says answer in it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await results();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any language', 'Spanish (Español)', 'English']);

    await user.selectOptions(select, 'es');

    expect(onChange).toHaveBeenLastCalledWith(
      { query: '', challenge: null, kind: null, language: 'es' },
      { typing: false },
    );
    const cards = await results();
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const card of cards) expect(card).toHaveTextContent(/Languages: .*Spanish/);
    expect(
      screen.queryByRole('article', { name: 'National Domestic Violence Hotline' }),
    ).not.toBeInTheDocument();
  });

  it('starts from the filters it is given (a shared link)', async () => {
    render(<Harness initial={{ query: 'food', challenge: 'poverty', kind: 'food' }} />);

    await results();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('food');
    expect(screen.getByRole('combobox', { name: 'Challenge' })).toHaveValue('poverty');
    expect(screen.getByRole('combobox', { name: 'Kind of help' })).toHaveValue('food');
  });

  it('shows new filters from outside (Back and Forward) in the search box', async () => {
    const { rerender } = render(
      <ResourceDirectory filters={{ ...NO_FILTERS, query: 'food' }} onFiltersChange={vi.fn()} />,
    );
    await results();

    rerender(
      <ResourceDirectory filters={{ ...NO_FILTERS, query: 'rent' }} onFiltersChange={vi.fn()} />,
    );

    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('rent');
  });

  describe('given an app whose URL update lags behind (a router transition on a slow phone)', () => {
    it('builds each change on the newest filters, so typing after Clear does not bring them back', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      // The app has not re-rendered yet: the directory still shows the old filters.
      render(
        <ResourceDirectory
          filters={{ query: '', challenge: 'legal', kind: 'legal-aid' }}
          onFiltersChange={onFiltersChange}
        />,
      );
      await results();

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'r');

      expect(onFiltersChange).toHaveBeenLastCalledWith(
        { query: 'r', challenge: null, kind: null, language: null },
        { typing: true },
      );
    });

    it('still takes filters that arrive from outside (Back) once nothing of its own is pending', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      const { rerender } = render(
        <ResourceDirectory filters={NO_FILTERS} onFiltersChange={onFiltersChange} />,
      );
      await results();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of help' }), 'food');

      // Back to a link that had another challenge and kind: those are the truth now.
      rerender(
        <ResourceDirectory
          filters={{ query: '', challenge: 'legal', kind: 'legal-aid' }}
          onFiltersChange={onFiltersChange}
        />,
      );
      await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'x');

      expect(onFiltersChange).toHaveBeenLastCalledWith(
        { query: 'x', challenge: 'legal', kind: 'legal-aid' },
        { typing: true },
      );
    });
  });

  describe('given a search that matches nothing', () => {
    it('says so and points to the crisis lines', async () => {
      render(<Harness initial={{ ...NO_FILTERS, query: 'zzzz-nothing' }} />);

      expect(await screen.findByText('No match for “zzzz-nothing”.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 services match.');
      // The lines for right now, one tap each, under the message: 988, Crisis Text Line, 211.
      const empty = screen.getByText('No match for “zzzz-nothing”.').closest('div');
      if (!empty) throw new Error('no empty state');
      const hrefs = within(empty)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(expect.arrayContaining(['tel:988', 'sms:988', 'tel:211']));
      expect(hrefs.some((href) => href?.startsWith('sms:741741'))).toBe(true);
      expect(within(empty).getByRole('link', { name: 'See every crisis line' })).toHaveAttribute(
        'href',
        '#crisis-lines',
      );
    });

    it('clears the filters with one button', async () => {
      const user = userEvent.setup();
      render(<Harness initial={{ query: 'zzzz', challenge: 'legal', kind: 'food' }} />);
      await screen.findByText('No match for “zzzz”.');

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));

      expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
      expect(screen.getByRole('status')).toHaveTextContent(
        /^\d+ services\. Showing the first 12\.$/,
      );
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness initial={{ ...NO_FILTERS, kind: 'legal-aid' }} />);
    await results();
    const results_ = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results_.violations).toEqual([]);
  });
});
