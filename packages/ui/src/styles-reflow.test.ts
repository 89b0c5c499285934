import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// jsdom has no layout, so these read the stylesheet. Measured in Chromium: with text at 200%,
// "Browse resources first" on / stayed on one line and made a 390 px page scroll 8 px sideways.
// The state stories in apps/storybook (States/Form kit) measure the same in Chromium, at 320 and
// 390 px, with long words, 200% text and right to left.
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const formsCss = readFileSync(new URL('./forms.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarationsOf(selector: string, sheet = css): string {
  const start = sheet.indexOf(`\n${selector} {\n`);
  if (start === -1) throw new Error(`the stylesheet has no rule for ${selector}`);
  const open = sheet.indexOf('{', start);
  return sheet.slice(open + 1, sheet.indexOf('}', open));
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

  it('lets a long word break inside a button, whose label is a flex item', () => {
    // Measured: "Send to Rechtsschutzversicherungsgesellschaften" stuck out of its button at 390 px.
    expect(declarationsOf('.harbor-button')).toMatch(/overflow-wrap:\s*anywhere/);
  });

  it('caps the message of a failed load and the options of a choice at their box', () => {
    // Measured: long words made a 390 px page 639 px wide (this message, a button, the options).
    expect(declarationsOf('.harbor-load-error > p')).toMatch(/max-width:\s*100%/);
    expect(declarationsOf('.harbor-loading-screen__label')).toMatch(/max-width:\s*100%/);
    expect(declarationsOf('.harbor-choice > span')).toMatch(/min-width:\s*0/);
  });

  it('hides the robots-only field where it stands, not off to the left', () => {
    // 10000px to the left scrolled a right-to-left page 10000px sideways.
    const trap = declarationsOf('.harbor-form__trap', formsCss);

    expect(trap).not.toMatch(/(left|right|inset[a-z-]*):\s*-/);
    expect(trap).toMatch(/clip-path:\s*inset\(50%\)/);
  });
});
