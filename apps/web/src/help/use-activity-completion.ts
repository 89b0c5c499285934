import type { ActivitySlug } from '@harbor-help/challenges';
import { useJourney } from '@harbor-help/journey';
import { useCallback } from 'react';

/**
 * What a challenge page (/challenges/:slug, /es/temas/:slug) does when a visitor finishes a
 * check-in: records it in the journey, as an interaction and as a completed activity.
 */
export function useActivityCompletion(): (activity: ActivitySlug) => void {
  const { recordInteraction, completeActivity } = useJourney();
  return useCallback(
    (activity: ActivitySlug) => {
      recordInteraction(`completed-activity:${activity}`);
      completeActivity();
    },
    [recordInteraction, completeActivity],
  );
}
