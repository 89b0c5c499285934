export { JourneyProvider, useJourney } from './journey-provider';
export {
  COMPLETED_ACTIVITY_KEY,
  INTERACTION_TYPE_KEY,
  VISITED_KEY,
  readProgress,
  recordVisit,
} from './journey-state';

export type { JourneyContextValue, JourneyProviderProps } from './journey-provider';
export type { InteractionType, StoredProgress, VisitFlags, VisitStorage } from './journey-state';
