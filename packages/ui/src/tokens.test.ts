import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTokenBlocks, rootTokens, tokensWithPrefix } from './tokens';

describe('readTokenBlocks', () => {
  it('reads the custom properties of each rule, with its selector and at-rule', () => {
    const css = `
      /* --harbor-color-text: #000; in a comment is not a token */
      :root { --harbor-color-text: #111; --harbor-space-1: 0.25rem; }
      .harbor-button { color: var(--harbor-color-text); }
      @media (prefers-color-scheme: dark) { :root { --harbor-color-text: #eee; } }`;
    expect(readTokenBlocks(css)).toEqual([
      {
        context: '',
        selector: ':root',
        tokens: { 'harbor-color-text': '#111', 'harbor-space-1': '0.25rem' },
      },
      {
        context: '@media (prefers-color-scheme: dark)',
        selector: ':root',
        tokens: { 'harbor-color-text': '#eee' },
      },
    ]);
  });

  it('keeps a value written over several lines as one line', () => {
    const [block] = readTokenBlocks(
      ':root {\n  --harbor-font-family:\n    system-ui,\n    sans-serif;\n}',
    );
    expect(block?.tokens['harbor-font-family']).toBe('system-ui, sans-serif');
  });
});

const kitCss = readFileSync(
  new URL('./styles.css', import.meta.url),
  'utf8',
);

describe("the kit's stylesheet", () => {
  it('declares at top level the space, type and corner tokens the foundations pages show', () => {
    const tokens = rootTokens(kitCss);
    expect(tokensWithPrefix(tokens, 'harbor-space-').length).toBeGreaterThan(3);
    expect(tokensWithPrefix(tokens, 'harbor-font-size-').length).toBeGreaterThan(3);
    expect(tokensWithPrefix(tokens, 'harbor-radius-').length).toBeGreaterThan(0);
  });

  it('keeps the top-level values, not those of a media query', () => {
    const css =
      ':root { --harbor-space-1: 4px; } @media (min-width: 40em) { :root { --harbor-space-1: 6px; } }';
    expect(rootTokens(css)).toEqual({ 'harbor-space-1': '4px' });
  });
});
