import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { localStore } from '@harbor-help/device-storage';
import {
  COMPLETED_ACTIVITY_KEY,
  INTERACTION_TYPE_KEY,
  UNKNOWN_VISIT,
  readProgress,
  recordVisit,
  writeProgress,
} from './journey-state';
import type { InteractionType, VisitFlags, VisitStorage } from './journey-state';

/** The props of `JourneyProvider`. */
export interface JourneyProviderProps {
  /** The part of the app that can call `useJourney()`. */
  children: ReactNode;
  /**
   * Where the visit flag and the progress (`hasCompletedActivity`,
   * `interactionType`) live. Omitted: `localStore` of `@harbor-help/device-storage`
   * (`localStorage` that never throws; this page's memory only in
   * shared-computer mode), read after mount (never during render, so server
   * rendering is safe). `null`: nowhere, every load is a first visit with no
   * progress.
   */
  storage?: VisitStorage | null;
}

/** The value `useJourney()` returns. */
export interface JourneyContextValue extends VisitFlags {
  /** True once the visitor completed an activity, on this visit or an earlier one. */
  hasCompletedActivity: boolean;
  /** The label of what the visitor last did (`recordInteraction`), or null when nothing yet. */
  interactionType: InteractionType;
  /** Remembers what the visitor just did (a short label), in storage for later visits too. */
  recordInteraction(type: string): void;
  /** Marks that the visitor completed an activity, in storage for later visits too. */
  completeActivity(): void;
}

const JourneyContext = createContext<JourneyContextValue | undefined>(undefined);
JourneyContext.displayName = 'JourneyContext';

/**
 * Provides the visitor's journey (first visit or returning, completed activity, last interaction)
 * to its children through `useJourney()`, kept in storage across visits.
 */
export function JourneyProvider({ children, storage }: JourneyProviderProps) {
  const [visit, setVisit] = useState<VisitFlags>(UNKNOWN_VISIT);
  const [hasCompletedActivity, setHasCompletedActivity] = useState(false);
  const [interactionType, setInteractionType] = useState<InteractionType>(null);
  // Record the visit once per mount: StrictMode runs effects twice, and the
  // second run would otherwise read the flag the first run just wrote.
  const recorded = useRef(false);
  // The storage in use, known after mount; writes before then are kept for this page view only.
  const storageRef = useRef<VisitStorage | null>(null);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    const resolved = storage === undefined ? localStore : storage;
    storageRef.current = resolved;
    const visitFlags = recordVisit(resolved);
    const progress = readProgress(resolved);
    // A transition: on a page being hydrated in slices, an urgent update of this context would
    // make React hydrate the rest of the page at once, in one long task, to apply it.
    startTransition(() => {
      setVisit(visitFlags);
      // Keep anything recorded during this page view before storage was read.
      if (progress.hasCompletedActivity) setHasCompletedActivity(true);
      if (progress.interactionType !== null) {
        setInteractionType((current) => current ?? progress.interactionType);
      }
    });
  }, [storage]);

  const recordInteraction = useCallback((type: string) => {
    setInteractionType(type);
    writeProgress(storageRef.current, INTERACTION_TYPE_KEY, type);
  }, []);
  const completeActivity = useCallback(() => {
    setHasCompletedActivity(true);
    writeProgress(storageRef.current, COMPLETED_ACTIVITY_KEY, 'true');
  }, []);

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
// React DevTools' name for the component, kept through minification. Object.assign rather than
// `JourneyProvider.displayName =`, so the declarations don't grow an undocumented namespace.
Object.assign(JourneyProvider, { displayName: 'JourneyProvider' });

/** The visitor's journey state and actions. Throws when used outside a `JourneyProvider`. */
export function useJourney(): JourneyContextValue {
  const context = useContext(JourneyContext);
  if (context === undefined) throw new Error('useJourney must be used within a JourneyProvider');
  return context;
}
