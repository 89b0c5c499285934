import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AdvisoriesPage from './advisories';

function renderAdvisories() {
  return render(
    <MemoryRouter>
      <AdvisoriesPage />
    </MemoryRouter>,
  );
}

describe('the advisories page', () => {
  it('lists dated advisories, newest first, each with an https source', () => {
    renderAdvisories();

    const list = screen.getByRole('list', { name: 'Advisories, newest first' });
    const advisories = within(list).getAllByRole('article');
    expect(advisories.length).toBeGreaterThanOrEqual(5);
    const dates = advisories.map((advisory) =>
      advisory.querySelector('time')?.getAttribute('datetime'),
    );
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const advisory of advisories) {
      const source = within(advisory)
        .getByText(/^Source:/)
        .querySelector('a');
      expect(source?.getAttribute('href')).toMatch(/^https:\/\/[a-z.]+\.gov\//);
    }
  });

  it('covers immigration-services scams and extreme weather', () => {
    renderAdvisories();

    expect(
      screen.getByRole('heading', { name: 'Fake immigration help: "notarios" and consultants' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'USCIS: Avoid Scams' })).toHaveAttribute(
      'href',
      'https://www.uscis.gov/avoidscams',
    );
    expect(screen.getByRole('heading', { name: /^Extreme heat/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Cold weather/ })).toBeInTheDocument();
  });

  it('says how 211 texting works and that hours vary, wherever it gives 211', () => {
    renderAdvisories();

    const items = screen
      .getAllByRole('link', { name: '211' })
      .map((link) => link.closest('li')?.textContent ?? '');
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item).toMatch(/text your ZIP code to 898-211/);
      expect(item).toMatch(/Hours depend on where you live/);
      expect(item).not.toMatch(/call or text 211/i);
    }
  });

  it('sets its title and description', () => {
    renderAdvisories();

    expect(document.title).toBe('Advisories — Harbor');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('safety advisories'),
    );
  });
});
