import {
  loadResources,
  readTimeZoneHere,
  resolveVisitorCountry,
  setTimeZoneReader,
} from '@harbor-help/challenges';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import GetHelpPage from './get-help';
import GetHelpSpanishPage from './get-help-es';
import { callAndTextTargets } from '../../shared/test/call-links';
import { SPANISH_COUNTRY_LINES } from '../country-lines-es';

function renderAt(path: string, page: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/**
 * Why /es/get-help offers a target /get-help does not: SAMHSA's National Helpline, whose owner
 * publishes a Spanish option on the phone (samhsa.gov: "English and Spanish are available if you
 * select the option to speak with a national representative"); the English page leaves it to
 * /resources. Nothing else may differ.
 */
const ONLY_IN_SPANISH: Record<string, string> = {
  'tel:+18006624357': "SAMHSA's National Helpline: ask for Spanish",
  // Mexico's and Spain's lines: /get-help shows them once that country is chosen (its country
  // chooser); /es/get-help lists the two Spanish-speaking countries' lines outright.
  ...Object.fromEntries(
    SPANISH_COUNTRY_LINES.flatMap((country) => country.lines).map((line) => [
      `tel:${line.tel}`,
      'a line of Mexico or Spain',
    ]),
  ),
};
// 911 is the US emergency number too: /get-help has it.
delete ONLY_IN_SPANISH['tel:911'];

describe('/es/get-help outside the US: Mexico and Spain in Spanish (issue 25)', () => {
  it.each(['MX', 'ES'] as const)(
    'gives every line %s has in the country list, with the same number',
    async (code) => {
      const { loadCountryLines } = await import('@harbor-help/challenges');
      const lines = await loadCountryLines(code);
      const spanish = SPANISH_COUNTRY_LINES.find((country) => country.code === code);
      expect(lines?.length).toBeGreaterThan(1);
      expect(spanish?.lines.map((line) => `tel:${line.tel}`)).toEqual(
        lines?.map((line) => `tel:${line.phone?.tel}`),
      );
      renderAt('/es/get-help', <GetHelpSpanishPage />);
      const section = screen.getByRole('region', { name: spanish?.title });
      for (const line of lines ?? [])
        expect(
          within(section)
            .getAllByRole('link')
            .map((link) => link.getAttribute('href')),
        ).toContain(`tel:${line.phone?.tel}`);
    },
  );
});

describe('/es/get-help, in Spanish (issue 25)', () => {
  beforeAll(async () => {
    await loadResources();
  });

  it('offers the same call and text links as /get-help, and only the listed Spanish extra', () => {
    const english = callAndTextTargets(renderAt('/get-help', <GetHelpPage />).container);
    const spanish = callAndTextTargets(renderAt('/es/get-help', <GetHelpSpanishPage />).container);
    expect(english.length).toBeGreaterThan(5);
    expect(spanish.filter((target) => !english.includes(target))).toEqual(
      Object.keys(ONLY_IN_SPANISH).sort(),
    );
    expect(english.filter((target) => !spanish.includes(target))).toEqual([]);
  });

  it("puts the Spanish ways in first: 988's press 2 and text AYUDA, then 911", () => {
    renderAt('/es/get-help', <GetHelpSpanishPage />);
    const crisis = screen.getByRole('region', {
      name: 'Si está en crisis o piensa en el suicidio',
    });
    expect(within(crisis).getByRole('link', { name: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(crisis).getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
    const danger = screen.getByRole('region', { name: 'Si alguien está en peligro ahora mismo' });
    expect(within(danger).getByRole('link', { name: 'Llame al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda ahora' })).toBeInTheDocument();
  });

  it('marks each English service name and every link to an English page as English', () => {
    const { container } = renderAt('/es/get-help', <GetHelpSpanishPage />);
    expect(
      Array.from(container.querySelectorAll('[lang="en"]')).map((element) => element.textContent),
    ).toEqual(
      expect.arrayContaining([
        '988 Suicide & Crisis Lifeline',
        'National Domestic Violence Hotline',
      ]),
    );
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/es/')) expect(link.getAttribute('hreflang'), href).toBe('en');
    }
  });

  it('links the Spanish pages on staying safe and on clearing this device', () => {
    renderAt('/es/get-help', <GetHelpSpanishPage />);
    expect(screen.getByRole('link', { name: 'Cómo protegerse en internet' })).toHaveAttribute(
      'href',
      '/es/protegerse-en-internet',
    );
    expect(
      screen.getByRole('link', { name: 'Borrar los datos de Harbor en este dispositivo' }),
    ).toHaveAttribute('href', '/es/borrar-datos');
  });
});

describe('/es/get-help puts the visitor’s own country first (issue 25: es-MX gets Mexico’s lines)', () => {
  afterEach(() => {
    setTimeZoneReader(() => Promise.resolve(readTimeZoneHere()));
    window.localStorage.clear();
  });

  /** The box at the top, once the page has read the browser. */
  async function yourCountry() {
    const heading = await screen.findByRole('heading', { level: 2, name: /^Parece que está/ });
    return heading.closest('section') as HTMLElement;
  }

  it('a phone set to Mexico City gets Mexico’s lines in Spanish, before the US lines', async () => {
    setTimeZoneReader(() => Promise.resolve('America/Mexico_City'));
    renderAt('/es/get-help', <GetHelpSpanishPage />);

    const box = await yourCountry();
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Parece que está en México',
    );
    expect(box).toHaveTextContent('como el 988, no funcionan desde México. El 911 sí');
    // The guess may be wrong: the box says so.
    expect(box).toHaveTextContent(
      '¿Está en Estados Unidos? Entonces las líneas de más abajo sí son para usted.',
    );
    const mexico = SPANISH_COUNTRY_LINES.find((country) => country.code === 'MX');
    expect(callAndTextTargets(box)).toEqual(mexico?.lines.map((line) => `tel:${line.tel}`).sort());
    const us = screen.getByRole('heading', { name: 'Si está en crisis o piensa en el suicidio' });
    expect(box.compareDocumentPosition(us) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a country chosen on this device wins: Spain', async () => {
    window.localStorage.setItem('harbor:country', 'ES');
    setTimeZoneReader(() => Promise.resolve('America/Mexico_City'));
    renderAt('/es/get-help', <GetHelpSpanishPage />);

    const box = await yourCountry();
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Parece que está en España',
    );
    expect(within(box).getByRole('link', { name: 'Llame al 024' })).toHaveAttribute(
      'href',
      'tel:024',
    );
  });

  it('elsewhere outside the US: says the US lines do not work there, and where to look', async () => {
    setTimeZoneReader(() => Promise.resolve('Europe/Berlin'));
    renderAt('/es/get-help', <GetHelpSpanishPage />);

    const box = await yourCountry();
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Parece que está fuera de Estados Unidos',
    );
    expect(within(box).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'hreflang',
      'en',
    );
  });

  it('never from the language alone: es-MX with a time zone that says nothing is not Mexico', async () => {
    setTimeZoneReader(() => Promise.resolve('UTC'));
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    try {
      renderAt('/es/get-help', <GetHelpSpanishPage />);
      await screen.findByRole('heading', { level: 1, name: 'Ayuda ahora' });
      await act(async () => {
        // The page's question, asked here too: no country.
        expect(await resolveVisitorCountry({ fromLanguages: false })).toBeUndefined();
      });
      expect(screen.queryByRole('heading', { name: /^Parece que está/ })).toBeNull();
      // (Asked with the language, the browser would have said Mexico.)
      expect((await resolveVisitorCountry())?.code).toBe('MX');
    } finally {
      languages.mockRestore();
    }
  });

  it('in the US: nothing more (the page is the US lines)', async () => {
    setTimeZoneReader(() => Promise.resolve('America/Los_Angeles'));
    renderAt('/es/get-help', <GetHelpSpanishPage />);
    await screen.findByRole('heading', { level: 1, name: 'Ayuda ahora' });
    // What the page reads of the browser, read here too, so the page has had it.
    await act(async () => {
      expect((await resolveVisitorCountry())?.code).toBe('US');
    });
    expect(screen.queryByRole('heading', { name: /^Parece que está/ })).toBeNull();
  });
});
