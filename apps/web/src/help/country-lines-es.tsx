import { resolveVisitorCountry } from '@harbor-help/challenges';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * /es/get-help's "Fuera de Estados Unidos" (issue 25): the lines of the two Spanish-speaking
 * countries Harbor lists, Mexico and Spain, in Spanish. Their facts and numbers are those of
 * @harbor-help/challenges' COUNTRY_LINES, whose sources `pnpm check:sources` checks (some are
 * second-hand); that list is a 14 kB chunk, so the words are here and get-help-es.test.tsx holds
 * every number to it.
 */

interface SpanishCountryLine {
  name: string;
  offers: ReactNode;
  tel: string;
  call: string;
}

export const SPANISH_COUNTRY_LINES: readonly {
  code: 'MX' | 'ES';
  title: string;
  /** "Parece que está …": where the visitor seems to be. */
  where: string;
  /** What of the US lines below works from there, and that country's emergency number. */
  notHere: string;
  lines: readonly SpanishCountryLine[];
}[] = [
  {
    code: 'MX',
    title: 'En México',
    where: 'en México',
    notHere:
      'Las líneas de ayuda de Estados Unidos que aparecen más abajo, como el 988, no funcionan desde México. El 911 sí: también es el número de emergencias de México. Estas son las líneas de México:',
    lines: [
      {
        name: 'Emergencias 911',
        offers:
          'Si alguien está herido o en peligro ahora mismo, llame al 911, el número nacional de emergencias.',
        tel: '911',
        call: 'Llame al 911',
      },
      {
        name: 'Línea de la Vida',
        offers:
          'La línea nacional de salud mental y adicciones de la Secretaría de Salud (CONASAMA). Llame por usted o por alguien cercano para hablar de ansiedad, tristeza, pensamientos de suicidio o consumo de drogas o alcohol. Gratis, las 24 horas.',
        tel: '+528009112000',
        call: 'Llame al 800 911 2000',
      },
      {
        name: 'Línea de las Mujeres',
        offers:
          'La línea de la Secretaría de las Mujeres del Gobierno de México para mujeres que viven violencia: llame al 079 y elija la opción 1.',
        tel: '079',
        call: 'Llame al 079, opción 1',
      },
    ],
  },
  {
    code: 'ES',
    title: 'En España',
    where: 'en España',
    notHere:
      'Las líneas de ayuda de Estados Unidos que aparecen más abajo, como el 988, no funcionan desde España. En España, el número de emergencias es el 112. Estas son las líneas de España:',
    lines: [
      {
        name: 'Emergencias 112',
        offers:
          'Si alguien está herido o en peligro ahora mismo, llame al 112 para pedir a la policía, los bomberos o una ambulancia.',
        tel: '112',
        call: 'Llame al 112',
      },
      {
        name: '024 (Línea de atención a la conducta suicida)',
        offers:
          'Es la línea del Ministerio de Sanidad. Llame si tiene pensamientos de suicidio o le preocupa alguien que los tiene. Es gratuita, confidencial y atiende las 24 horas. La llamada no aparece en la factura del teléfono.',
        tel: '024',
        call: 'Llame al 024',
      },
    ],
  },
];

/** A country's lines, each a heading (`h3` or `h4`) with what it offers and its call button. */
function LineList({
  lines,
  heading: Heading,
}: {
  lines: readonly SpanishCountryLine[];
  heading: 'h3' | 'h4';
}) {
  return (
    <ul className="harbor-crisis-lines__list">
      {lines.map((line) => (
        <li key={line.tel} className="harbor-crisis-lines__item">
          <Heading className="harbor-crisis-lines__name">{line.name}</Heading>
          <p>{line.offers}</p>
          <ul className="harbor-contact-links">
            <li>
              <a className="harbor-button harbor-button--primary" href={`tel:${line.tel}`}>
                {line.call}
              </a>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function SpanishCountryLines() {
  return (
    <>
      {SPANISH_COUNTRY_LINES.map((country) => (
        <section key={country.code} aria-labelledby={`lineas-${country.code}`}>
          <h3 id={`lineas-${country.code}`}>{country.title}</h3>
          <LineList lines={country.lines} heading="h4" />
        </section>
      ))}
    </>
  );
}

/** Where to find the line of another country: findahelpline.com, or the English page's chooser. */
export function FindALine({ lead }: { lead: string }) {
  return (
    <p>
      {lead} Busque una línea del país donde está en{' '}
      <a href="https://findahelpline.com" rel="noopener noreferrer" hrefLang="en">
        findahelpline.com
      </a>{' '}
      (en inglés), o elija su país en la{' '}
      <a href="/get-help#choose-country" hrefLang="en">
        página en inglés
      </a>
      .
    </p>
  );
}

/**
 * At the top of /es/get-help, once the page runs: a visitor who seems to be outside the US (the
 * country chosen on this device, else the browser's time zone: a phone set to Mexico City; never
 * the language alone, since many Spanish speakers in the US have `es-MX` browsers) is told that
 * the US lines may not work there, and, in Mexico or Spain, gets that country's lines first, in
 * Spanish. Nothing for a visitor in the US, or when the
 * browser does not say (the prerendered page is the US's).
 */
export function YourCountryFirst({ headingLevel = 2 }: { headingLevel?: 2 | 3 } = {}) {
  const Title = `h${headingLevel}` as const;
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void resolveVisitorCountry({ fromLanguages: false }).then((found) => {
      if (live && found && found.code !== 'US') startTransition(() => setCountry(found.code));
    });
    return () => {
      live = false;
    };
  }, []);
  if (!country) return null;
  const lines = SPANISH_COUNTRY_LINES.find((candidate) => candidate.code === country);
  return (
    <section className="web-info-callout" aria-labelledby="su-pais">
      <Title id="su-pais" className="harbor-section__title">
        Parece que está {lines ? lines.where : 'fuera de Estados Unidos'}
      </Title>
      {lines ? (
        <>
          <p>{lines.notHere}</p>
          <LineList lines={lines.lines} heading={headingLevel === 2 ? 'h3' : 'h4'} />
        </>
      ) : (
        <FindALine lead="Es posible que las líneas de Estados Unidos que aparecen más abajo no funcionen desde el país donde está." />
      )}
      {/* The guess can be wrong (a US time zone we do not list, a browser that hides it). */}
      <p>¿Está en Estados Unidos? Entonces las líneas de más abajo sí son para usted.</p>
    </section>
  );
}
