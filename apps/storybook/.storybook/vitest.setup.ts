// Applies the project's annotations (preview.ts, the a11y addon) to the stories Vitest runs.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { ProjectAnnotations, ReactRenderer } from '@storybook/react-vite';
import { expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as projectAnnotations from './preview';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether this run compares screenshots (HARBOR_VISUAL=1, vitest.config.ts). */
    harborVisual: boolean;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Chromium's forced-colors emulation for the page (vitest.config.ts). */
    emulateForcedColors(value: 'active' | 'none'): Promise<void>;
    /** Makes the files matching `pattern` fail or never arrive, for one story (vitest.config.ts). */
    routeRequests(pattern: string, mode: 'fail' | 'hold' | 'reset'): Promise<void>;
  }
}

// A story with `globals: { forcedColors: 'active' }` runs with Chromium in forced colours
// (Windows high contrast), as a page cannot switch that on itself; back to normal afterwards.
const forcedColors: ProjectAnnotations<ReactRenderer> = {
  beforeEach: async ({ globals }) => {
    if (globals.forcedColors !== 'active') return;
    await commands.emulateForcedColors('active');
    return () => commands.emulateForcedColors('none');
  },
};

// A story with `parameters: { network: { fail: 'pattern' } }` (or `hold`) runs with the files
// whose address matches the pattern failing to load (or never arriving), as on a dropped (or a
// very slow) connection. Test-only, so such stories are tagged '!dev' (not in Storybook's sidebar).
const network: ProjectAnnotations<ReactRenderer> = {
  beforeEach: async ({ parameters }) => {
    const { fail, hold } = (parameters.network ?? {}) as { fail?: string; hold?: string };
    const pattern = fail ?? hold;
    if (!pattern) return;
    await commands.routeRequests(pattern, fail ? 'fail' : 'hold');
    return () => commands.routeRequests(pattern, 'reset');
  },
};

// Visual regression (HARBOR_VISUAL=1): after its play function, the first screen of a story
// tagged 'visual' (what its viewport shows; the test frame paints nothing below it) is compared
// with its reference screenshot in apps/storybook/visual/.
const screenshots: ProjectAnnotations<ReactRenderer> = {
  afterEach: async ({ tags }) => {
    if (!inject('harborVisual') || !tags.includes('visual')) return;
    const screen = document.createElement('div');
    screen.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
    document.body.append(screen);
    try {
      await expect.element(page.elementLocator(screen)).toMatchScreenshot();
    } finally {
      screen.remove();
    }
  },
};

setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  forcedColors,
  network,
  screenshots,
]);
