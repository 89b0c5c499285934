import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadActivityIn } from './activities/load-activity';
import { challenges } from './challenge-content';
import { ChallengePage } from './challenge-page';
import type { ChallengePagePaths } from './page-link';
import { messages as directoryWords } from './locales/en';
import { messages as pageWords } from './locales/pages/en';
import { preloadChallengePage } from './preload-challenge-page';

/** A Spanish site that has these pages in Spanish, and no others. */
const SPANISH: Readonly<Record<string, string>> = {
  '/resources': '/es/recursos',
  '/challenges/legal': '/es/temas/legal',
  '/challenges/loved-one': '/es/temas/loved-one',
};
const PATHS: ChallengePagePaths = {
  inLanguage: (path) => SPANISH[path],
  contact: '/es/contacto',
  myList: '/es/mi-lista',
};

function InSpanish({ children }: { children: ReactNode }) {
  return (
    <UiLocaleProvider locale="es">
      <main lang="es">{children}</main>
    </UiLocaleProvider>
  );
}

/** The English catalog's sentences and labels (not one short word such as "and"). */
const ENGLISH_WORDS = Object.values({ ...directoryWords, ...pageWords })
  .filter((message): message is string[] => Array.isArray(message))
  .filter((message) => message.every((part) => typeof part === 'string'))
  .map((message) => message.join('').trim())
  .filter((words) => /[a-z]{3}/.test(words) && /\s/.test(words));

/** The `tel:` and `sms:` targets of every link on the page, sorted, without repeats. */
function phoneTargets(container: HTMLElement): string[] {
  return [
    ...new Set(
      [...container.querySelectorAll('a[href^="tel:"], a[href^="sms:"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    ),
  ].sort();
}

beforeAll(async () => {
  await loadUiLocale('es');
  await Promise.all(
    [
      'mental-health',
      'immigration',
      'homelessness',
      'poverty-challenge',
      'legal',
      'resource-access',
    ].flatMap((slug) => [preloadChallengePage(slug, 'es'), preloadChallengePage(slug)]),
  );
});

describe('ChallengePage in Spanish', () => {
  it('renders a hub in Spanish on its first render: name, introduction, sections', () => {
    render(
      <InSpanish>
        <ChallengePage challenge={challenges['mental-health']} paths={PATHS} />
      </InSpanish>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Salud mental');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Algunas formas en que se presenta',
      'Lo que puede hacer hoy',
      'Dónde pedir ayuda ahora',
      'Sus derechos',
      'Ideas equivocadas comunes',
      'Servicios y temas relacionados',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the same numbers to call and to text as the English hub', () => {
    for (const slug of ['mental-health', 'immigration'] as const) {
      const english = render(<ChallengePage challenge={challenges[slug]} />);
      const spanish = render(
        <InSpanish>
          <ChallengePage challenge={challenges[slug]} paths={PATHS} />
        </InSpanish>,
      );
      expect(phoneTargets(spanish.container), slug).toEqual(phoneTargets(english.container));
      expect(phoneTargets(spanish.container).length, slug).toBeGreaterThan(2);
      english.unmount();
      spanish.unmount();
    }
  });

  it('links Spanish pages where the site has them, and says so where a link goes to English', () => {
    render(
      <InSpanish>
        <ChallengePage challenge={challenges['mental-health']} paths={PATHS} />
      </InSpanish>,
    );
    expect(screen.getByRole('link', { name: 'Todos los recursos' })).toHaveAttribute(
      'href',
      '/es/recursos',
    );
    expect(screen.getByRole('link', { name: 'Todos los servicios de este tema' })).toHaveAttribute(
      'href',
      '/es/recursos?challenge=mental-health',
    );
    expect(screen.getByRole('link', { name: 'Cómo apoyar a un ser querido' })).toHaveAttribute(
      'href',
      '/es/temas/loved-one',
    );
    // No Spanish safety plan yet: the English page, marked.
    const plan = screen.getAllByRole('link', { name: /plan de seguridad/ })[0]!;
    expect(plan).toHaveAttribute('href', '/safety-plan');
    expect(plan).toHaveAttribute('hreflang', 'en');
    expect(plan.parentElement).toHaveTextContent(/\(en inglés\)/);
  });

  it('puts the site’s own crisis buttons and country lines in place of the English ones', () => {
    render(
      <InSpanish>
        <ChallengePage
          challenge={challenges.immigration}
          paths={PATHS}
          slots={{
            crisisActions: <a href="tel:988">Llame al 988 y marque 2</a>,
            otherCountries: <p>Fuera de Estados Unidos</p>,
          }}
        />
      </InSpanish>,
    );
    expect(screen.getByRole('link', { name: 'Llame al 988 y marque 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call 988/ })).toBeNull();
    const helpNow = screen.getByRole('region', { name: 'Dónde pedir ayuda ahora' });
    expect(within(helpNow).getByText('Fuera de Estados Unidos')).toBeInTheDocument();
    expect(within(helpNow).queryByRole('link', { name: /international/i })).toBeNull();
  });

  it('shows the immigration hub’s rights first, in Spanish, with their sources', () => {
    render(
      <InSpanish>
        <ChallengePage challenge={challenges.immigration} paths={PATHS} />
      </InSpanish>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Haga esto ahora');
    expect(headings[1]).not.toMatch(/rights/i);
    expect(screen.getAllByRole('link', { name: /^Fuente/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/De segunda mano/).length).toBeGreaterThan(0);
  });

  it("cites the owner's Spanish page where it has one, and marks the English sources", () => {
    render(
      <InSpanish>
        <ChallengePage challenge={challenges['mental-health']} paths={PATHS} />
      </InSpanish>,
    );
    // The parity right: the Department of Labor's guide in Spanish.
    const own = screen.getByRole('link', { name: /^Fuente: Cobertura justa/ });
    expect(own).toHaveAttribute('hreflang', 'es');
    expect(own.getAttribute('href')).toMatch(/-es$/);
    expect(own).not.toHaveTextContent('(en inglés)');
    // A fact whose owner says it only in English keeps the English page, said so.
    const english = screen.getAllByRole('link', { name: /^Fuente/ }).filter((link) => link !== own);
    expect(english.length).toBeGreaterThan(0);
    for (const link of english) {
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link).toHaveTextContent('Fuente (en inglés)');
    }
  });

  it('marks the English names in its Spanish words lang="en", and keeps their numbers links', () => {
    const { container } = render(
      <InSpanish>
        <ChallengePage challenge={challenges.homelessness} paths={PATHS} />
      </InSpanish>,
    );
    const marked = [...container.querySelectorAll('li span[lang="en"]')].map(
      (el) => el.textContent,
    );
    expect(marked).toEqual(expect.arrayContaining(['HOPE Hotline', 'National Runaway Safeline']));
    const step = [...container.querySelectorAll('li')].find((li) =>
      li.textContent?.includes('HOPE Hotline'),
    );
    expect(step?.querySelector('a[href^="tel:"]')).not.toBeNull();
    // An English page marks nothing: its words are the page's language.
    const english = render(<ChallengePage challenge={challenges.homelessness} />);
    expect(english.container.querySelectorAll('li span[lang="en"]')).toHaveLength(0);
  });

  it.each(['immigration', 'legal', 'resource-access'] as const)(
    'marks what the %s hub quotes in English for the reader to say lang="en"',
    (slug) => {
      const { container } = render(
        <InSpanish>
          <ChallengePage challenge={challenges[slug]} paths={PATHS} />
        </InSpanish>,
      );
      // Every “…” quote of English words ("I", "with", "want"… and no Spanish letters).
      const quotes = [...(container.textContent ?? '').matchAll(/“([^”]+)”/g)]
        .map((match) => match[1] ?? '')
        .filter(
          (quote) => /\b(I|with|want|will|not|me)\b/.test(quote) && !/[áéíóúñ¿¡]/.test(quote),
        );
      expect(quotes.length).toBeGreaterThan(0);
      const marked = [...container.querySelectorAll('[lang="en"]')].map((el) => el.textContent);
      for (const quote of quotes) {
        // A quote of several sentences is marked sentence by sentence.
        for (const sentence of quote.match(/[^.]+[.?]?/g) ?? []) {
          const words = sentence.trim().replace(/\.$/, '');
          if (words) expect(marked, `“${quote}” on ${slug}`).toContain(words);
        }
      }
    },
  );

  it('shows none of the English catalog’s sentences, and has no axe violations', async () => {
    const { container } = render(
      <InSpanish>
        <ChallengePage challenge={challenges.immigration} paths={PATHS} />
      </InSpanish>,
    );
    const text = container.textContent ?? '';
    expect(ENGLISH_WORDS.filter((words) => text.includes(words))).toEqual([]);
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});

describe('a check-in in Spanish', () => {
  it('asks in Spanish, and builds the plan in Spanish', async () => {
    const user = userEvent.setup();
    render(
      <InSpanish>
        <ChallengePage
          challenge={challenges['poverty-challenge']}
          paths={PATHS}
          activityStorage={null}
        />
      </InSpanish>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Salir adelante cuando falta el dinero',
    );
    expect(await screen.findByText('Paso 1 de 4')).toBeInTheDocument();
    await user.click(screen.getAllByRole('checkbox')[0]!);
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    await user.click(screen.getByRole('button', { name: 'Ver mi plan' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Su plan de acción' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Qué hacer ahora' })).toBeInTheDocument();
    // The first answer's steps, in the check-in's Spanish words.
    const spanish = await loadActivityIn('es', 'poverty-challenge');
    const firstChoice = spanish.steps[0]!.choices[0]!;
    const planSteps = document.querySelector('.harbor-action-plan__steps');
    expect(planSteps?.textContent).toContain(firstChoice.planSteps[0]);
    expect(firstChoice.planSteps[0]).toMatch(/despensa|comida|alimentos/i);
    expect(screen.getByRole('button', { name: 'Imprimir mi plan' })).toBeInTheDocument();
  });
});
