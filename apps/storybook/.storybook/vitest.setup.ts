// Applies the project's annotations (preview.ts, the a11y addon) to the stories Vitest runs.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { ProjectAnnotations, ReactRenderer } from '@storybook/react-vite';
import { commands } from 'vitest/browser';
import * as projectAnnotations from './preview';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Chromium's forced-colors emulation for the page (vitest.config.ts). */
    emulateForcedColors(value: 'active' | 'none'): Promise<void>;
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

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, forcedColors]);
