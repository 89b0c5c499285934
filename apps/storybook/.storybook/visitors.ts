// Harbor's visitors in the toolbar: its own breakpoints as viewports, right-to-left, text at 200%
// and forced colours (Windows high contrast). A story can set any of them for itself with
// `globals: { viewport: { value: 'reflow320' }, dir: 'rtl', textSize: '200%', forcedColors: 'active' }`,
// which the story tests (vitest.config.ts) apply too.
import type { Decorator, Preview } from '@storybook/react-vite';

/**
 * The widths where Harbor's layout changes (packages/ui/src/styles.css: `max-width: 47.99em` and
 * `69.99em` at the default 16 px text) and the ones it must hold at: 320 px is WCAG's reflow width
 * (and 200% text on a 640 px screen), 390 px a common phone.
 */
export const HARBOR_VIEWPORTS = {
  reflow320: {
    name: 'Harbor 320 px: reflow floor (WCAG 1.4.10)',
    styles: { width: '320px', height: '640px' },
    type: 'mobile',
  },
  phone390: {
    name: 'Harbor 390 px: phone',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  narrow767: {
    name: 'Harbor 767 px: last width with the menu button (< 48em)',
    styles: { width: '767px', height: '1024px' },
    type: 'tablet',
  },
  medium768: {
    name: 'Harbor 768 px: nav in its own row (48em to 70em)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  wide1120: {
    name: 'Harbor 1120 px: one header row (70em and up)',
    styles: { width: '1120px', height: '800px' },
    type: 'desktop',
  },
} as const;

export const visitorGlobalTypes: Preview['globalTypes'] = {
  dir: {
    description: 'Writing direction of the page (a right-to-left language such as Arabic)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
  textSize: {
    description: "The browser's text size (WCAG 1.4.4: text resized to 200%)",
    toolbar: {
      title: 'Text size',
      icon: 'zoom',
      items: [
        { value: '100%', title: 'Text 100%' },
        { value: '200%', title: 'Text 200%' },
      ],
      dynamicTitle: true,
    },
  },
  // No toolbar: a page cannot switch the browser into forced colours. The story tests emulate it
  // (Chromium's forced-colors emulation, see vitest.setup.ts) for a story with
  // `globals: { forcedColors: 'active' }`; in the browser, use Chrome's DevTools: Rendering,
  // "Emulate CSS media feature forced-colors".
  forcedColors: {
    description: 'Forced colours (Windows high contrast), emulated in the story tests',
  },
};

export const visitorInitialGlobals = { dir: 'ltr', textSize: '100%', forcedColors: 'none' };

/**
 * Applies the direction and the text size to the whole page, as a browser would: `dir` on
 * `<html>` and the root font size (the kit sizes everything in rem). Set on every render, so the
 * next story starts from the defaults again.
 */
export const withVisitorSettings: Decorator = (Story, { globals }) => {
  const root = document.documentElement;
  root.dir = globals.dir === 'rtl' ? 'rtl' : 'ltr';
  root.style.fontSize = globals.textSize === '200%' ? '200%' : '';
  return Story();
};
