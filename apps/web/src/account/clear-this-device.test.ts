// @vitest-environment jsdom
import { STORED_KEYS, localStore, sessionStore } from '@harbor-help/device-storage';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOnQuickExit } from './clear-this-device';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Quick exit', () => {
  it('always clears every key the registry lists, in every area: drafts, check-ins, visit flags, the session', async () => {
    // One of each personal key, in every area it may be written in, plus the session.
    for (const [id, entry] of Object.entries(STORED_KEYS)) {
      const name = 'prefix' in entry && entry.prefix ? `${entry.key}x` : entry.key;
      for (const area of entry.areas) {
        (area === 'local' ? localStorage : sessionStorage).setItem(name, `${id}-value`);
      }
    }
    localStorage.setItem('harbor:draft:story', '{"story":"My partner checks my phone."}');
    sessionStorage.setItem('harbor:draft:contact', '{"message":"help"}');

    const pending = clearOnQuickExit();
    // The keys go before the page leaves, not after the clearing chunk has loaded.
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await pending;
  });

  it('keeps nothing written on the way out (a draft saved as the page hides)', () => {
    void clearOnQuickExit();
    expect(sessionStore.setItem('harbor:draft:story', '{"story":"typed on the way out"}')).toBe(
      false,
    );
    expect(localStore.setItem('hasVisitedBefore', 'true')).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});
