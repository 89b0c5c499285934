/**
 * THE list of every key Harbor writes to the browser's storage. Nothing may write a key that is
 * not here: the unit tests fail on one (vitest.setup.ts), and so do the browser journeys
 * (apps/web/e2e/fixtures.ts). "Clear this device", sign-out and the version reset read this list,
 * so none of them can miss a key.
 *
 * Plain data, no React. The words for people (`STORED_KEY_DESCRIPTIONS`) sit in a const of their
 * own below, so a bundler leaves them out of every page but the ones that show them.
 */

/** `localStorage` (kept until cleared) or `sessionStorage` (this tab only, gone when it closes). */
export type StorageArea = 'local' | 'session';

export interface StoredKey {
  /** The key itself, or the start every such key shares (`match: 'prefix'`). */
  key: string;
  match: 'exact' | 'prefix';
  /** Where it may be written. */
  areas: readonly StorageArea[];
  /**
   * About the person (what they did, typed or chose). In shared-computer mode such a key is kept
   * in this page's memory only, never written to storage.
   */
  personal: boolean;
  /** Removed when the person signs out (besides "Clear this device", which removes every key). */
  clearedOnSignOut: boolean;
}

export const STORED_KEYS = {
  /** Spec section 4: the version check. */
  appVersion: {
    key: 'app_version',
    match: 'exact',
    areas: ['local'],
    personal: false,
    clearedOnSignOut: false,
  },
  /** apps/web's stale-chunk-reload.ts: the time of the last reload after a missing page chunk. */
  chunkReload: {
    key: 'harbor_chunk_reload_at',
    match: 'exact',
    areas: ['session'],
    personal: false,
    clearedOnSignOut: false,
  },
  /** Spec sections 3 and 4, @harbor/journey: `'true'` after the first visit. */
  visitedBefore: {
    key: 'hasVisitedBefore',
    match: 'exact',
    areas: ['local'],
    personal: true,
    clearedOnSignOut: false,
  },
  /** @harbor/journey: `'true'` once a check-in was finished. */
  completedActivity: {
    key: 'hasCompletedActivity',
    match: 'exact',
    areas: ['local'],
    personal: true,
    clearedOnSignOut: false,
  },
  /** @harbor/journey: the latest short label of what the visitor did (`completed-activity:…`). */
  interactionType: {
    key: 'interactionType',
    match: 'exact',
    areas: ['local'],
    personal: true,
    clearedOnSignOut: false,
  },
  /** @harbor/challenges: one check-in's answers, step and whether its plan was shown. */
  checkInAnswers: {
    key: 'harbor-activity:',
    match: 'prefix',
    areas: ['local'],
    personal: true,
    clearedOnSignOut: false,
  },
  /** apps/web's forms: what was typed into the contact and story forms, until sent. */
  formDrafts: {
    key: 'harbor:draft:',
    match: 'prefix',
    areas: ['local'],
    personal: true,
    clearedOnSignOut: false,
  },
  /** @harbor/challenges: the country chosen for the crisis lines. */
  country: {
    key: 'harbor:country',
    match: 'exact',
    areas: ['local'],
    personal: true,
    clearedOnSignOut: false,
  },
  /**
   * supabase-js's session (`sb-<project>-auth-token`, and `…-code-verifier` during an email
   * link), written through @harbor/auth's `createAuthStorage`: in `localStorage`, or in
   * `sessionStorage` only in shared-computer mode.
   */
  authSession: {
    key: 'sb-',
    match: 'prefix',
    areas: ['local', 'session'],
    personal: false,
    clearedOnSignOut: true,
  },
  /**
   * supabase-js's check that `localStorage` works (`lswt-<random>`): written and removed at once
   * when the client starts.
   */
  storageCheck: {
    key: 'lswt-',
    match: 'prefix',
    areas: ['local'],
    personal: false,
    clearedOnSignOut: false,
  },
  /** This package's shared-computer mode: `'on'` for this tab. */
  sharedComputerMode: {
    key: 'harbor:shared-computer',
    match: 'exact',
    areas: ['session'],
    personal: false,
    clearedOnSignOut: false,
  },
  /** apps/web's "Clear this device" page: `'on'` when Quick exit should also clear Harbor's data. */
  quickExitClears: {
    key: 'harbor:quick-exit-clears',
    match: 'exact',
    areas: ['local'],
    personal: false,
    clearedOnSignOut: false,
  },
} as const satisfies Record<string, StoredKey>;

export type StoredKeyId = keyof typeof STORED_KEYS;

/** What a person is told about one key, on "Clear this device" and the privacy page. */
export interface StoredKeyDescription {
  /** What it is, in a few plain words. */
  name: string;
  /** What it holds and why, in one or two plain sentences. */
  holds: string;
}

/** Every key of `STORED_KEYS` in plain words. Typed so that a key without words fails to build. */
export const STORED_KEY_DESCRIPTIONS: Record<StoredKeyId, StoredKeyDescription> = {
  appVersion: {
    name: 'Site version',
    holds:
      'Which version of Harbor this browser last loaded, so the site can update itself after a new release.',
  },
  chunkReload: {
    name: 'Update note (this tab only)',
    holds:
      'For a minute after an update, a note that stops the page reloading more than once. Gone when the tab closes.',
  },
  visitedBefore: {
    name: 'Visited before',
    holds: 'That you have been here before, so we can welcome you back.',
  },
  completedActivity: {
    name: 'Finished a check-in',
    holds: 'That you finished a check-in, to suggest a next step.',
  },
  interactionType: {
    name: 'Last thing you did',
    holds: 'A short label for what you last did here (for example which check-in you finished).',
  },
  checkInAnswers: {
    name: 'Check-in answers and action plans',
    holds:
      'Your answers in each check-in, how far you got, and the action plan built from them. Each check-in also has its own button to clear them.',
  },
  formDrafts: {
    name: 'Form drafts',
    holds:
      'What you typed into the contact and story forms, so a reload does not lose it. Deleted once the form is sent.',
  },
  country: {
    name: 'Your country',
    holds: 'The country you chose, so the crisis lines for it show first.',
  },
  authSession: {
    name: 'Sign-in session',
    holds:
      'Your sign-in session (named like sb-…-auth-token), so you stay signed in. On a shared computer it is kept for this tab only.',
  },
  storageCheck: {
    name: 'Storage check',
    holds:
      'A test entry the sign-in code writes and removes at once, to check that this browser can keep a session.',
  },
  sharedComputerMode: {
    name: 'Shared-computer mode (this tab only)',
    holds:
      'That you said this is a shared or public computer, so nothing personal is saved. Gone when the tab closes.',
  },
  quickExitClears: {
    name: 'Quick exit setting',
    holds: "That Quick exit should also clear Harbor's data from this device.",
  },
};

/** What else Harbor may keep on a device besides the keys above, in plain words. */
export const OTHER_DEVICE_DATA: readonly StoredKeyDescription[] = [
  {
    name: 'Offline copy',
    holds:
      'A copy of the help pages (crisis lines, resources, the challenge pages) kept by the browser so they open without a connection. The same for every visitor: it says nothing about what you read.',
  },
  {
    name: 'Background helper (service worker)',
    holds: 'The small script that keeps the offline copy up to date.',
  },
  {
    name: 'Browser databases (IndexedDB)',
    holds: 'Any database the site or the offline copy created in this browser.',
  },
];

/** Whether `name` is the key `entry` lists, or starts with its prefix. */
export function matchesStoredKey(entry: StoredKey, name: string): boolean {
  return entry.match === 'exact' ? name === entry.key : name.startsWith(entry.key);
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
