import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLOR_PAIRS,
  measurePairs,
  readSchemes,
  readTokenBlocks,
  tokensWithPrefix,
} from './tokens';

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

describe('readSchemes', () => {
  it('gives the defaults, then each other colour scheme over the defaults', () => {
    const schemes = readSchemes(`
      :root { --harbor-color-text: #111; --harbor-color-bg: #fff; }
      @media (prefers-color-scheme: dark) { :root { --harbor-color-bg: #000; } }
      @media (max-width: 40em) { :root { --harbor-space-1: 2px; } }`);
    expect(schemes).toEqual([
      { name: 'default', tokens: { 'harbor-color-text': '#111', 'harbor-color-bg': '#fff' } },
      {
        name: '@media (prefers-color-scheme: dark)',
        tokens: { 'harbor-color-text': '#111', 'harbor-color-bg': '#000' },
      },
    ]);
  });
});

describe('measurePairs', () => {
  const tokens = { 'harbor-color-text': '#767676', 'harbor-color-bg': '#ffffff' };

  it('computes the WCAG ratio and whether it meets AA and AAA', () => {
    const [pair] = measurePairs(tokens, [
      { foreground: 'text', background: 'bg', use: 'test', kind: 'text' },
    ]);
    expect(pair?.ratio).toBeCloseTo(4.54, 2);
    expect(pair?.passesAA).toBe(true);
    expect(pair?.passesAAA).toBe(false);
  });

  it('holds text to 4.5:1 and borders to 3:1', () => {
    const grey = { 'harbor-color-text': '#949494', 'harbor-color-bg': '#ffffff' };
    const [asText, asBorder] = measurePairs(grey, [
      { foreground: 'text', background: 'bg', use: 'test', kind: 'text' },
      { foreground: 'text', background: 'bg', use: 'test', kind: 'non-text' },
    ]);
    expect(asText?.passesAA).toBe(false);
    expect(asBorder?.passesAA).toBe(true);
  });

  it('names a token the stylesheet does not declare', () => {
    expect(() =>
      measurePairs(tokens, [{ foreground: 'nope', background: 'bg', use: 'test', kind: 'text' }]),
    ).toThrow('--harbor-color-nope');
  });
});

// The file kit-css.ts hands the pages (Vitest's node environment empties CSS imports, even ?raw).
const kitCss = readFileSync(
  new URL('../../../../packages/ui/src/styles.css', import.meta.url),
  'utf8',
);

describe("the kit's stylesheet", () => {
  const schemes = readSchemes(kitCss);

  it('declares the colour, space and type tokens the foundations pages show', () => {
    const [defaults] = schemes;
    expect(defaults?.name).toBe('default');
    expect(tokensWithPrefix(defaults!.tokens, 'harbor-color-').length).toBeGreaterThan(10);
    expect(tokensWithPrefix(defaults!.tokens, 'harbor-space-').length).toBeGreaterThan(3);
    expect(tokensWithPrefix(defaults!.tokens, 'harbor-font-size-').length).toBeGreaterThan(3);
  });

  describe.each(schemes.map((scheme) => [scheme.name, scheme.tokens] as const))(
    'in the %s colour scheme',
    (_name, tokens) => {
      it.each(
        measurePairs(tokens).map((pair) => [pair.foreground, pair.background, pair] as const),
      )('%s on %s meets WCAG AA', (_foreground, _background, pair) => {
        expect(pair.ratio).toBeGreaterThanOrEqual(pair.kind === 'text' ? 4.5 : 3);
      });
    },
  );

  it('documents each pair once', () => {
    const keys = COLOR_PAIRS.map((pair) => `${pair.foreground}/${pair.background}/${pair.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
