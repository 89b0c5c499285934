import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import FaqPage from './faq';

function renderFaq() {
  return render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

describe('the FAQ page', () => {
  it('asks at least 15 questions as native details and summary', () => {
    const { container } = renderFaq();

    const details = container.querySelectorAll('details');
    expect(details.length).toBeGreaterThanOrEqual(15);
    for (const item of details) {
      expect(item.querySelector(':scope > summary')?.textContent).toMatch(/\?$/);
    }
  });

  it('says plainly that Harbor is not a crisis service, with 911 and 988', () => {
    renderFaq();

    expect(screen.getByText('Is Harbor a crisis service?')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '988' })[0]).toHaveAttribute('href', 'tel:988');
    expect(screen.getAllByRole('link', { name: '911' })[0]).toHaveAttribute('href', 'tel:911');
  });

  it('says how facts are checked and links to reporting a wrong one', () => {
    renderFaq();

    expect(
      screen.getByText(/the date we read it and the words on it that back the fact/),
    ).toBeInTheDocument();
    expect(screen.getByText(/If we cannot check a fact, we leave it out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'report it on our contact form' })).toHaveAttribute(
      'href',
      '/contact?topic=wrong-fact',
    );
  });

  it('says how 211 texting works, without promising it everywhere', () => {
    renderFaq();

    expect(screen.getByRole('link', { name: '898-211' })).toHaveAttribute('href', 'sms:898211');
    expect(screen.getByText(/Hours and services depend on where you live/)).toBeInTheDocument();
  });

  it('sets its title and description', () => {
    renderFaq();

    expect(document.title).toBe('FAQ — Harbor');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('common questions'),
    );
  });

  it('claims no more about its sources than they show: a few facts rest on reports (issue 29)', () => {
    const { container } = renderFaq();
    const text = container.textContent ?? '';

    expect(text).not.toMatch(/never use a directory or a news story/);
    expect(text).toMatch(
      /rest on two separate reports, such as news stories, that quote the owner/,
    );
    expect(screen.getByRole('link', { name: 'open data' })).toHaveAttribute('href', '/open-data');
  });
});
