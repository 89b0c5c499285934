import {
  ChallengePage,
  getChallenge,
  HUB_SLUGS,
  preloadChallengePage,
} from '@harbor-help/challenges';
import { Navigate, useParams, type Params } from 'react-router';
import { RouterLink } from '../../shared/router-link';
import { useActivityCompletion } from '../use-activity-completion';
import { usePageTitle } from '../../app/use-page-title';
import { PublishedStories } from '../../stories/published-stories';

/** /challenges/:slug — one of the 18 challenge pages; any other slug redirects to /. */
export default function ChallengeRoutePage() {
  const { slug = '' } = useParams();
  const challenge = getChallenge(slug);
  usePageTitle(challenge ? challenge.title : null, challenge?.summary);

  const onActivityComplete = useActivityCompletion();

  if (!challenge) return <Navigate to="/" replace />;
  return (
    <>
      <ChallengePage
        key={challenge.slug}
        challenge={challenge}
        linkComponent={RouterLink}
        onActivityComplete={onActivityComplete}
      />
      {/* A hub's published stories (issue 27); the check-ins have none. */}
      {(HUB_SLUGS as readonly string[]).includes(challenge.slug) ? (
        <PublishedStories
          key={`stories:${challenge.slug}`}
          challenge={challenge.slug}
          loadWhenAsked
        />
      ) : null}
    </>
  );
}

/** The hub's content or the check-in's questions, so the page renders them at once. */
export function preload({ slug = '' }: Params): Promise<void> {
  return preloadChallengePage(slug);
}
