/** What the visitor last did, in the app's own words (`'read-resource'`, `'shared-story'`…); null before anything. */
export type InteractionType = string | null;

/** The localStorage key that remembers a visit (spec §3, §4). */
export const VISITED_KEY = 'hasVisitedBefore';

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

/** `window.localStorage`, or null where there is no window or storage is blocked. Never throws. */
export function getBrowserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
