import { PLAIN_WORDS, type Guidance } from './guidance';

/** Guidance for the packages documented on MDX pages, and the auth stories. */
export const PACKAGE_GUIDANCE = {
  Auth: {
    use: [
      'Once, near the root of the app: `AuthProvider`, with your Supabase client.',
      'Read the state with `useAuth()` and pass it to `Header` or `Layout`.',
    ],
    avoid: [
      'Twice in one app: the two would not agree.',
      'As the only guard for paid content. The access rules live in the database too.',
    ],
    words: [PLAIN_WORDS, 'Map its errors to plain words before you show them. Never show a code.'],
    keyboard: [
      'It draws nothing. The parts that show its state handle focus.',
      'On a shared computer, `IdleSignOutWarning` moves focus to its dialog.',
    ],
  },
  SharedComputer: {
    use: [
      'When the visitor says the computer is shared, such as with the box on the sign-in form.',
      'It signs out after a while with no activity, after a warning.',
    ],
    avoid: ['On by default. The visitor chooses it.'],
    words: [
      PLAIN_WORDS,
      'Say what it does: nothing is kept on this computer, and you are signed out if you leave.',
    ],
    keyboard: [
      'The warning is a dialog. Focus goes to "Stay signed in". Escape also stays.',
      'After sign-out, the app decides where to go (`onSignedOut`).',
    ],
  },
  Journey: {
    use: [
      'Once, near the root of the app: `JourneyProvider`, to know where a visitor is.',
      'Use it to fit the page to the visit: first time or back again, an activity done or not.',
    ],
    avoid: [
      'To track people. It stays on the device and sends nothing.',
      'To keep anything private. Anyone who uses the device could see it.',
    ],
    words: [
      PLAIN_WORDS,
      'When you use it to suggest something, say why: "You started this guide."',
    ],
    keyboard: ['It draws nothing. What you show with it must follow the kit’s focus rules.'],
  },
  JourneyProvider: {
    use: [
      'Once, near the root of the app, around all that calls `useJourney()`.',
      'Leave out `storage` to use the device. On a shared computer, it keeps to this page only.',
      'Pass `null` as `storage` to keep nothing. Each visit is then a first visit.',
    ],
    avoid: [
      'Twice in one app: the two would not agree.',
      'To keep anything private. Anyone who uses the device could see it.',
      'To choose what the first render shows. Storage is read after that, so it is a first visit.',
    ],
    words: [
      PLAIN_WORDS,
      'Greet someone who comes back in a few words: "Welcome back".',
      'When you use it to suggest something, say why: "You finished this activity."',
    ],
    keyboard: [
      'It draws nothing. What you show with it must follow the kit’s focus rules.',
      'Its state comes after the page loads. Do not move focus when it changes.',
    ],
  },
} as const satisfies Record<string, Guidance>;
