import { STORED_KEYS } from '@harbor-help/device-storage';
import type { StoredKeyId } from '@harbor-help/device-storage';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storedKeyName } from '../../account/device-data-list';
import PrivacyPage from './privacy';

function renderPrivacy() {
  return render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('the privacy page', () => {
  it('names every key the site stores in the browser, from the registry the code uses', () => {
    renderPrivacy();

    const section = screen.getByRole('region', { name: 'What stays only in your browser' });
    for (const id of Object.keys(STORED_KEYS) as StoredKeyId[]) {
      expect(within(section).getByText(storedKeyName(id))).toBeInTheDocument();
    }
    for (const key of [
      'hasVisitedBefore',
      'app_version',
      'hasCompletedActivity',
      'interactionType',
    ]) {
      expect(within(section).getByText(key)).toBeInTheDocument();
    }
    expect(screen.getByText('sb-…-auth-token')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Clear this device' })).toHaveAttribute(
      'href',
      '/clear-device',
    );
  });

  it('describes shared-computer mode', () => {
    renderPrivacy();

    const section = screen.getByRole('region', { name: 'On a shared or public computer' });
    expect(section).toHaveTextContent('This is a shared or public computer');
    expect(section).toHaveTextContent('closing it signs you out');
    expect(section).toHaveTextContent('after 15 minutes without activity');
    expect(section).toHaveTextContent('nothing personal is saved on the computer');
  });

  it('describes the offline copy: what is in it, and that it is the same for everyone', () => {
    renderPrivacy();

    const item = screen.getByText('Offline copy.').closest('li');
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
