/**
 * The design tokens as the foundations pages show them: read from the kit's CSS source (never
 * typed twice), with the contrast of each documented colour pair computed by the kit's own WCAG
 * arithmetic. Pure: no React, no DOM, so a unit test (tokens.test.ts) runs it on the real file.
 */
import { contrastRatio } from '../../../../packages/ui/src/contrast';

/** Custom properties declared by one kind of rule, e.g. `:root` or `:root` inside a media query. */
export interface TokenBlock {
  /** The at-rule around the rule (`@media (prefers-color-scheme: dark)`), or `''` at top level. */
  context: string;
  /** The rule's selector, e.g. `:root`. */
  selector: string;
  /** Each custom property's value, by name without the leading `--`. */
  tokens: Record<string, string>;
}

/**
 * Every rule that declares custom properties, in source order. A small scanner, enough for the
 * kit's plain CSS: comments removed, then each `{ … }` block read with its selector and the at-rule
 * it sits in.
 */
export function readTokenBlocks(css: string): TokenBlock[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: TokenBlock[] = [];
  const open: string[] = [];
  let start = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '{') {
      open.push(source.slice(start, index).split(';').pop()!.trim());
      start = index + 1;
    } else if (char === '}') {
      const selector = open.pop() ?? '';
      const body = source.slice(start, index);
      const tokens: Record<string, string> = {};
      for (const match of body.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+)/gi)) {
        if (match[1] && match[2]) tokens[match[1]] = match[2].replace(/\s+/g, ' ').trim();
      }
      if (Object.keys(tokens).length > 0) {
        blocks.push({ context: open.filter((p) => p.startsWith('@')).join(' '), selector, tokens });
      }
      start = index + 1;
    }
  }
  return blocks;
}

/** A colour scheme: its name and every token's value in it. */
export interface Scheme {
  /** `'default'`, or the at-rule or selector that switches to it. */
  name: string;
  tokens: Record<string, string>;
}

/**
 * The default tokens (top-level `:root`), then one scheme for each other `:root` rule that changes
 * colours (a `prefers-color-scheme: dark` block, say), over the defaults.
 */
export function readSchemes(css: string): Scheme[] {
  const blocks = readTokenBlocks(css).filter((block) => block.selector.includes(':root'));
  const defaults: Record<string, string> = {};
  for (const block of blocks) {
    if (block.context === '' && block.selector === ':root') Object.assign(defaults, block.tokens);
  }
  const schemes: Scheme[] = [{ name: 'default', tokens: defaults }];
  for (const block of blocks) {
    if (block.context === '' && block.selector === ':root') continue;
    if (!Object.keys(block.tokens).some((name) => name.startsWith('harbor-color-'))) continue;
    const name = [block.context, block.selector === ':root' ? '' : block.selector]
      .filter(Boolean)
      .join(' ');
    const existing = schemes.find((scheme) => scheme.name === name);
    if (existing) Object.assign(existing.tokens, block.tokens);
    else schemes.push({ name, tokens: { ...defaults, ...block.tokens } });
  }
  return schemes;
}

/** The tokens whose names start with `prefix`, in source order, as [name, value]. */
export function tokensWithPrefix(tokens: Record<string, string>, prefix: string) {
  return Object.entries(tokens).filter(([name]) => name.startsWith(prefix));
}

/** A colour pair the kit uses, and the WCAG minimum it must meet. */
export interface ColorPair {
  foreground: string;
  background: string;
  /** Where the kit uses it. */
  use: string;
  /** `text`: 4.5:1 (WCAG 1.4.3). `non-text`: 3:1 (WCAG 1.4.11, borders and focus rings). */
  kind: 'text' | 'non-text';
}

/** The WCAG AA minimum for each kind of pair. */
export const AA_MINIMUM = { text: 4.5, 'non-text': 3 } as const;

/**
 * The colour pairs the kit puts on screen, as the Colour page documents them. Add a pair here
 * when a component puts one colour on another: the page shows it and the unit test checks it.
 */
export const COLOR_PAIRS: readonly ColorPair[] = [
  { foreground: 'text', background: 'bg', use: 'Body text on the page', kind: 'text' },
  {
    foreground: 'text',
    background: 'surface',
    use: 'Text in cards, fields, the header',
    kind: 'text',
  },
  { foreground: 'text', background: 'surface-muted', use: 'Text on muted panels', kind: 'text' },
  { foreground: 'text-muted', background: 'bg', use: 'Hints and secondary text', kind: 'text' },
  {
    foreground: 'text-muted',
    background: 'surface',
    use: 'Hints in cards and forms',
    kind: 'text',
  },
  {
    foreground: 'text-muted',
    background: 'surface-muted',
    use: 'Hints on muted panels',
    kind: 'text',
  },
  { foreground: 'primary', background: 'bg', use: 'Links on the page', kind: 'text' },
  {
    foreground: 'primary',
    background: 'surface',
    use: 'Links in cards and the header',
    kind: 'text',
  },
  {
    foreground: 'primary',
    background: 'surface-muted',
    use: 'Links on muted panels',
    kind: 'text',
  },
  { foreground: 'primary-hover', background: 'bg', use: 'A link under the pointer', kind: 'text' },
  { foreground: 'on-primary', background: 'primary', use: 'Primary button label', kind: 'text' },
  {
    foreground: 'on-primary',
    background: 'primary-hover',
    use: 'Primary button, hovered',
    kind: 'text',
  },
  { foreground: 'premium-text', background: 'premium-bg', use: 'Premium badge', kind: 'text' },
  {
    foreground: 'danger-text',
    background: 'danger-bg',
    use: 'Error alerts and summaries',
    kind: 'text',
  },
  {
    foreground: 'danger-text',
    background: 'surface',
    use: 'A field’s error message; Quick exit, hovered',
    kind: 'text',
  },
  { foreground: 'on-primary', background: 'danger-text', use: 'Quick exit button', kind: 'text' },
  { foreground: 'success-text', background: 'success-bg', use: 'Confirmations', kind: 'text' },
  { foreground: 'focus', background: 'bg', use: 'Focus ring on the page', kind: 'non-text' },
  {
    foreground: 'focus',
    background: 'surface',
    use: 'Focus ring in cards and fields',
    kind: 'non-text',
  },
  {
    foreground: 'focus',
    background: 'surface-muted',
    use: 'Focus ring on muted panels',
    kind: 'non-text',
  },
  {
    foreground: 'border-strong',
    background: 'surface',
    use: 'Field and toggle borders',
    kind: 'non-text',
  },
  { foreground: 'border-strong', background: 'bg', use: 'Borders on the page', kind: 'non-text' },
];

/** A pair with its colours and contrast in one scheme. */
export interface MeasuredPair extends ColorPair {
  foregroundValue: string;
  backgroundValue: string;
  /** The contrast ratio, from 1 to 21. */
  ratio: number;
  /** Whether it meets the AA minimum for its kind. */
  passesAA: boolean;
  /** Whether it also meets AAA for text (7:1); `undefined` for non-text pairs (AAA sets none). */
  passesAAA: boolean | undefined;
}

/** Each documented pair measured with one scheme's colours. Throws if a token is missing. */
export function measurePairs(tokens: Record<string, string>, pairs = COLOR_PAIRS): MeasuredPair[] {
  const color = (name: string) => {
    const value = tokens[`harbor-color-${name}`];
    if (value === undefined) throw new Error(`The kit's CSS declares no --harbor-color-${name}`);
    return value;
  };
  return pairs.map((pair) => {
    const foregroundValue = color(pair.foreground);
    const backgroundValue = color(pair.background);
    const ratio = contrastRatio(foregroundValue, backgroundValue);
    return {
      ...pair,
      foregroundValue,
      backgroundValue,
      ratio,
      passesAA: ratio >= AA_MINIMUM[pair.kind],
      passesAAA: pair.kind === 'text' ? ratio >= 7 : undefined,
    };
  });
}
