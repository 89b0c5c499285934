// @vitest-environment jsdom
// A file of its own: stopWriting() lasts for the rest of the page, here this test file's module.
import { expect, it } from 'vitest';
import { clearStoredKeys } from './clear-keys';
import { localStore, sessionStore, stopWriting } from './safe-storage';

it('after clearing, keeps nothing more on this page: a draft saved as the page hides does not come back', () => {
  localStorage.setItem('hasVisitedBefore', 'true');
  sessionStorage.setItem('harbor:draft:story', '{"story":"mine"}');
  Storage.prototype.setItem.call(localStorage, 'not-harbors', 'x');
  expect(localStore.setItem('harbor:country', 'US')).toBe(true);

  clearStoredKeys();
  stopWriting();

  expect(sessionStore.setItem('harbor:draft:story', '{"story":"typed on the way out"}')).toBe(
    false,
  );
  expect(localStore.setItem('hasVisitedBefore', 'true')).toBe(false);
  expect(Object.keys(localStorage)).toEqual(['not-harbors']);
  expect(sessionStorage.length).toBe(0);
});
