/**
 * THE list of every key Harbor writes to the browser's storage. Nothing may write a key that is
 * not here: the unit tests fail on one (vitest.setup.ts), and so do the browser journeys
 * (apps/web/e2e/fixtures.ts). "Clear this device", sign-out and the version reset read this list,
 * so none of them can miss a key.
 *
 * Plain data, no React. The words for people are beside it, in `stored-key-descriptions.ts`: a
 * file of their own, so a bundler keeps them out of the first load (only "Clear this device" and
 * the privacy page show them). Their type makes a key without words fail to build.
 */

/** `localStorage` (kept until cleared) or `sessionStorage` (this tab only, gone when it closes). */
export type StorageArea = 'local' | 'session';

/**
 * One entry of `STORED_KEYS`: a storage key (or key prefix) Harbor writes, where, and when it is
 * removed.
 */
export interface StoredKey {
  /** The key itself, or with `prefix`, the start every such key shares. */
  key: string;
  /** `key` is the start of the keys (`harbor-activity:` for `harbor-activity:<slug>`). */
  prefix?: true;
  /** Where it may be written. */
  areas: readonly StorageArea[];
  /**
   * About the person (what they did, typed or chose). In shared-computer mode such a key is kept
   * in this page's memory only, never written to storage.
   */
  personal?: true;
  /** Removed when the person signs out (besides "Clear this device", which removes every key). */
  clearedOnSignOut?: true;
}

/**
 * Every key (or key prefix) Harbor writes to `localStorage` or `sessionStorage`, by id; the only
 * keys it may write.
 */
export const STORED_KEYS = {
  /** Spec section 4: the version check. */
  appVersion: {
    key: 'app_version',
    areas: ['local'],
  },
  /** apps/web's stale-chunk-reload.ts: the time of the last reload after a missing page chunk. */
  chunkReload: {
    key: 'harbor_chunk_reload_at',
    areas: ['session'],
  },
  /**
   * apps/web's `useScrollRestoration` (its root route): where each page of this tab was scrolled
   * to, by the router's location keys, so Back returns to the same place. (The key keeps the name
   * React Router's own `<ScrollRestoration>` gave it, so an older release's entry is reused.)
   */
  scrollPositions: {
    key: 'react-router-scroll-positions',
    areas: ['session'],
  },
  /** Spec sections 3 and 4, @harbor-help/journey: `'true'` after the first visit. */
  visitedBefore: {
    key: 'hasVisitedBefore',
    areas: ['local'],
    personal: true,
  },
  /** @harbor-help/journey: `'true'` once a check-in was finished. */
  completedActivity: {
    key: 'hasCompletedActivity',
    areas: ['local'],
    personal: true,
  },
  /** @harbor-help/journey: the latest short label of what the visitor did (`completed-activity:…`). */
  interactionType: {
    key: 'interactionType',
    areas: ['local'],
    personal: true,
  },
  /**
   * @harbor-help/challenges: one check-in's answers, step and whether its plan was shown. In
   * `sessionStorage` (this tab only) unless the visitor chose "Keep my answers on this device".
   */
  checkInAnswers: {
    key: 'harbor-activity:',
    prefix: true,
    areas: ['session', 'local'],
    personal: true,
  },
  /**
   * @harbor-help/ui's `useFormSubmission` drafts (`harbor:draft:<name>`, see its `draftKey`): what was
   * typed into the contact and story forms, until sent. In `sessionStorage` (this tab only) unless
   * the visitor chose "Keep this on this device".
   */
  formDrafts: {
    key: 'harbor:draft:',
    prefix: true,
    areas: ['session', 'local'],
    personal: true,
  },
  /**
   * apps/web's /safety-plan ("My safety plan", issue 28): the visitor's own safety plan, never
   * sent anywhere. In `sessionStorage` (this tab only) unless the visitor chose "Keep this on this
   * device"; this page's memory only in shared-computer mode. Quick exit and "Clear this device"
   * remove it with every other key.
   */
  safetyPlan: {
    key: 'harbor:safety-plan',
    areas: ['session', 'local'],
    personal: true,
  },
  /**
   * @harbor-help/challenges' "Save to my list" and apps/web's /my-list ("My list", issue 28): the
   * ids of the services the visitor saved, never sent anywhere. In `sessionStorage` (this tab
   * only) unless the visitor chose "Keep my list on this device"; this page's memory only in
   * shared-computer mode. Quick exit and "Clear this device" remove it with every other key.
   */
  myList: {
    key: 'harbor:my-list',
    areas: ['session', 'local'],
    personal: true,
  },
  /**
   * apps/web (issue 25): the language the visitor chose, `'es'` or `'en'`, so the offer to read
   * in Spanish does not show again. Never used to redirect. In `localStorage`, or for this tab
   * only (`sessionStorage`) in shared-computer mode.
   */
  language: {
    key: 'harbor:language',
    areas: ['local', 'session'],
  },
  /**
   * apps/web's published stories (issue 27): `harbor:story-helped:<story id>` is `'1'` once the
   * visitor said "This helped me" on that story, so this device says it once per story. Nothing
   * else is kept; the count itself is on the server, with no link to the device.
   */
  storyHelped: {
    key: 'harbor:story-helped:',
    prefix: true,
    areas: ['local'],
    personal: true,
  },
  /** @harbor-help/challenges: the country chosen for the crisis lines. */
  country: {
    key: 'harbor:country',
    areas: ['local'],
    personal: true,
  },
  /**
   * supabase-js's session (`sb-<project>-auth-token`, and `…-code-verifier` during an email
   * link), written through @harbor-help/auth's `createAuthStorage`: in `localStorage`, or in
   * `sessionStorage` only in shared-computer mode.
   */
  authSession: {
    key: 'sb-',
    prefix: true,
    areas: ['local', 'session'],
    clearedOnSignOut: true,
  },
  /**
   * supabase-js's check that `localStorage` works (`lswt-<random>`): written and removed at once
   * when the client starts.
   */
  storageCheck: {
    key: 'lswt-',
    prefix: true,
    areas: ['local'],
  },
  /** This package's shared-computer mode: `'on'` for this tab. */
  sharedComputerMode: {
    key: 'harbor:shared-computer',
    areas: ['session'],
  },
} as const satisfies Record<string, StoredKey>;

/** The id of an entry of `STORED_KEYS` (`'appVersion'`, `'visitedBefore'`, …). */
export type StoredKeyId = keyof typeof STORED_KEYS;

/** Whether `name` is the key `entry` lists, or starts with its prefix. */
export function matchesStoredKey(entry: StoredKey, name: string): boolean {
  return entry.prefix ? name.startsWith(entry.key) : name === entry.key;
}

/**
 * The entry that lists `name` in `area`, or null when Harbor does not list it there (an
 * unlisted key is a bug: add it to `STORED_KEYS`).
 */
export function findStoredKey(name: string, area: StorageArea): StoredKeyId | null {
  for (const id of Object.keys(STORED_KEYS) as StoredKeyId[]) {
    const entry: StoredKey = STORED_KEYS[id];
    if (entry.areas.includes(area) && matchesStoredKey(entry, name)) return id;
  }
  return null;
}
