import {
  CHALLENGE_SUMMARIES_ES,
  CHALLENGE_TITLES_ES,
  ChallengePage,
  getChallenge,
  HUB_SLUGS,
  preloadChallengePage,
} from '@harbor-help/challenges';
import type { ChallengePagePaths, ChallengePageSlots } from '@harbor-help/challenges';
import { Navigate, useParams, type Params } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { spanishPathOf } from '../../app/spanish-paths';
import { RouterLink } from '../../shared/router-link';
import { useActivityCompletion } from '../use-activity-completion';
import { FindALine, YourCountryFirst } from '../country-lines-es';
import { SpanishCrisisButtons } from '../spanish-help';
import { PublishedStories } from '../../stories/published-stories';
import { PUBLISHED_STORIES_WORDS_ES } from '../../stories/published-stories-words-es';

/**
 * Where the page's links go: Harbor's Spanish page where there is one (`/es/recursos`, another
 * guide), else the English page, which the link then says.
 */
const PATHS: ChallengePagePaths = {
  inLanguage: spanishPathOf,
  contact: '/es/contacto',
  myList: '/es/mi-lista',
};

/**
 * In the crisis box, 988 in Spanish (press 2, AYUDA) and 911; in "Dónde pedir ayuda ahora", the
 * lines of Mexico or Spain for a visitor who seems to be there, and where to find any other
 * country's (the English hub's country chooser is English).
 */
const SLOTS: ChallengePageSlots = {
  crisisActions: <SpanishCrisisButtons />,
  otherCountries: (
    <>
      <YourCountryFirst headingLevel={3} />
      <FindALine lead="¿Está fuera de Estados Unidos?" />
    </>
  ),
};

/**
 * /es/temas/:slug (issue 25): a topic's guide or a check-in in Spanish, the same page as
 * /challenges/:slug (same services, numbers and sources) in the package's Spanish words. Its
 * links go to Harbor's Spanish pages where they exist; a guide shows its published stories, each
 * in the language it was written in. Any other slug goes to /es.
 */
export default function ChallengeSpanishPage() {
  const { slug = '' } = useParams();
  const challenge = getChallenge(slug);
  usePageMeta({
    title: challenge ? CHALLENGE_TITLES_ES[challenge.slug] : null,
    description: challenge ? CHALLENGE_SUMMARIES_ES[challenge.slug] : undefined,
  });

  const onActivityComplete = useActivityCompletion();

  if (!challenge) return <Navigate to="/es" replace />;
  return (
    <>
      <ChallengePage
        key={challenge.slug}
        challenge={challenge}
        linkComponent={RouterLink}
        onActivityComplete={onActivityComplete}
        paths={PATHS}
        slots={SLOTS}
      />
      {/* A guide's published stories, in any language, as on the English hub; the check-ins have none. */}
      {(HUB_SLUGS as readonly string[]).includes(challenge.slug) ? (
        <PublishedStories
          key={`stories:${challenge.slug}`}
          challenge={challenge.slug}
          loadWhenAsked
          words={PUBLISHED_STORIES_WORDS_ES}
        />
      ) : null}
    </>
  );
}

/** The guide's or check-in's Spanish words, so the page renders them at once. */
export function preload({ slug = '' }: Params): Promise<void> {
  return preloadChallengePage(slug, 'es');
}
