import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AboutPage from './about';

function renderAbout() {
  return render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('the about page', () => {
  it('says who Harbor is for, what it is and is not, and how it is paid for', () => {
    renderAbout();

    for (const title of [
      'Who Harbor is for',
      'What Harbor is',
      'What Harbor is not',
      'How Harbor is paid for',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Harbor is not a crisis service.')).toBeInTheDocument();
  });

  it('sets its title and description', () => {
    renderAbout();

    expect(document.title).toBe('About — Harbor');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Who Harbor is for'),
    );
  });

  it('claims no more about its sources than they show, and links the open data (issue 29)', () => {
    const { container } = renderAbout();
    const text = container.textContent ?? '';

    expect(text).not.toMatch(/each phone number and address against the service's own website/);
    expect(text).toMatch(/nearly always on a page of the group that runs the service/);
    expect(screen.getByRole('link', { name: 'open data' })).toHaveAttribute('href', '/open-data');
  });
});
