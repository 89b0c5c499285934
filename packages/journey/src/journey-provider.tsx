import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { UNKNOWN_VISIT, getBrowserStorage, recordVisit } from './journey-state';
import type { InteractionType, VisitFlags } from './journey-state';

export interface JourneyProviderProps {
  children: ReactNode;
  /**
   * Where the visit flag lives. Omitted: `window.localStorage`, read after
   * mount (never during render, so server rendering is safe). `null`: nowhere,
   * every load is a first visit.
   */
  storage?: Storage | null;
}

/** The value `useJourney()` returns. */
export interface JourneyContextValue extends VisitFlags {
  hasCompletedActivity: boolean;
  interactionType: InteractionType;
  /** Remembers what the visitor just did (for this page view only). */
  recordInteraction(type: string): void;
  /** Marks that the visitor completed an activity (for this page view only). */
  completeActivity(): void;
}

const JourneyContext = createContext<JourneyContextValue | undefined>(undefined);
JourneyContext.displayName = 'JourneyContext';

export function JourneyProvider({ children, storage }: JourneyProviderProps) {
  const [visit, setVisit] = useState<VisitFlags>(UNKNOWN_VISIT);
  const [hasCompletedActivity, setHasCompletedActivity] = useState(false);
  const [interactionType, setInteractionType] = useState<InteractionType>(null);
  // Record the visit once per mount: StrictMode runs effects twice, and the
  // second run would otherwise read the flag the first run just wrote.
  const recorded = useRef(false);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    setVisit(recordVisit(storage === undefined ? getBrowserStorage() : storage));
  }, [storage]);

  const recordInteraction = useCallback((type: string) => setInteractionType(type), []);
  const completeActivity = useCallback(() => setHasCompletedActivity(true), []);

  const value = useMemo<JourneyContextValue>(
    () => ({
      ...visit,
      hasCompletedActivity,
      interactionType,
      recordInteraction,
      completeActivity,
    }),
    [visit, hasCompletedActivity, interactionType, recordInteraction, completeActivity],
  );

  return <JourneyContext.Provider value={value}>{children}</JourneyContext.Provider>;
}
JourneyProvider.displayName = 'JourneyProvider';

/** The visitor's journey state and actions. Throws when used outside a `JourneyProvider`. */
export function useJourney(): JourneyContextValue {
  const context = useContext(JourneyContext);
  if (context === undefined) throw new Error('useJourney must be used within a JourneyProvider');
  return context;
}
