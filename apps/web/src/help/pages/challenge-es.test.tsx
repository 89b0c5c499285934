import {
  CHALLENGE_SLUGS,
  CHALLENGE_SUMMARIES_ES,
  preloadChallengePage,
} from '@harbor-help/challenges';
import { JourneyProvider } from '@harbor-help/journey';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { numbersReached } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import ChallengeRoutePage from './challenge';
import ChallengeSpanishPage, { preload } from './challenge-es';

function renderSpanish(path: string) {
  return renderInRouter(
    [
      {
        path: '/es/temas/:slug',
        element: (
          <UiLocaleProvider locale="es">
            <JourneyProvider>
              <main>
                <ChallengeSpanishPage />
              </main>
            </JourneyProvider>
          </UiLocaleProvider>
        ),
      },
      { path: '/es', element: <h1>Inicio</h1> },
    ],
    path,
  );
}

/** The page's own parts: everything but the services' cards (their sites are their owners'). */
function ownParts(container: HTMLElement): HTMLElement {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const card of copy.querySelectorAll('article article')) card.remove();
  return copy;
}

beforeAll(async () => {
  await loadUiLocale('es');
  await Promise.all(
    CHALLENGE_SLUGS.flatMap((slug) => [preload({ slug }), preloadChallengePage(slug)]),
  );
});

describe('/es/temas/:slug, a guide or check-in in Spanish (issue 25)', () => {
  it('shows the guide in Spanish at once, with its Spanish title and description', () => {
    renderSpanish('/es/temas/immigration');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inmigración');
    expect(document.title).toBe('Inmigración — Harbor');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      CHALLENGE_SUMMARIES_ES.immigration,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Haga esto ahora' })).toBeInTheDocument();
  });

  it('puts 988 in Spanish (press 2, AYUDA) and 911 in the crisis box at the top', () => {
    renderSpanish('/es/temas/mental-health');
    const box = document.querySelector('.harbor-safety-note') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(box).getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:988\?&?body=AYUDA$/),
    );
    expect(within(box).getByRole('link', { name: 'Llame al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
  });

  it.each(CHALLENGE_SLUGS)('reaches every number the English %s page reaches', async (slug) => {
    const spanish = renderSpanish(`/es/temas/${slug}`);
    const spanishNumbers = numbersReached(spanish.container);
    spanish.unmount();
    const english = renderInRouter(
      [
        {
          path: '/challenges/:slug',
          element: (
            <JourneyProvider>
              <ChallengeRoutePage />
            </JourneyProvider>
          ),
        },
      ],
      `/challenges/${slug}`,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(spanishNumbers).toEqual(numbersReached(english.container));
    english.unmount();
  });

  it('links the Spanish pages, and marks each link to a page still in English', () => {
    const { container } = renderSpanish('/es/temas/mental-health');
    expect(screen.getByRole('link', { name: 'Todos los recursos' })).toHaveAttribute(
      'href',
      '/es/recursos',
    );
    expect(screen.getByRole('link', { name: 'Cómo apoyar a un ser querido' })).toHaveAttribute(
      'href',
      '/es/temas/loved-one',
    );
    expectEnglishLinksMarked(ownParts(container));
  });

  it('sends a slug it does not know to /es', () => {
    const page = renderSpanish('/es/temas/no-existe');
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(page.location.pathname).toBe('/es');
  });

  it.each(['immigration', 'poverty-challenge'])('has no axe violations (%s)', async (slug) => {
    const { container } = renderSpanish(`/es/temas/${slug}`);
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});
