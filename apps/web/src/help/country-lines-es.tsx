import type { ReactNode } from 'react';

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
  lines: readonly SpanishCountryLine[];
}[] = [
  {
    code: 'MX',
    title: 'En México',
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

export function SpanishCountryLines() {
  return (
    <>
      {SPANISH_COUNTRY_LINES.map((country) => (
        <section key={country.code} aria-labelledby={`lineas-${country.code}`}>
          <h3 id={`lineas-${country.code}`}>{country.title}</h3>
          <ul className="harbor-crisis-lines__list">
            {country.lines.map((line) => (
              <li key={line.tel} className="harbor-crisis-lines__item">
                <h4 className="harbor-crisis-lines__name">{line.name}</h4>
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
        </section>
      ))}
    </>
  );
}
