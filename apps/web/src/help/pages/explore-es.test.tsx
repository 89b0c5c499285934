import {
  ACTIVITY_SLUGS,
  CHALLENGE_SUMMARIES_ES,
  CHALLENGE_TITLES_ES,
  HUB_SLUGS,
  challenges,
} from '@harbor-help/challenges';
import { keptStore, STORED_KEYS } from '@harbor-help/device-storage';
import { JourneyProvider } from '@harbor-help/journey';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_IN_FOR_HUB } from '../challenge-links';
import { SPANISH_CHALLENGE_LINKS } from '../challenge-links-es';
import ExplorePage from './explore';
import ExploreSpanishPage from './explore-es';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';

const renderPage = () =>
  renderInRouter(
    <JourneyProvider>
      <ExploreSpanishPage />
    </JourneyProvider>,
    '/es/explorar',
  );

/** A visitor who has been here before, with one check-in half done and another finished. */
function returningVisitor() {
  localStorage.setItem(STORED_KEYS.visitedBefore.key, 'true');
  localStorage.setItem(STORED_KEYS.interactionType.key, 'completed-activity:poverty-challenge');
  keptStore.setItem(
    `${STORED_KEYS.checkInAnswers.key}immigration-challenge`,
    JSON.stringify({ answers: {}, step: 2, finished: false }),
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/es/explorar, the topics in Spanish (issue 25)', () => {
  it('names every challenge page and check-in in Spanish, never as in English', () => {
    for (const slug of [...HUB_SLUGS, ...ACTIVITY_SLUGS]) {
      expect(CHALLENGE_TITLES_ES[slug], slug).toBeTruthy();
      expect(CHALLENGE_TITLES_ES[slug], slug).not.toBe(challenges[slug].title);
    }
    for (const slug of [...HUB_SLUGS, ...ACTIVITY_SLUGS]) {
      expect(CHALLENGE_SUMMARIES_ES[slug], slug).not.toBe(challenges[slug].summary);
    }
    // The names other Spanish pages give the featured topics are these, to their Spanish pages.
    for (const { href, label } of SPANISH_CHALLENGE_LINKS) {
      expect(label).toBe(CHALLENGE_TITLES_ES[href.slice('/es/temas/'.length) as 'poverty']);
    }
  });

  it('lists every topic of /explore, in the same order, each to its Spanish guide', () => {
    const english = renderInRouter(
      <JourneyProvider>
        <ExplorePage />
      </JourneyProvider>,
      '/explore',
    );
    const englishTopics = within(english.container.querySelector('.web-explore__topics')!)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.querySelector('a')?.getAttribute('href'));
    english.unmount();

    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¿Qué está enfrentando?');
    const topics = within(container.querySelector('.web-explore__topics')!).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(topics.map((heading) => heading.querySelector('a')?.getAttribute('href'))).toEqual(
      englishTopics.map((href) => href?.replace('/challenges/', '/es/temas/')),
    );
    expect(topics).toHaveLength(HUB_SLUGS.length);
    const immigration = screen.getByRole('link', { name: 'Inmigración' });
    expect(immigration).toHaveAttribute('href', '/es/temas/immigration');
    expect(immigration.closest('li')).toHaveTextContent(CHALLENGE_SUMMARIES_ES.immigration);
    expectEnglishLinksMarked(container);
  });

  it('offers each check-in where /explore does, by its Spanish name', () => {
    renderPage();
    const checkIns = screen.getAllByRole('link', { name: /^Hacer el cuestionario: / });
    expect(checkIns.map((link) => link.getAttribute('href'))).toEqual(
      HUB_SLUGS.flatMap((slug) => {
        const checkIn = CHECK_IN_FOR_HUB[slug];
        return checkIn ? [`/es/temas/${checkIn}`] : [];
      }),
    );
    expect(
      screen.getAllByRole('link', {
        name: 'Hacer el cuestionario: Adaptarse a un país nuevo',
      }),
    ).toHaveLength(1);
  });

  it('welcomes a first visit, with the way to help in Spanish', () => {
    renderPage();
    expect(screen.getByText('Le damos la bienvenida a Harbor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vea las líneas de ayuda' })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    expect(screen.queryByRole('heading', { name: 'Seguir donde se quedó' })).toBeNull();
  });

  it('brings a returning visitor back to a half-done check-in and to their last action plan', async () => {
    returningVisitor();
    const { container } = renderPage();
    const section = await screen.findByRole('region', { name: 'Seguir donde se quedó' });
    expect(
      within(section).getByRole('link', {
        name: 'Seguir con su cuestionario desde el paso 3: Adaptarse a un país nuevo',
      }),
    ).toHaveAttribute('href', '/es/temas/immigration-challenge');
    expect(
      within(section).getByRole('link', {
        name: 'Ver su plan de acción: Salir adelante cuando falta el dinero',
      }),
    ).toHaveAttribute('href', '/es/temas/poverty-challenge');
    expect(screen.queryByText('Le damos la bienvenida a Harbor.')).toBeNull();
    expectEnglishLinksMarked(container);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
