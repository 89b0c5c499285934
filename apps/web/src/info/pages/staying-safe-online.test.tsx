import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import StayingSafeOnlinePage from './staying-safe-online';

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/staying-safe-online', element: <StayingSafeOnlinePage /> }],
    { initialEntries: ['/staying-safe-online'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the Staying safe online page', () => {
  it('covers Quick exit and its limits, history, private windows, shared computers and a checked phone', () => {
    renderPage();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'What Quick exit does',
      "What Quick exit can't do",
      "Your browser's history",
      'Private windows',
      'A shared or public computer',
      'A phone someone else checks',
      'Clear this device',
    ]);
  });

  it('names the Shift shortcut and says plainly what Quick exit cannot erase', () => {
    renderPage();
    const does = screen.getByRole('region', { name: 'What Quick exit does' });
    expect(does).toHaveTextContent('So does pressing Shift three times.');
    const cannot = screen.getByRole('region', { name: "What Quick exit can't do" });
    expect(cannot).toHaveTextContent(/can't erase your browser's history/);
    expect(cannot).toHaveTextContent(/call and text log/);
  });

  it('gives the Hotline as one-tap links, and links the abuse hub, Get help now and Clear this device', () => {
    renderPage();
    const phone = screen.getByRole('region', { name: 'A phone someone else checks' });
    expect(within(phone).getByRole('link', { name: '1-800-799-7233' })).toHaveAttribute(
      'href',
      'tel:+18007997233',
    );
    expect(within(phone).getByRole('link', { name: '88788' })).toHaveAttribute(
      'href',
      'sms:88788?&body=START',
    );
    expect(screen.getByRole('link', { name: 'Abuse at home' })).toHaveAttribute(
      'href',
      '/challenges/abuse-at-home',
    );
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help');
    expect(screen.getByRole('link', { name: 'Clear this device' })).toHaveAttribute(
      'href',
      '/clear-device',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
