// The pieces the foundations pages render. Each reads the tokens from the kit's CSS source
// (kit-css.ts) and shows them with the kit's own custom properties, so a change to styles.css
// shows here with no edit.
import type { CSSProperties, ReactNode } from 'react';
import { kitCss } from './kit-css';
import { rootTokens, tokensWithPrefix } from '../../../../packages/ui/src/tokens';

const defaults = rootTokens(kitCss);

const cell: CSSProperties = { padding: '0.5rem', verticalAlign: 'middle', textAlign: 'left' };
const code: CSSProperties = { fontFamily: 'var(--harbor-font-family-mono)', fontSize: '0.875rem' };

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '1rem 0' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0.5rem 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The spacing scale, each step drawn at its size. */
export function SpacingScale() {
  return (
    <Table caption="Spacing scale" head={['Token', 'Value', 'Size']}>
      {tokensWithPrefix(defaults, 'harbor-space-').map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>--{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: `var(--${name})`,
                height: '1rem',
                background: 'var(--harbor-color-primary)',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The corner radii, each on a sample box. */
export function RadiusScale() {
  return (
    <Table caption="Corner radii" head={['Token', 'Value', 'Sample']}>
      {tokensWithPrefix(defaults, 'harbor-radius-').map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>--{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: '5rem',
                height: '2.5rem',
                borderRadius: `var(--${name})`,
                border: '2px solid var(--harbor-color-border-strong)',
                background: 'var(--harbor-color-surface)',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The type scale, each size set in a sample sentence, with the line heights and fonts. */
export function TypeScale() {
  return (
    <>
      <Table caption="Type scale" head={['Token', 'Value', 'Sample']}>
        {tokensWithPrefix(defaults, 'harbor-font-size-').map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>--{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td
              style={{
                ...cell,
                fontFamily: 'var(--harbor-font-family)',
                fontSize: `var(--${name})`,
                lineHeight: 'var(--harbor-line-height-tight)',
                color: 'var(--harbor-color-text)',
              }}
            >
              You are not alone.
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Fonts and line heights" head={['Token', 'Value']}>
        {[
          ...tokensWithPrefix(defaults, 'harbor-font-family'),
          ...tokensWithPrefix(defaults, 'harbor-line-height'),
          ...tokensWithPrefix(defaults, 'harbor-reading-width'),
        ].map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>--{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The focus ring and touch target tokens, and kit controls to try them on with Tab. */
export function FocusStyles() {
  const names = [
    'harbor-focus-ring',
    'harbor-focus-ring-width',
    'harbor-focus-ring-offset',
    'harbor-touch-target',
  ];
  return (
    <>
      <Table caption="Focus and target tokens" head={['Token', 'Value']}>
        {names.map((name) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>--{name}</td>
            <td style={{ ...cell, ...code }}>{defaults[name]}</td>
          </tr>
        ))}
      </Table>
      <div
        className="harbor-form"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--harbor-space-4)',
          alignItems: 'center',
          padding: 'var(--harbor-space-5)',
          background: 'var(--harbor-color-bg)',
          color: 'var(--harbor-color-text)',
          fontFamily: 'var(--harbor-font-family)',
        }}
      >
        <button type="button" className="harbor-button harbor-button--primary">
          Primary button
        </button>
        <button type="button" className="harbor-button harbor-button--secondary">
          Secondary button
        </button>
        <a className="harbor-header__nav-link" href="#focus-styles">
          A link
        </a>
      </div>
    </>
  );
}

/** The motion in the kit: each moving part, its timing, and what reduced motion does. */
export function MotionTable() {
  const rows: [part: string, motion: string, reduced: string][] = [
    ['Mobile menu panel', 'Slides in from the right, 250ms ease-out', 'Appears at once'],
    ['Mobile menu backdrop', 'Fades in, 250ms ease-out', 'Appears at once'],
    ['Loading spinner', 'One turn every 0.9s', 'Turns slowly: one turn every 3s'],
    ['Buttons, links, fields', 'None: hover and focus change at once', 'The same'],
    [
      'A site’s own parts',
      `--harbor-transition (${defaults['harbor-transition'] ?? 'not set'}) is there for them; the kit does not use it`,
      'The site must turn its own motion off',
    ],
  ];
  return (
    <Table caption="Motion" head={['Part', 'Motion', 'With reduced motion']}>
      {rows.map(([part, motion, reduced]) => (
        <tr key={part}>
          <td style={cell}>{part}</td>
          <td style={cell}>{motion}</td>
          <td style={cell}>{reduced}</td>
        </tr>
      ))}
    </Table>
  );
}
