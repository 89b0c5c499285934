import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readColorTokens, relativeLuminance } from './contrast';

const tokens = readColorTokens(readFileSync(new URL('./styles.css', import.meta.url), 'utf8'));

function token(name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`styles.css declares no --${name}`);
  return value;
}

describe('contrastRatio', () => {
  it('gives 21 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('gives 1 for a colour on itself', () => {
    expect(contrastRatio('#1e5b57', '#1e5b57')).toBe(1);
  });

  it('is the same either way round', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#767676'),
      10,
    );
  });

  it('agrees with the known AA boundary grey #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reads three-digit hex', () => {
    expect(relativeLuminance('#fff')).toBe(1);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('rebeccapurple')).toThrow('Not a hex colour');
  });
});

describe('readColorTokens', () => {
  it('reads the colour custom properties of a stylesheet', () => {
    expect(readColorTokens(':root { --harbor-color-text: #111; --harbor-space-1: 4px; }')).toEqual({
      'harbor-color-text': '#111',
    });
  });
});

// Every pair of colours the stylesheet puts text on, with the WCAG AA minimum for normal text.
const textPairs: [foreground: string, background: string][] = [
  ['harbor-color-text', 'harbor-color-bg'],
  ['harbor-color-text', 'harbor-color-surface'],
  ['harbor-color-text', 'harbor-color-surface-muted'],
  ['harbor-color-text-muted', 'harbor-color-bg'],
  ['harbor-color-text-muted', 'harbor-color-surface'],
  ['harbor-color-text-muted', 'harbor-color-surface-muted'],
  ['harbor-color-primary', 'harbor-color-bg'],
  ['harbor-color-primary', 'harbor-color-surface'],
  ['harbor-color-primary', 'harbor-color-surface-muted'],
  ['harbor-color-primary-hover', 'harbor-color-bg'],
  ['harbor-color-primary-hover', 'harbor-color-surface-muted'],
  ['harbor-color-on-primary', 'harbor-color-primary'],
  ['harbor-color-on-primary', 'harbor-color-primary-hover'],
  ['harbor-color-premium-text', 'harbor-color-premium-bg'],
  ['harbor-color-danger-text', 'harbor-color-danger-bg'],
  // Quick exit: white on red, and red on white when hovered.
  ['harbor-color-on-primary', 'harbor-color-danger-text'],
  ['harbor-color-danger-text', 'harbor-color-surface'],
  ['harbor-color-success-text', 'harbor-color-success-bg'],
];

describe.each(textPairs)('text in %s on %s', (foreground, background) => {
  it('meets WCAG AA for normal text (4.5:1)', () => {
    expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(4.5);
  });
});

// Non-text contrast (WCAG 1.4.11): the focus ring, field borders, the menu toggle's border and
// an invalid field's border must stand out 3:1 against what surrounds them.
const nonTextPairs: [foreground: string, background: string][] = [
  ['harbor-color-focus', 'harbor-color-bg'],
  ['harbor-color-focus', 'harbor-color-surface'],
  ['harbor-color-focus', 'harbor-color-surface-muted'],
  ['harbor-color-border-strong', 'harbor-color-bg'],
  ['harbor-color-border-strong', 'harbor-color-surface'],
  ['harbor-color-danger-text', 'harbor-color-surface'],
  ['harbor-color-primary', 'harbor-color-surface'],
];

describe.each(nonTextPairs)('%s against %s', (foreground, background) => {
  it('meets WCAG AA for non-text contrast (3:1)', () => {
    expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(3);
  });
});
