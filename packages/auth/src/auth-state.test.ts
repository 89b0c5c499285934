import { describe, expect, it } from 'vitest';
import { authReducer, getAuthStatus, initialAuthState, shouldFetchUserData } from './auth-state';
import type { AuthState } from './auth-state';
import { fakeSession, fakeUser } from './test/scripted-client';

const ana = fakeUser('ana');
const ben = fakeUser('ben');
const profile = { email: 'ana@harbor.test', fullName: 'Ana' };
const membership = {
  id: 'm1',
  tier: 'vip' as const,
  isActive: true,
  startDate: null,
  endDate: null,
};

const anaLoaded: AuthState = {
  sessionKnown: true,
  session: fakeSession(ana),
  user: ana,
  profile,
  membership,
  userDataFor: 'ana',
  isPasswordRecovery: false,
};

describe('getAuthStatus', () => {
  it('is loading before the first auth event', () => {
    expect(getAuthStatus(initialAuthState)).toBe('loading');
  });

  it('is signed-out once the first event has no session', () => {
    const state = authReducer(initialAuthState, {
      type: 'auth-changed',
      event: 'INITIAL_SESSION',
      session: null,
    });
    expect(getAuthStatus(state)).toBe('signed-out');
  });

  it('stays loading while the signed-in user has no profile and membership yet', () => {
    const state = authReducer(initialAuthState, {
      type: 'auth-changed',
      event: 'INITIAL_SESSION',
      session: fakeSession(ana),
    });
    expect(getAuthStatus(state)).toBe('loading');
  });

  it('is signed-in once that user data has loaded', () => {
    expect(getAuthStatus(anaLoaded)).toBe('signed-in');
  });
});

describe('authReducer', () => {
  it('keeps the profile and membership when the token of the same user is refreshed', () => {
    const session = fakeSession(ana, 'refreshed-token');
    const state = authReducer(anaLoaded, {
      type: 'auth-changed',
      event: 'TOKEN_REFRESHED',
      session,
    });
    expect(state.session).toBe(session);
    expect(state.profile).toBe(profile);
    expect(state.membership).toBe(membership);
    expect(getAuthStatus(state)).toBe('signed-in');
  });

  it('forgets the previous user data when another user signs in', () => {
    const state = authReducer(anaLoaded, {
      type: 'auth-changed',
      event: 'SIGNED_IN',
      session: fakeSession(ben),
    });
    expect(state.user).toBe(ben);
    expect(state.profile).toBeNull();
    expect(state.membership).toBeNull();
    expect(getAuthStatus(state)).toBe('loading');
  });

  it('clears everything on SIGNED_OUT', () => {
    const state = authReducer(anaLoaded, {
      type: 'auth-changed',
      event: 'SIGNED_OUT',
      session: null,
    });
    expect(state).toEqual({ ...initialAuthState, sessionKnown: true });
  });

  it('drops user data that arrives for someone who is no longer signed in', () => {
    const signedOut = authReducer(anaLoaded, { type: 'signed-out' });
    const state = authReducer(signedOut, {
      type: 'user-data-loaded',
      userId: 'ana',
      profile,
      membership,
    });
    expect(state).toBe(signedOut);
  });

  it('marks a password recovery until the password is updated', () => {
    const recovering = authReducer(anaLoaded, {
      type: 'auth-changed',
      event: 'PASSWORD_RECOVERY',
      session: fakeSession(ana),
    });
    expect(recovering.isPasswordRecovery).toBe(true);
    const afterUpdateEvent = authReducer(recovering, {
      type: 'auth-changed',
      event: 'USER_UPDATED',
      session: fakeSession(ana),
    });
    expect(afterUpdateEvent.isPasswordRecovery).toBe(true);
    expect(authReducer(afterUpdateEvent, { type: 'password-updated' }).isPasswordRecovery).toBe(
      false,
    );
  });

  it('ends a password recovery when the user signs out', () => {
    const recovering = { ...anaLoaded, isPasswordRecovery: true };
    expect(authReducer(recovering, { type: 'signed-out' }).isPasswordRecovery).toBe(false);
  });

  it('does not carry a password recovery over to another user', () => {
    const recovering = { ...anaLoaded, isPasswordRecovery: true };
    const state = authReducer(recovering, {
      type: 'auth-changed',
      event: 'SIGNED_IN',
      session: fakeSession(ben),
    });
    expect(state.isPasswordRecovery).toBe(false);
  });
});

describe('shouldFetchUserData', () => {
  it.each([
    ['INITIAL_SESSION', null, 'ana', true],
    ['SIGNED_IN', null, 'ana', true],
    ['SIGNED_IN', 'ana', 'ana', true],
    ['USER_UPDATED', 'ana', 'ana', true],
    ['PASSWORD_RECOVERY', null, 'ana', true],
    ['TOKEN_REFRESHED', 'ana', 'ana', false],
    ['TOKEN_REFRESHED', 'ana', 'ben', true],
    ['SIGNED_OUT', 'ana', null, false],
    ['INITIAL_SESSION', null, null, false],
  ] as const)('on %s from %s to %s: %s', (event, previous, next, expected) => {
    expect(shouldFetchUserData(event, previous, next)).toBe(expected);
  });
});
