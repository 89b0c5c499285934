import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CrisisLines } from '../crisis-lines';
import { COUNTRY_STORAGE_KEY } from './country-storage';
import { CountryChooser } from './country-lines-view';

// Transform the table's chunk once up front, so a busy machine's first compile of it does not
// count against the wait for the switch.
beforeAll(async () => {
  await import('../resources/country-lines');
}, 60_000);

afterEach(() => {
  localStorage.clear();
});

describe('CrisisLines for the visitor country', () => {
  it('renders the US lines and the chooser link first, with no browser APIs needed', () => {
    const html = renderToString(<CrisisLines />);
    expect(html).toContain('tel:988');
    expect(html).toContain('Not in the United States? ');
    expect(html).toContain('href="/get-help#choose-country"');
  });

  it('shows the country chosen on this device after loading its lines', async () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'GB');
    render(<CrisisLines />);
    expect(
      await screen.findByRole('link', { name: /^Call 116 123, Samaritans/ }, { timeout: 10_000 }),
    ).toHaveAttribute('href', 'tel:116123');
    const section = screen.getByRole('region', { name: 'Get help now' });
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Call 999');
    expect(section).toHaveTextContent('Not in the United Kingdom? Choose your country');
    expect(screen.queryByRole('link', { name: /^Call 988/ })).not.toBeInTheDocument();
  });

  it('shows a country with more lines than the US in as many cells, the rest one tap away by name', async () => {
    const user = userEvent.setup();
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'GB');
    render(<CrisisLines />);
    await screen.findByRole('link', { name: /^Call 116 123, Samaritans/ }, { timeout: 10_000 });
    const section = screen.getByRole('region', { name: 'Get help now' });
    const list = section.querySelector('ul') as HTMLElement;
    const cells = [...list.children];
    // The US shows 4 lines; the UK's 6 fit the same 4 cells: 3 lines and one that opens 3 more.
    expect(cells).toHaveLength(4);
    const more = within(cells[3] as HTMLElement).getByText(/^3 more lines: /);
    expect(more).toHaveTextContent('Shout 85258');
    expect(more).toHaveTextContent('Childline');
    expect(more).toHaveTextContent('National Domestic Abuse Helpline (Refuge)');
    await user.click(more);
    expect(screen.getByRole('link', { name: /^Call 0800 1111, Childline/ })).toBeVisible();
  });

  it('ignores a stored code it has no lines for and keeps the US lines', async () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'XX');
    render(<CrisisLines />);
    expect(await screen.findByRole('link', { name: /^Call 988/ })).toBeInTheDocument();
  });
});

describe('CountryChooser', () => {
  it('hands the chosen country to onChoose, and is a labelled GET form without JavaScript', async () => {
    const chosen: string[] = [];
    const { container } = render(
      <main>
        <CountryChooser value="US" onChoose={(code) => chosen.push(code)} />
      </main>,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/get-help');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Your country' }), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Show lines' }));
    expect(chosen).toEqual(['DE']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
