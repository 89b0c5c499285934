import type { StoredKeyId } from './stored-keys';

// The words for people about each key of `STORED_KEYS` (stored-keys.ts), on "Clear this device"
// and the privacy page. In a file of their own so that only the pages that show them download them.

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
  scrollPositions: {
    name: 'Scroll positions (this tab only)',
    holds:
      'How far down each page you had scrolled in this tab, so Back takes you to the same place. Gone when the tab closes.',
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
      'Your answers in each check-in, how far you got, and the action plan built from them. Kept in this tab only (gone when it closes) unless you chose "Keep my answers on this device". Each check-in also has its own button to clear them.',
  },
  formDrafts: {
    name: 'Form drafts',
    holds:
      'What you typed into the contact and story forms, so a reload does not lose it. Kept in this tab only (gone when it closes) unless you chose "Keep this on this device". Deleted once the form is sent, and by Quick exit.',
  },
  safetyPlan: {
    name: 'Your safety plan',
    holds:
      'The safety plan you wrote on the "My safety plan" page. It is never sent to Harbor. Kept in this tab only (gone when it closes) unless you chose "Keep this on this device". Quick exit removes it.',
  },
  myList: {
    name: 'Your list of services',
    holds:
      'The services you saved with "Save to my list", to call or visit later. It is never sent to Harbor. Kept in this tab only (gone when it closes) unless you chose "Keep my list on this device". Quick exit removes it.',
  },
  language: {
    name: 'Your language',
    holds:
      'The language you chose for Harbor (English or Spanish), so Harbor does not offer you the other one again.',
  },
  storyHelped: {
    name: 'Stories you said helped',
    holds:
      'Which published stories you marked "This helped me", so the button is not counted twice from this device. The count on Harbor is not linked to you.',
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
};

/** What else Harbor may keep on a device besides the keys above, in plain words. */
export const OTHER_DEVICE_DATA: readonly StoredKeyDescription[] = [
  {
    name: 'Offline copy',
    holds:
      'A copy of the help pages (the home page, the crisis lines, Resources, the questions and answers, the safety plan page without your plan, the My list page without your list, and every challenge page and check-in; about 520 kB), kept by the browser so they open without a connection. It is the same for everyone, whatever you read, so it says nothing about what you looked at. Once a page in Spanish has been opened on this device, it also holds every guide and check-in in Spanish (about 170 kB more): that tells that Harbor was read in Spanish here, never which page. It is not kept in shared-computer mode, and not downloaded when your browser asks to save data.',
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
