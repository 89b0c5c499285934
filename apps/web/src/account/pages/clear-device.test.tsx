import type { AuthContextValue } from '@harbor-help/auth';
import {
  OTHER_DEVICE_DATA,
  STORED_KEYS,
  STORED_KEY_DESCRIPTIONS,
} from '@harbor-help/device-storage';
import type { StoredKeyId } from '@harbor-help/device-storage';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { emptyDeviceStorage, storeSomeDeviceData } from '../../shared/test/device-data';
import ClearDevicePage from './clear-device';

const fakeAuth = vi.hoisted(() => ({ current: undefined as unknown as AuthContextValue }));
vi.mock('@harbor-help/auth', () => ({ useAuth: () => fakeAuth.current }));

function renderPage() {
  return render(
    <MemoryRouter>
      <main>
        <ClearDevicePage />
      </main>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fakeAuth.current = signedOutAuth();
  storeSomeDeviceData();
});
afterEach(emptyDeviceStorage);

describe('"Clear this device"', () => {
  it('lists, in plain words, every key Harbor keeps and the offline copy', () => {
    renderPage();

    const list = screen.getByRole('region', { name: 'What Harbor keeps on this device' });
    for (const id of Object.keys(STORED_KEYS) as StoredKeyId[]) {
      expect(list).toHaveTextContent(STORED_KEY_DESCRIPTIONS[id].holds);
    }
    for (const item of OTHER_DEVICE_DATA) expect(list).toHaveTextContent(item.holds);
  });

  it('says, in the page as prerendered, that the button needs JavaScript and how to do without', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <MemoryRouter>
        <ClearDevicePage />
      </MemoryRouter>,
    );

    expect(html).toContain('<noscript>');
    expect(html).toContain('Clearing this device needs JavaScript');
    expect(html).toContain('delete this site&#x27;s data');
  });

  describe('given a signed-in visitor who presses the button', () => {
    it('signs out, removes every key, and confirms with focus on the message', async () => {
      const user = userEvent.setup();
      fakeAuth.current = signedInAuth('basic');
      renderPage();

      await user.click(
        screen.getByRole('button', { name: "Clear Harbor's data from this device" }),
      );

      const done = await screen.findByRole('heading', {
        name: "Harbor's data is gone from this device",
      });
      // Focus moves in the confirmation's effect, which runs just after it shows.
      await waitFor(() => expect(done).toHaveFocus());
      expect(done.parentElement).toHaveTextContent('You are signed out.');
      expect(done.parentElement).toHaveTextContent('Removed: 5 saved items.');
      expect(fakeAuth.current.signOut).toHaveBeenCalledTimes(1);
      expect(localStorage.length).toBe(0);
      expect(sessionStorage.length).toBe(0);
    });
  });

  describe('given a signed-out visitor', () => {
    it('clears without signing out', async () => {
      const user = userEvent.setup();
      renderPage();

      await user.click(
        screen.getByRole('button', { name: "Clear Harbor's data from this device" }),
      );

      const done = await screen.findByRole('heading', {
        name: "Harbor's data is gone from this device",
      });
      expect(done.parentElement).not.toHaveTextContent('You are signed out.');
      expect(fakeAuth.current.signOut).not.toHaveBeenCalled();
      expect(localStorage.length).toBe(0);
    });
  });

  describe('Quick exit', () => {
    it('says that it always clears, and what it and clearing cannot do', () => {
      renderPage();
      expect(screen.queryByRole('checkbox')).toBeNull();
      const section = screen.getByRole('region', { name: 'Quick exit' });
      expect(section).toHaveTextContent(/always removes everything listed above/);
      expect(section).toHaveTextContent(/browser's history still lists the Harbor pages/);
      expect(section).toHaveTextContent(/Back can still show Harbor pages/);
      expect(section).toHaveTextContent(/someone checks your phone/);
    });
  });

  it('has no axe violations, before and after clearing', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    // color-contrast is off because jsdom does no layout or CSS cascade (checked in the browser).
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Clear Harbor's data from this device" }));
    // Clearing loads its own chunk first: slow on a busy machine.
    await screen.findByRole(
      'heading',
      { name: "Harbor's data is gone from this device" },
      { timeout: 10_000 },
    );
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    expect(within(container).getByRole('link', { name: 'privacy page' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
