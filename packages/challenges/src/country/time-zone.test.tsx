import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserCountrySignals } from './detect-country';
import { readTimeZone, readTimeZoneHere, setTimeZoneReader } from './time-zone';
import { useVisitorCountry } from './visitor-country';

beforeAll(async () => {
  await import('../resources/country-lines');
}, 60_000);

afterEach(() => {
  setTimeZoneReader(() => Promise.resolve(readTimeZoneHere()));
  localStorage.clear();
});

describe('the time zone reader', () => {
  it('reads the zone through the reader an app sets (for example a Web Worker)', async () => {
    const reader = vi.fn(() => Promise.resolve('Europe/Berlin'));
    setTimeZoneReader(reader);

    expect(await browserCountrySignals()).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('takes a reader that fails, or answers nothing, as a zone that says nothing', async () => {
    setTimeZoneReader(() => Promise.reject(new Error('The worker could not start')));
    expect(await readTimeZone()).toBeUndefined();

    setTimeZoneReader(() => Promise.resolve(''));
    expect(await readTimeZone()).toBeUndefined();
  });

  it("reads this thread's Intl by default", async () => {
    expect(await readTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

function Lines() {
  const { country, lines, choose } = useVisitorCountry();
  return (
    <>
      <p>Lines for {country?.name ?? 'an unknown country'}</p>
      <p>First line: {lines[0]?.name}</p>
      <button onClick={() => choose('IE')}>Ireland</button>
    </>
  );
}

describe('useVisitorCountry with a time zone read elsewhere', () => {
  it("shows the lines of the device's zone once the reader answers", async () => {
    setTimeZoneReader(() => Promise.resolve('Europe/London'));
    render(<Lines />);

    expect(screen.getByText('Lines for United States')).toBeInTheDocument();
    expect(
      await screen.findByText('Lines for United Kingdom', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('keeps a country chosen while the zone was still being read', async () => {
    let answer: (zone: string) => void = () => undefined;
    setTimeZoneReader(() => new Promise((resolve) => (answer = resolve)));
    render(<Lines />);

    await userEvent.click(screen.getByRole('button', { name: 'Ireland' }));
    expect(
      await screen.findByText('Lines for Ireland', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await act(async () => {
      answer('Europe/London');
      await new Promise((resolve) => setTimeout(resolve, 200));
    });

    expect(screen.getByText('Lines for Ireland')).toBeInTheDocument();
  });
});
