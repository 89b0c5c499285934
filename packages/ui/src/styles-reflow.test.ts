import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// jsdom has no layout, so these read the stylesheet. Measured in Chromium: with text at 200%,
// "Browse resources first" on / stayed on one line and made a 390 px page scroll 8 px sideways.
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarationsOf(selector: string): string {
  const start = css.indexOf(`\n${selector} {\n`);
  if (start === -1) throw new Error(`styles.css has no rule for ${selector}`);
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('}', open));
}

describe('styles.css at narrow widths and large text', () => {
  it('lets a button label wrap instead of widening the page', () => {
    const button = declarationsOf('.harbor-button');

    expect(button).not.toMatch(/white-space:\s*nowrap/);
    expect(button).toMatch(/max-width:\s*100%/);
    expect(button).toMatch(/overflow-wrap:\s*break-word/);
  });

  it('clips the closed mobile menu panel, which waits off-canvas to the right', () => {
    const menu = declarationsOf('.harbor-mobile-menu');

    expect(menu).toMatch(/position:\s*fixed/);
    expect(menu).toMatch(/inset:\s*0/);
    expect(menu).toMatch(/overflow:\s*hidden/);
    expect(menu).toMatch(/visibility:\s*hidden/);
  });
});
