import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PremiumBadge } from './premium-badge';

describe('PremiumBadge', () => {
  it('reads "Premium"', () => {
    render(<PremiumBadge />);

    expect(screen.getByText('Premium')).toHaveTextContent(/^Premium$/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<PremiumBadge />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
