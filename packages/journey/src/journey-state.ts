import { STORED_KEYS } from '@harbor-help/device-storage';

/** What the visitor last did, in the app's own words (`'read-resource'`, `'shared-story'`…); null before anything. */
export type InteractionType = string | null;

/** The localStorage key that remembers a visit (spec §3, §4), `'hasVisitedBefore'`. */
export const VISITED_KEY = STORED_KEYS.visitedBefore.key;

/** What the journey provider knows about this visit. */
export interface VisitFlags {
  /** True on the first load in this browser (and on every load where storage cannot remember). */
  isFirstVisit: boolean;
  /** True when an earlier load in this browser already set the visit flag. */
  isReturningUser: boolean;
}

/** The two storage methods a visit needs. Any of them may throw. */
export type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Before the visit is known (server render, first paint) the visitor is neither new nor returning. */
export const UNKNOWN_VISIT: VisitFlags = { isFirstVisit: false, isReturningUser: false };

/**
 * Reads the visit flag and sets it for next time. Storage that is missing or
 * throws (private browsing, full quota, storage disabled) counts as a first
 * visit and is never written to again by this call. Never throws.
 */
export function recordVisit(storage: VisitStorage | null): VisitFlags {
  if (!storage) return { isFirstVisit: true, isReturningUser: false };
  let visitedBefore: boolean;
  try {
    visitedBefore = storage.getItem(VISITED_KEY) === 'true';
  } catch {
    return { isFirstVisit: true, isReturningUser: false };
  }
  if (visitedBefore) return { isFirstVisit: false, isReturningUser: true };
  try {
    storage.setItem(VISITED_KEY, 'true');
  } catch {
    // Full quota or read-only storage: the visit still counts, it just will not be remembered.
  }
  return { isFirstVisit: true, isReturningUser: false };
}

/** The localStorage key that remembers a completed activity (`'true'`): `'hasCompletedActivity'`. */
export const COMPLETED_ACTIVITY_KEY = STORED_KEYS.completedActivity.key;

/** The localStorage key that remembers the visitor's latest interaction: `'interactionType'`. */
export const INTERACTION_TYPE_KEY = STORED_KEYS.interactionType.key;

/** The longest interaction type kept: a short label, never free text from the visitor. */
const MAX_INTERACTION_LENGTH = 200;

/** What the journey remembers between visits besides the visit flag. */
export interface StoredProgress {
  /** Whether storage says an activity was completed (the stored value `'true'`). */
  hasCompletedActivity: boolean;
  /** The stored label of the last interaction, or null when none is stored. */
  interactionType: InteractionType;
}

/** Nothing done yet. */
export const NO_PROGRESS: StoredProgress = { hasCompletedActivity: false, interactionType: null };

/**
 * Reads the remembered progress. Missing, blocked or throwing storage, or values that are not
 * ours, read as no progress. Never throws.
 */
export function readProgress(storage: Pick<Storage, 'getItem'> | null): StoredProgress {
  if (!storage) return NO_PROGRESS;
  try {
    const completed = storage.getItem(COMPLETED_ACTIVITY_KEY) === 'true';
    const interaction = storage.getItem(INTERACTION_TYPE_KEY);
    return {
      hasCompletedActivity: completed,
      interactionType:
        interaction && interaction.length <= MAX_INTERACTION_LENGTH ? interaction : null,
    };
  } catch {
    return NO_PROGRESS;
  }
}

/** Remembers one value. Storage that is missing or throws (full quota, blocked) is skipped. Never throws. */
export function writeProgress(
  storage: Pick<Storage, 'setItem'> | null,
  key: typeof COMPLETED_ACTIVITY_KEY | typeof INTERACTION_TYPE_KEY,
  value: string,
): void {
  if (!storage) return;
  try {
    storage.setItem(key, value.slice(0, MAX_INTERACTION_LENGTH));
  } catch {
    // Not remembered for next time; this page view still knows.
  }
}
