import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrisisLines } from './crisis-lines';
import { formatCheckedDay } from './listing-details';
import { ResourceCard } from './resource-card';
import { setTimeZoneReader } from './country/time-zone';
import { forgetVisitorTimeZone } from './service-hours-view';
import type { Resource } from './resources/resource-types';

const lifeline: Resource = {
  id: 'test-line',
  name: 'Test Line',
  offers: 'Support by phone and text.',
  forWhom: 'Anyone.',
  hours: { kind: 'always' },
  kinds: ['hotline', 'text-line'],
  challenges: ['mental-health'],
  phone: { display: '1-800-555-0100', tel: '+18005550100' },
  text: { display: 'Text HELLO to 55555', number: '55555', body: 'HELLO' },
  url: 'https://example.org/help',
  crisis: true,
  source: { url: 'https://example.org/about', checked: '2026-11-25', quote: 'Call 988.' },
  otherWays: [
    {
      kind: 'tty',
      label: 'TTY 1-800-555-0100',
      phone: { display: '1-800-555-0100', tel: '+18005550100' },
      source: {
        url: 'https://example.org/about',
        checked: '2026-11-25',
        quote: 'TTY 1-800-555-0100',
      },
    },
    {
      kind: 'spanish',
      label: 'Llame al 988 y marque 2',
      lang: 'es',
      phone: { display: '988', tel: '988' },
      source: { url: 'https://example.org/about', checked: '2026-11-25', quote: 'Press 2' },
    },
  ],
};

describe('ResourceCard', () => {
  it('shows what the service offers, for whom, its hours and kinds', () => {
    render(<ResourceCard resource={lifeline} />);
    const card = screen.getByRole('article', { name: 'Test Line' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Test Line');
    expect(card).toHaveTextContent('Support by phone and text.');
    expect(card).toHaveTextContent('For: Anyone.');
    expect(card).toHaveTextContent('Hours: Open 24 hours a day, 7 days a week');
    expect(card).toHaveTextContent('Hotline · Text line');
    expect(card).toHaveTextContent('24/7 crisis line');
  });

  it('has one-tap call, text and web links naming the service', () => {
    render(<ResourceCard resource={lifeline} />);
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0100, Test Line' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    expect(screen.getByRole('link', { name: 'Text HELLO to 55555, Test Line' })).toHaveAttribute(
      'href',
      'sms:55555?&body=HELLO',
    );
    expect(screen.getByRole('link', { name: 'Website: Test Line' })).toHaveAttribute(
      'href',
      'https://example.org/help',
    );
    expect(screen.getByRole('link', { name: 'Where we checked this: Test Line' })).toHaveAttribute(
      'href',
      'https://example.org/about',
    );
  });

  it('does not say "Call" twice when the number already says how to call', () => {
    render(
      <ResourceCard
        resource={{ ...lifeline, phone: { display: 'Dial 988, then press 1', tel: '988' } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dial 988, then press 1, Test Line' })).toHaveAttribute(
      'href',
      'tel:988',
    );
  });

  it('never links an address that is not https or a number that is not digits', () => {
    render(
      <ResourceCard
        resource={{
          ...lifeline,
          phone: { display: 'Call me', tel: 'javascript:alert(1)' },
          text: undefined,
          url: 'javascript:alert(1)',
          source: { url: 'http://example.org', checked: '2026-11-25', quote: 'x' },
          otherWays: [
            {
              kind: 'chat',
              label: 'Chat',
              url: 'javascript:alert(1)',
              source: { url: 'http://example.org', checked: '2026-11-25', quote: 'x' },
            },
          ],
        }}
      />,
    );
    // Only "Report a problem", on this site.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^\/contact\?topic=wrong-fact&listing=test-line&/),
    ]);
  });

  it('lists other ways in with labels that name the service, Spanish marked as Spanish', () => {
    render(<ResourceCard resource={lifeline} />);
    const list = screen.getByRole('list', { name: 'More ways to reach them:' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TTY 1-800-555-0100, Test Line' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    const spanish = screen.getByRole('link', { name: 'Llame al 988 y marque 2, Test Line' });
    expect(spanish).toHaveAttribute('href', 'tel:988');
    expect(spanish).toHaveAttribute('lang', 'es');
  });

  it('says when its details were last checked, and when only second-hand', () => {
    render(<ResourceCard resource={lifeline} />);
    expect(screen.getByText(/^Checked 25 November 2026\./)).toBeInTheDocument();
    render(
      <ResourceCard
        resource={{
          ...lifeline,
          id: 'other',
          name: 'Other Line',
          source: {
            ...lifeline.source,
            checked: '2026-11-27',
            confirmed: 'second-hand',
            alsoReportedBy: { url: 'https://example.net', quote: 'Call 988.' },
          },
        }}
      />,
    );
    expect(screen.getByText(/^Checked second-hand 27 November 2026\./)).toBeInTheDocument();
  });

  it('writes check dates plainly, the same on the server and in every browser', () => {
    expect(formatCheckedDay('2026-11-25')).toBe('25 November 2026');
    expect(formatCheckedDay('2025-01-05')).toBe('5 January 2025');
    expect(formatCheckedDay('2026-12-31')).toBe('31 December 2026');
    // Not a date: shown as it is rather than as a wrong one.
    expect(formatCheckedDay('2026-13-01')).toBe('2026-13-01');
    expect(formatCheckedDay('soon')).toBe('soon');
  });

  it('shows the languages a source states, and nothing about languages otherwise', () => {
    const { unmount } = render(
      <ResourceCard resource={{ ...lifeline, languages: ['en', 'es'] }} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Languages: English, Spanish');
    unmount();
    render(<ResourceCard resource={lifeline} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Languages');
  });

  it('says when hours are not listed', () => {
    render(<ResourceCard resource={{ ...lifeline, hours: undefined }} />);
    expect(screen.getByRole('article')).toHaveTextContent('Hours not listed: check with them.');
  });

  it('links "Report a problem" to the contact form with the listing and what it shows', () => {
    render(<ResourceCard resource={{ ...lifeline, languages: ['en', 'es'] }} />);
    const link = screen.getByRole('link', { name: 'Report a problem with Test Line' });
    const url = new URL(link.getAttribute('href') ?? '', 'https://harbor.test');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('topic')).toBe('wrong-fact');
    expect(url.searchParams.get('listing')).toBe('test-line');
    expect(url.searchParams.get('about')).toBe('Test Line');
    expect(url.searchParams.get('shown')).toBe(
      'Call 1-800-555-0100; Text HELLO to 55555; Hours: Open 24 hours a day, 7 days a week; Languages: English, Spanish; Website https://example.org/help; Checked 25 November 2026',
    );
  });

  it('takes the heading level it is given', () => {
    render(<ResourceCard resource={lifeline} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Test Line' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <h2>Services</h2>
        <ResourceCard resource={lifeline} />
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('ResourceCard open-now badge', () => {
  const weekdays: Resource = {
    ...lifeline,
    crisis: false,
    hours: {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], opens: '10:00', closes: '22:00' }],
    },
  };

  afterEach(() => {
    vi.useRealTimers();
    setTimeZoneReader(() => Promise.resolve(undefined));
  });

  it('is never in the server-rendered HTML, which shows the hours only', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T16:00:00Z') });
    const html = renderToString(<ResourceCard resource={weekdays} />);
    expect(html).toContain('Monday to Friday, 10 a.m. to 10 p.m. Eastern');
    expect(html).not.toMatch(/Open now|Closed now|your time/);
  });

  it('appears after the page has loaded, in the visitor’s time, and changes with the clock', async () => {
    // Friday 27 November 2026, 9:58 p.m. in New York; the visitor is in Los Angeles.
    vi.useFakeTimers({
      now: new Date('2026-11-28T02:58:30Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    setTimeZoneReader(() => Promise.resolve('America/Los_Angeles'));
    forgetVisitorTimeZone();
    render(<ResourceCard resource={weekdays} />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('Open now');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(card).toHaveTextContent('Open now, closes at 7 p.m. your time');
    expect(card).toHaveTextContent(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern (7 a.m. to 7 p.m. your time)',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60_000);
    });
    expect(card).toHaveTextContent('Closed now, opens Monday at 7 a.m. your time');
  });
});

describe('CrisisLines', () => {
  it('is the crisis-lines target with 988, Crisis Text Line and the DV hotline in one tap', () => {
    const { container } = render(<CrisisLines />);
    expect(container.querySelector('#crisis-lines')).toBe(
      screen.getByRole('region', { name: 'Get help now' }),
    );
    expect(screen.getByRole('link', { name: /^Call 988/ })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: /^Text 741741/ })).toHaveAttribute(
      'href',
      'sms:741741',
    );
    expect(screen.getByRole('link', { name: /^Call 1-800-799-7233/ })).toHaveAttribute(
      'href',
      'tel:+18007997233',
    );
    expect(screen.getByRole('link', { name: /^Call 911/ })).toHaveAttribute('href', 'tel:911');
  });

  it('shows the TTY, ASL and Spanish ways in, for Deaf and Spanish-speaking visitors', () => {
    render(<CrisisLines />);
    expect(
      screen.getByRole('link', { name: 'TTY 1-800-787-3224, National Domestic Violence Hotline' }),
    ).toHaveAttribute('href', 'tel:+18007873224');
    expect(
      screen.getByRole('link', { name: /ASL Now video call at 988lifeline.org/ }),
    ).toHaveAttribute('href', 'https://988lifeline.org');
    const spanish = screen.getByRole('link', {
      name: 'Llame al 988 y marque 2, 988 Suicide & Crisis Lifeline',
    });
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: /Envíe AYUDA al 988,/ })).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
  });

  it('has "Report a problem" under each line, with the line’s id', () => {
    render(<CrisisLines />);
    const link = screen.getByRole('link', {
      name: 'Report a problem with 988 Suicide & Crisis Lifeline',
    });
    const url = new URL(link.getAttribute('href') ?? '', 'https://harbor.test');
    expect(url.searchParams.get('listing')).toBe('988-lifeline');
    expect(url.searchParams.get('shown')).toBe(
      'Call 988; Text 988; Website https://988lifeline.org',
    );
    expect(screen.getAllByRole('link', { name: /^Report a problem with / })).toHaveLength(4);
  });

  it('tells how to leave fast, and that history is not erased', () => {
    render(<CrisisLines />);
    expect(screen.getByText(/Use Quick exit at the top of every page/)).toHaveTextContent(
      /cannot erase your browser history/,
    );
  });

  it('points outside the US to a directory of helplines by country', () => {
    render(<CrisisLines />);
    expect(screen.getByRole('link', { name: /Find A Helpline/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <CrisisLines />
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
