import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading', () => {
    render(
      <Section title="Food and shelter">
        <p>Places to go tonight.</p>
      </Section>,
    );

    const region = screen.getByRole('region', { name: 'Food and shelter' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Food and shelter' }),
    );
    expect(region).toHaveTextContent('Places to go tonight.');
  });

  it('takes an id for in-page links', () => {
    render(
      <Section title="Food and shelter" id="food">
        <p>Places to go tonight.</p>
      </Section>,
    );

    expect(screen.getByRole('region')).toHaveAttribute('id', 'food');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <h1>Resources</h1>
        <Section title="Food and shelter">
          <p>Places to go tonight.</p>
        </Section>
      </main>,
    );

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
