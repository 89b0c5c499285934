import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import PrivacyPage from './privacy';

function renderPrivacy() {
  return render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('the privacy page', () => {
  it('names what the site stores in the browser, by the keys the code uses', () => {
    renderPrivacy();

    for (const key of [
      'hasVisitedBefore',
      'app_version',
      'hasCompletedActivity',
      'interactionType',
    ]) {
      expect(screen.getByText(key)).toBeInTheDocument();
    }
    expect(screen.getByText('sb-…-auth-token')).toBeInTheDocument();
  });

  it('says there are no third-party trackers and that card details never reach Harbor', () => {
    renderPrivacy();

    expect(screen.getByText('No trackers, no analytics, no ads.')).toBeInTheDocument();
    expect(screen.getByText('they never reach Harbor')).toBeInTheDocument();
  });

  it('explains how to ask for deletion through the contact page', () => {
    renderPrivacy();

    const section = screen.getByRole('region', { name: 'Your choices and rights' });
    expect(section).toHaveTextContent('delete your account');
    expect(section.querySelector('a[href="/contact"]')).not.toBeNull();
  });

  it('sets its title and description', () => {
    renderPrivacy();

    expect(document.title).toBe('Privacy — Harbor');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('No trackers'),
    );
  });
});
