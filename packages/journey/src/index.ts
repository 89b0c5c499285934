export { JourneyProvider, useJourney } from './journey-provider';
export { VISITED_KEY, recordVisit } from './journey-state';

export type { JourneyContextValue, JourneyProviderProps } from './journey-provider';
export type { InteractionType, VisitFlags, VisitStorage } from './journey-state';
