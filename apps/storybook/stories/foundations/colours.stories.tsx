import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
// The stylesheet the kit ships, as text, read when Storybook is built: every value and ratio on
// this page is worked out from it by the same code as the contrast test (contrast.ts), never typed.
import styles from '@harbor-help/ui/styles.css?raw';
import {
  checkContrast,
  readColorSchemes,
  toComputedRgb,
  type ColorScheme,
  type ContrastResult,
} from '../../../../packages/ui/src/contrast';

const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];
const tokens = readColorSchemes(styles);
const results = checkContrast(styles);

const swatch: CSSProperties = {
  display: 'inline-block',
  width: '2.5rem',
  height: '2.5rem',
  marginRight: 'var(--harbor-space-2)',
  verticalAlign: 'middle',
  border: '1px solid var(--harbor-color-border-strong)',
  borderRadius: 'var(--harbor-radius-sm)',
};

const cell: CSSProperties = {
  padding: 'var(--harbor-space-2) var(--harbor-space-3)',
  borderBottom: '1px solid var(--harbor-color-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Swatch({ value }: { value: string }) {
  return (
    <>
      <span aria-hidden="true" style={{ ...swatch, background: value }} />
      <code>{value}</code>
    </>
  );
}

/** The pair drawn as the stylesheet uses it: text for a text pair, a ring for a 3:1 pair. */
function Sample({ result }: { result: ContrastResult }) {
  const box: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '3rem',
    minHeight: '2.5rem',
    padding: '0 var(--harbor-space-2)',
    borderRadius: 'var(--harbor-radius-sm)',
    background: result.backgroundValue,
    fontWeight: 700,
  };
  return result.minimum === 3 ? (
    <span aria-hidden="true" style={box}>
      <span
        style={{
          width: '1.5rem',
          height: '1.25rem',
          border: `3px solid ${result.foregroundValue}`,
          borderRadius: 'var(--harbor-radius-sm)',
        }}
      />
    </span>
  ) : (
    <span aria-hidden="true" style={{ ...box, color: result.foregroundValue }}>
      Aa
    </span>
  );
}

function Ratio({ result }: { result: ContrastResult }) {
  return (
    <>
      <Sample result={result} /> {result.ratio.toFixed(2)}:1{' '}
      <strong>{result.passes ? '✓ passes AA' : '✗ fails AA'}</strong>
    </>
  );
}

function ColoursPage() {
  const names = Object.keys(tokens.light);
  const pairs = results.filter((result) => result.scheme === 'light');
  const inScheme = (scheme: ColorScheme, pair: ContrastResult) =>
    results.find(
      (result) =>
        result.scheme === scheme &&
        result.foreground === pair.foreground &&
        result.background === pair.background,
    );
  return (
    <main className="harbor-main">
      <h1>Colours</h1>
      <p>
        The colour tokens of <code>@harbor-help/ui/styles.css</code>, in the light scheme and in the
        dark one (the <code>prefers-color-scheme: dark</code> block, which overrides the same custom
        properties). Use the tokens, never a colour of your own, and a page follows the
        visitor&apos;s scheme. Every value and ratio here is read from the stylesheet when Storybook
        is built, by the code the contrast test runs (<code>packages/ui/src/contrast.ts</code>
        ): change a colour and this page, and the test, follow.
      </p>

      <h2>Tokens</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Token
            </th>
            {SCHEMES.map((scheme) => (
              <th key={scheme} style={cell} scope="col">
                {scheme === 'light' ? 'Light' : 'Dark'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <th style={cell} scope="row">
                <code>--{name}</code>
              </th>
              {SCHEMES.map((scheme) => (
                <td key={scheme} style={cell}>
                  <Swatch value={tokens[scheme][name] ?? ''} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Contrast pairs</h2>
      <p>
        WCAG 2.2 AA: text needs 4.5:1 against what it sits on; the focus ring, field borders and
        other parts of controls need 3:1. {results.filter((result) => result.passes).length} of{' '}
        {results.length} checks pass.
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Pair
            </th>
            <th style={cell} scope="col">
              Where
            </th>
            <th style={cell} scope="col">
              Needs
            </th>
            {SCHEMES.map((scheme) => (
              <th key={scheme} style={cell} scope="col">
                {scheme === 'light' ? 'Light' : 'Dark'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={`${pair.foreground} ${pair.background}`}>
              <th style={cell} scope="row">
                <code>--{pair.foreground}</code> on <code>--{pair.background}</code>
              </th>
              <td style={cell}>{pair.use}</td>
              <td style={cell}>{pair.minimum}:1</td>
              {SCHEMES.map((scheme) => {
                const result = inScheme(scheme, pair);
                return (
                  <td key={scheme} style={cell}>
                    {result ? <Ratio result={result} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColoursPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ColoursPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A token's value as the browser reports a computed colour. */
function computed(scheme: ColorScheme, name: string): string {
  return toComputedRgb(tokens[scheme][name] ?? '');
}

/** The page is drawn in `scheme`'s background and text colours. */
async function expectDrawnIn(scheme: ColorScheme, canvasElement: HTMLElement) {
  const body = getComputedStyle(canvasElement.ownerDocument.body);
  await expect(body.backgroundColor).toBe(computed(scheme, 'harbor-color-bg'));
  await expect(body.color).toBe(computed(scheme, 'harbor-color-text'));
}

/**
 * Every colour token in both schemes, and every pair the stylesheet relies on with its ratio. The
 * page follows the system's scheme (the story tests run every story with the system light, then
 * dark).
 */
export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    await expectDrawnIn(dark ? 'dark' : 'light', canvasElement);
  },
};

/** The Scheme toolbar's "Dark": the dark tokens, whatever the system asks for. */
export const ColoursInTheDark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvasElement }) => expectDrawnIn('dark', canvasElement),
};

/** The Scheme toolbar's "Light": the light tokens, whatever the system asks for. */
export const ColoursInTheLight: Story = {
  globals: { scheme: 'light' },
  play: async ({ canvasElement }) => expectDrawnIn('light', canvasElement),
};
