import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OPEN_DATA_FILES, OPEN_DATA_PACKAGE } from '../open-data-files';
import OpenDataPage from './open-data';

function renderPage() {
  return render(
    <MemoryRouter>
      <OpenDataPage />
    </MemoryRouter>,
  );
}

describe('the open data page', () => {
  it('says what is shared, how often, and under which licence, and why', () => {
    renderPage();

    for (const title of ['What we share', 'How often it changes', 'The licence', 'The files']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/each time we update the site/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Creative Commons Attribution 4.0 licence' }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByText(/Why this licence\?/)).toBeInTheDocument();
  });

  it('links every file and the data package', () => {
    renderPage();
    const files = screen.getByRole('heading', { level: 2, name: 'The files' }).closest('section');
    for (const link of [OPEN_DATA_PACKAGE, ...OPEN_DATA_FILES]) {
      expect(within(files as HTMLElement).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  });

  it('sets its title', () => {
    renderPage();
    expect(document.title).toBe('Open data — Harbor');
  });
});
