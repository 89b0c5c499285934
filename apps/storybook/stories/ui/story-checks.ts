// Checks the state stories run on what they render: what a visitor on a narrow phone, with large
// text, in right-to-left or in forced colours would meet. Each fails with the elements at fault.
import { expect } from 'storybook/test';

function describe(element: Element): string {
  const classes = [...element.classList].join('.');
  return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
}

/** The elements of `list` that hold none of the others (the ones at fault, not their parents). */
function innermost(list: Element[]): string {
  return list
    .filter((element) => !list.some((other) => other !== element && element.contains(other)))
    .map(describe)
    .join(', ');
}

/**
 * Nothing makes the page scroll sideways, and no text sticks out of the box it is in (a long word
 * past a bordered panel's edge): WCAG 1.4.10 Reflow, 1.4.4 Resize text.
 */
export async function expectNoSidewaysOverflow(canvasElement: HTMLElement) {
  const stickingOut = innermost(
    [...canvasElement.querySelectorAll('*')].filter(
      (element) =>
        element instanceof HTMLElement &&
        element.clientWidth > 0 &&
        getComputedStyle(element).overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1,
    ),
  );
  await expect(stickingOut, `content wider than its box: ${stickingOut}`).toBe('');
  const root = document.documentElement;
  const width = root.clientWidth;
  // The innermost elements that reach past the right edge (or the left one, right to left).
  const past = [...canvasElement.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > width + 1 || box.left < -1);
  });
  await expect(
    root.scrollWidth,
    `the page scrolls sideways at ${width} px, past the edge: ${innermost(past)}`,
  ).toBeLessThanOrEqual(width);
}

/**
 * In forced colours the browser drops backgrounds and shadows and keeps borders, outlines and
 * text: each button and field must keep a border to stay visibly one (a button that was only a
 * coloured block becomes loose text).
 */
export async function expectControlsKeepTheirEdges(canvasElement: HTMLElement) {
  await expect(matchMedia('(forced-colors: active)').matches, 'forced colours are on').toBe(true);
  const controls = canvasElement.querySelectorAll<HTMLElement>(
    '.harbor-button, .harbor-quick-exit, button:not(.harbor-link-button), input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea',
  );
  const edgeless = [...controls]
    .filter(
      (control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden="true"]'),
    )
    .filter((control) => {
      const style = getComputedStyle(control);
      const width = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      return width === 0 || style.borderTopStyle === 'none';
    })
    .map(describe);
  const list = edgeless.join(', ');
  await expect(list, `controls without a border in forced colours: ${list}`).toBe('');
}

/**
 * For the forced-colours stories: axe without its colour-contrast rule. It reads
 * `-webkit-text-fill-color`, whose computed value Chromium leaves at the author's colour in forced
 * colours (in the dark scheme, dark text) though it paints the system's (a screenshot shows yellow
 * on black), so the rule measures a colour that is not on screen. What is painted is checked in
 * apps/web/e2e/dark-scheme.spec.ts ("with forced colours over the dark scheme").
 */
export const FORCED_COLORS_A11Y = {
  a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
};
