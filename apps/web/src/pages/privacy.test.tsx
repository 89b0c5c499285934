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

  it('describes the offline copy: what is in it, and that it is the same for everyone', () => {
    renderPrivacy();

    const item = screen.getByText("The offline copy of Harbor's help pages").closest('li');
    expect(item).toHaveTextContent('every challenge page and check-in');
    expect(item).toHaveTextContent('the same for everyone');
    expect(item).toHaveTextContent('not kept in shared-computer mode');
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
