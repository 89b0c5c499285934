/**
 * WCAG 2.x contrast arithmetic and the colour pairs the stylesheet relies on, in both schemes: used
 * by the test that keeps the design tokens readable (contrast.test.ts), by Storybook's Colours
 * page, which shows the same figures, and by the dark-scheme browser journey. Pure: no React, no
 * DOM. Not part of the package's API.
 */
import { readTokenBlocks, type TokenBlock } from './tokens';

function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance of an sRGB hex colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two hex colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A hex colour as a browser reports a computed colour: `rgb(r, g, b)`. */
export function toComputedRgb(hex: string): string {
  return `rgb(${parseHex(hex).join(', ')})`;
}

/** A computed colour, `rgb(r, g, b)` or `rgba(…)`, as hex (its alpha dropped). */
export function fromComputedRgb(rgb: string): string {
  const channels = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb.trim());
  if (!channels) throw new Error(`Not a computed colour: ${rgb}`);
  return `#${channels
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

export type ColorScheme = 'light' | 'dark';

const DARK_SCHEME = /prefers-color-scheme\s*:\s*dark/;

/** The `--harbor-color-*` tokens of some rules, by name without `--`. */
function colorTokens(blocks: TokenBlock[]): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const block of blocks) {
    for (const [name, value] of Object.entries(block.tokens)) {
      if (name.startsWith('harbor-color-')) tokens[name] = value;
    }
  }
  return tokens;
}

/**
 * The `--harbor-color-*` tokens of a stylesheet in each scheme: light is what is declared outside
 * any `@media (prefers-color-scheme: dark)` block; dark is light with that block's overrides.
 */
export function readColorSchemes(css: string): Record<ColorScheme, Record<string, string>> {
  const blocks = readTokenBlocks(css);
  const light = colorTokens(blocks.filter((block) => !DARK_SCHEME.test(block.context)));
  const dark = colorTokens(blocks.filter((block) => DARK_SCHEME.test(block.context)));
  return { light, dark: { ...light, ...dark } };
}

/** A foreground token on a background token, and the WCAG AA ratio it must reach. */
export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for text (WCAG 1.4.3); 3 for focus rings, borders and other UI parts (1.4.11, 2.4.13). */
  minimum: 4.5 | 3;
  /** Where the stylesheet puts this pair. */
  use: string;
}

function pairs(minimum: 4.5 | 3, use: string, list: [string, string][]): ContrastPair[] {
  return list.map(([foreground, background]) => ({
    foreground: `harbor-color-${foreground}`,
    background: `harbor-color-${background}`,
    minimum,
    use,
  }));
}

/** Every pair of colours the stylesheets put together, checked in both schemes. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...pairs(4.5, 'text on the page, cards and muted panels', [
    ['text', 'bg'],
    ['text', 'surface'],
    ['text', 'surface-muted'],
    ['text-muted', 'bg'],
    ['text-muted', 'surface'],
    ['text-muted', 'surface-muted'],
  ]),
  ...pairs(4.5, 'links, secondary buttons and their borders', [
    ['primary', 'bg'],
    ['primary', 'surface'],
    ['primary', 'surface-muted'],
    ['primary-hover', 'bg'],
    ['primary-hover', 'surface'],
    ['primary-hover', 'surface-muted'],
  ]),
  ...pairs(4.5, 'primary buttons, the skip link', [
    ['on-primary', 'primary'],
    ['on-primary', 'primary-hover'],
  ]),
  ...pairs(4.5, 'the Premium badge', [['premium-text', 'premium-bg']]),
  ...pairs(4.5, 'alerts and load errors', [['danger-text', 'danger-bg']]),
  ...pairs(4.5, "Quick exit and its hover, an invalid field's border", [
    ['on-primary', 'danger-text'],
    ['danger-text', 'surface'],
  ]),
  ...pairs(4.5, 'success notices', [['success-text', 'success-bg']]),
  ...pairs(3, 'the focus ring', [
    ['focus', 'bg'],
    ['focus', 'surface'],
    ['focus', 'surface-muted'],
  ]),
  ...pairs(3, 'field and menu-button borders', [
    ['border-strong', 'bg'],
    ['border-strong', 'surface'],
  ]),
];

/** A pair's ratio in one scheme, and whether it reaches its minimum. */
export interface ContrastResult extends ContrastPair {
  scheme: ColorScheme;
  foregroundValue: string;
  backgroundValue: string;
  ratio: number;
  passes: boolean;
}

/** Every pair of {@link CONTRAST_PAIRS} in both schemes of a stylesheet. */
export function checkContrast(
  css: string,
  pairList: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastResult[] {
  const schemes = readColorSchemes(css);
  return (['light', 'dark'] as const).flatMap((scheme) =>
    pairList.map((pair) => {
      const foregroundValue = schemes[scheme][pair.foreground];
      const backgroundValue = schemes[scheme][pair.background];
      if (foregroundValue === undefined || backgroundValue === undefined) {
        throw new Error(`No --${pair.foreground} or --${pair.background} in the stylesheet`);
      }
      const ratio = contrastRatio(foregroundValue, backgroundValue);
      return {
        ...pair,
        scheme,
        foregroundValue,
        backgroundValue,
        ratio,
        passes: ratio >= pair.minimum,
      };
    }),
  );
}
