import { ChallengePage, getChallenge } from '@harbor/challenges';
import { Navigate, useParams } from 'react-router';
import { RouterLink } from '../router-link';
import { usePageTitle } from '../use-page-title';

/** /challenges/:slug — one of the 18 challenge pages; any other slug redirects to /. */
export default function ChallengeRoutePage() {
  const { slug = '' } = useParams();
  const challenge = getChallenge(slug);
  usePageTitle(challenge ? challenge.title : null);

  if (!challenge) return <Navigate to="/" replace />;
  return <ChallengePage challenge={challenge} linkComponent={RouterLink} />;
}
