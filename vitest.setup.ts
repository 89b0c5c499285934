import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { isSharedComputerMode, setSharedComputerMode } from './packages/device-storage/src/index.ts';
import { guardStorageWrites } from './packages/device-storage/src/test/unlisted-key-guard.ts';

// Every key written to localStorage or sessionStorage, by the app, a package or a test, must be
// listed in @harbor-help/device-storage's STORED_KEYS: "Clear this device", sign-out and the version
// reset read that list, so a key missing from it would never be cleared.
// (Files that opt into the node environment have no Storage to guard.)
// How long findBy*/waitFor wait for what a visitor would wait for. Testing Library's 1 s default is
// shorter than vitest's first transform of a lazily imported module on a busy two-core machine
// (the lazy pages, the safety plan, the payment pages failed on it under load, never otherwise):
// waiting longer changes no result, only how long a real failure takes to report.
configure({ asyncUtilTimeout: 5_000 });

const unlistedKeys = typeof Storage === 'undefined' ? null : guardStorageWrites();

afterEach(() => {
  cleanup();
  // Shared-computer mode lives in this page's memory as well as in sessionStorage: end it.
  if (isSharedComputerMode()) setSharedComputerMode(false);
  const unlisted = unlistedKeys?.take() ?? [];
  if (unlisted.length > 0) {
    throw new Error(
      `Wrote storage keys that STORED_KEYS (packages/device-storage/src/stored-keys.ts) does not list: ${unlisted.join(', ')}`,
    );
  }
});

// axe-core probes <canvas> while it runs; jsdom has no canvas and prints a "Not implemented"
// warning for every probe, burying real output. Answer as a browser without canvas support would.
// (Files that opt into the node environment, such as the prerender test, have no HTMLCanvasElement.)
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as typeof HTMLCanvasElement.prototype.getContext;
}
