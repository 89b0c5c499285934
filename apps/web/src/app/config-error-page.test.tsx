import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { ConfigErrorPage } from './config-error-page';

describe('ConfigErrorPage', () => {
  it('explains to visitors and to whoever runs the site what is wrong', () => {
    const config = readConfig({});
    if (config.ok) throw new Error('expected a configuration error');

    render(<ConfigErrorPage problem={config.problem} />);

    expect(
      screen.getByRole('heading', { level: 1, name: "Harbor isn't available right now" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please try again a little later/)).toBeInTheDocument();
    expect(
      screen.getByText(/VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveAttribute('href', '/');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ConfigErrorPage problem={{ kind: 'missing', names: ['VITE_SUPABASE_URL'] }} />,
    );

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
