import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkContrast,
  contrastRatio,
  readColorSchemes,
  fromComputedRgb,
  relativeLuminance,
  toComputedRgb,
} from './contrast';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

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

describe('computed colours', () => {
  it('writes a hex colour as the browser reports it', () => {
    expect(toComputedRgb('#1e5b57')).toBe('rgb(30, 91, 87)');
    expect(toComputedRgb('#fff')).toBe('rgb(255, 255, 255)');
  });

  it('reads a computed colour back as hex, alpha dropped', () => {
    expect(fromComputedRgb('rgb(30, 91, 87)')).toBe('#1e5b57');
    expect(fromComputedRgb('rgba(0, 0, 0, 0.5)')).toBe('#000000');
    expect(() => fromComputedRgb('transparent')).toThrow('Not a computed colour');
  });
});

describe('readColorSchemes', () => {
  const sheet = `
    :root { --harbor-color-bg: #fff; --harbor-color-text: #111; --harbor-color-focus: #a00; }
    @media (prefers-color-scheme: dark) {
      :root { --harbor-color-bg: #111; --harbor-color-text: #eee; }
    }
    .x { color: var(--harbor-color-text); }`;

  it('reads only the colour tokens', () => {
    expect(
      readColorSchemes(':root { --harbor-color-text: #111; --harbor-space-1: 4px; }').light,
    ).toEqual({ 'harbor-color-text': '#111' });
  });

  it('reads light from outside the dark block, and dark as light with its overrides', () => {
    expect(readColorSchemes(sheet)).toEqual({
      light: {
        'harbor-color-bg': '#fff',
        'harbor-color-text': '#111',
        'harbor-color-focus': '#a00',
      },
      dark: {
        'harbor-color-bg': '#111',
        'harbor-color-text': '#eee',
        'harbor-color-focus': '#a00',
      },
    });
  });

  it('gives the same tokens to both schemes when there is no dark block', () => {
    const { light, dark } = readColorSchemes(':root { --harbor-color-bg: #fff; }');
    expect(dark).toEqual(light);
  });
});

describe("the kit's dark scheme", () => {
  const { light, dark } = readColorSchemes(css);

  it('gives every colour token a dark value of its own', () => {
    const notOverridden = Object.keys(light).filter((name) => dark[name] === light[name]);
    expect(notOverridden).toEqual([]);
  });

  it('is dark but not black, with text that is not pure white', () => {
    const background = relativeLuminance(dark['harbor-color-bg'] ?? '');
    expect(background).toBeLessThan(0.03);
    expect(background).toBeGreaterThan(0);
    expect(relativeLuminance(dark['harbor-color-text'] ?? '')).toBeLessThan(1);
  });
});

// Every pair in contrast.ts's list, in both schemes: 4.5:1 for text, 3:1 for the focus ring and
// borders (WCAG 1.4.3, 1.4.11).
describe.each(checkContrast(css))(
  '$scheme: $foreground on $background ($use)',
  ({ ratio, minimum }) => {
    it(`reaches the WCAG AA minimum`, () => {
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    });
  },
);
