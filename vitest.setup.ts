import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// axe-core probes <canvas> while it runs; jsdom has no canvas and prints a "Not implemented"
// warning for every probe, burying real output. Answer as a browser without canvas support would.
// (Files that opt into the node environment, such as the prerender test, have no HTMLCanvasElement.)
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as typeof HTMLCanvasElement.prototype.getContext;
}
