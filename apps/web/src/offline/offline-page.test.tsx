import { CHALLENGE_SLUGS, challenges } from '@harbor-help/challenges';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pathsWhere } from '../app/route-params';
import { OFFLINE_LINK_TEXT, OfflinePage, offlinePageProps } from './offline-page';

describe('the offline page', () => {
  it('says the page needs a connection and that phone numbers still work', () => {
    render(<OfflinePage {...offlinePageProps()} />);
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    expect(screen.getByText(/needs a connection\. Phone numbers still work\./)).toBeVisible();
  });

  it('has the language link every page has: the Spanish help page, which opens offline too', () => {
    render(<OfflinePage {...offlinePageProps()} />);
    const link = screen.getByRole('link', { name: 'Ayuda en español' });
    expect(link).toHaveAttribute('href', '/es/get-help');
    expect(link).toHaveAttribute('lang', 'es');
    expect(pathsWhere((route) => route.offline)).toContain('/es/get-help');
  });

  it('gives the crisis lines as links that call and text', () => {
    render(<OfflinePage {...offlinePageProps()} />);
    const lines = screen.getByRole('region', { name: 'Crisis lines in the United States' });
    const hrefs = within(lines)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('tel:988');
    expect(hrefs).toContain('sms:988');
    expect(hrefs).toContain('tel:911');
  });

  it('links every page of the offline copy (the route manifest’s offline routes), and nothing else of the site', () => {
    render(<OfflinePage {...offlinePageProps()} />);
    const section = screen.getByRole('region', { name: 'Pages you can open without a connection' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect([...hrefs].sort()).toEqual(pathsWhere((route) => route.offline).sort());
    expect(hrefs.slice(0, 6)).toEqual([
      '/',
      '/get-help',
      '/resources',
      '/faq',
      '/safety-plan',
      '/my-list',
    ]);
    // Then the Spanish pages (issue 25), help first, in Spanish and marked so.
    const spanishLink = within(section).getByRole('link', {
      name: 'Ayuda ahora: líneas de ayuda en español',
    });
    expect(spanishLink).toHaveAttribute('href', '/es/get-help');
    expect(spanishLink).toHaveAttribute('lang', 'es');
    expect(hrefs.slice(6, 12)).toEqual([
      '/es/get-help',
      '/es',
      '/es/preguntas-frecuentes',
      '/es/recursos',
      '/es/mi-lista',
      '/es/plan-de-seguridad',
    ]);
    expect(
      within(section).getByRole('link', { name: 'Página principal de Harbor en español' }),
    ).toHaveAttribute('lang', 'es');
    expect(hrefs.slice(12)).toEqual(CHALLENGE_SLUGS.map((slug) => `/challenges/${slug}`));
    expect(
      within(section).getByRole('link', { name: OFFLINE_LINK_TEXT['/get-help'] }),
    ).toHaveAttribute('href', '/get-help');
    expect(
      within(section).getByRole('link', { name: challenges['poverty-challenge'].title }),
    ).toHaveAttribute('href', '/challenges/poverty-challenge');
  });

  it('offers to load the address again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<OfflinePage {...offlinePageProps()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try this page again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
