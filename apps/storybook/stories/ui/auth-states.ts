import type { HeaderAuthState } from '@harbor-help/ui';

/** The auth states a header shows, by the name the Controls panel gives each. */
const AUTH_STATES = {
  'Signed out': { status: 'signed-out' },
  Loading: { status: 'loading' },
  'Signed in': { status: 'signed-in', hasMembershipAccess: false },
  'Signed in, member': { status: 'signed-in', hasMembershipAccess: true },
} as const satisfies Record<string, HeaderAuthState>;

/** `auth` as a radio control, not a JSON editor: each option is one of the auth states. */
export const authArgType = {
  control: 'radio',
  options: Object.keys(AUTH_STATES),
  mapping: AUTH_STATES,
} as const;

/**
 * An auth state by its name in the control. The story's args hold the name (so the radio shows
 * it chosen); Storybook maps it to the state before the story renders (`authArgType.mapping`).
 */
export function authState(name: keyof typeof AUTH_STATES): HeaderAuthState {
  return name as unknown as HeaderAuthState;
}
