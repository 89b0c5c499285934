import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { getBrowserStorage } from '@harbor-help/device-storage';
import { authReducer, getAuthStatus, initialAuthState, shouldFetchUserData } from './auth-state';
import type { AuthAction, AuthState } from './auth-state';
import { toAuthError } from './auth-errors';
import { clearStoredAuthEntries } from './auth-storage';
import type { AuthStorage } from './auth-storage';
import type * as ClientCallsModule from './client-calls';
import type * as IdleWatcherModule from './idle-watcher';
import { defaultAuthLogger } from './logger';
import type { AuthLogger } from './logger';
import { hasMembershipAccess, millisecondsUntilAccessEnds } from './membership-access';
import {
  hasStoredSession as storageHoldsSession,
  urlCarriesAuthResponse,
} from './stored-auth-entries';
import type {
  AuthContextValue,
  AuthStatus,
  Membership,
  Profile,
  SignOutReason,
  SignOutScope,
} from './types';

// The core of @harbor-help/auth: plain TypeScript, no React. It holds the auth state, follows the
// client's auth events, reads the person's profile and membership, applies the membership rule,
// runs idle sign-out and clears storage on sign-out. `AuthProvider` is a thin React binding over
// it (useSyncExternalStore); other frameworks, or plain scripts, can use it directly.

/** How long before an idle sign-out the warning comes, unless `warnBeforeMs` says otherwise. */
export const DEFAULT_IDLE_WARNING_MS = 2 * 60_000;

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days): wait in steps. */
const LONGEST_TIMEOUT = 2_147_483_647;

/** What a user-data reader answers: the profile and membership, and every failure met. */
export interface UserDataResult {
  /** The person's profile, or null when there is none or its read failed. */
  profile: Profile | null;
  /** The person's latest active membership, or null when there is none or its read failed. */
  membership: Membership | null;
  /** Each is logged as `Error fetching user data:`; empty or absent when the reads succeeded. */
  errors?: unknown[];
}

/**
 * Reads the signed-in person's profile and membership. The default is Harbor's: the spec's two
 * queries on `profiles` and `memberships` (./fetch-user-data.ts, loaded on demand), with PGRST116 (no membership row)
 * meaning "no membership". A reader that throws counts as both reads failing.
 */
export type UserDataReader = (client: SupabaseClient, userId: string) => Promise<UserDataResult>;

/** Where the store gets its Supabase client: the client itself, or a loader called on demand. */
export type AuthClientSource = SupabaseClient | (() => Promise<SupabaseClient>);

/** Options for `createAuthStore` (and `setOptions`); every one is optional. */
export interface AuthStoreOptions {
  /** How the profile and membership are read. Default: Harbor's two queries (see `UserDataReader`). */
  readUserData?: UserDataReader;
  /** Which sessions `signOut()` ends. Default `'global'` (the spec's). See `SignOutScope`. */
  signOutScope?: SignOutScope;
  /**
   * Where failures are logged. Default `defaultAuthLogger`: failures to `console.error`, refusals
   * (a wrong password) nowhere. Pass `console` to see refusals too (as `console.warn`).
   */
  logger?: AuthLogger;
  /** The `createAuthStorage()` given to supabase-js, so sign-in can choose where sessions live. */
  storage?: AuthStorage;
  /**
   * With a loader: whether storage holds a session (then the client loads at `mount()`).
   * Default: `storage.hasSession()`, else supabase-js's `sb-…-auth-token` in `localStorage`, or an
   * email link's tokens in the address.
   */
  hasStoredSession?: () => boolean;
  /** Signs the person out after this long without activity. Omitted or 0: never. */
  idleTimeoutMs?: number;
  /** How long before an idle sign-out to warn. Default 2 minutes; 0: no warning. */
  warnBeforeMs?: number;
  /** Called when the idle warning comes up, with the time sign-out is due (ms since the epoch). */
  onIdleWarning?: (signOutAt: number) => void;
  /** Called after sign-out has cleared everything, with why (`'user'` or `'idle'`). */
  onSignedOut?: (reason: SignOutReason) => void;
}

/** The auth state at one moment. The same object until something changes. */
export interface AuthSnapshot {
  /** `loading` until the session and user data are known, then `signed-out` or `signed-in`. */
  status: AuthStatus;
  /** The current Supabase session, or null when no one is signed in. */
  session: Session | null;
  /** The signed-in Supabase user, or null when no one is signed in. */
  user: User | null;
  /** The signed-in person's profile, or null when signed out or when it could not be read. */
  profile: Profile | null;
  /** The signed-in person's latest active membership, or null when they have none. */
  membership: Membership | null;
  /** `hasMembershipAccess(membership)`, re-evaluated when the end date passes (while mounted). */
  hasMembershipAccess: boolean;
  /**
   * True after a PASSWORD_RECOVERY auth event until the password is updated or the user signs out.
   */
  isPasswordRecovery: boolean;
  /** While the idle warning is up: when sign-out is due (ms since the epoch). Otherwise null. */
  idleSignOutAt: number | null;
}

/**
 * The framework-free auth store that `createAuthStore` returns; `AuthProvider` binds it to React.
 */
export interface AuthStore extends AuthActions {
  /** Calls `listener` after every change of the snapshot. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The current auth state; the same object until something changes. */
  getSnapshot(): AuthSnapshot;
  /** The snapshot before anything is known (`loading`): what a server or prerender renders. */
  getServerSnapshot(): AuthSnapshot;
  /**
   * Starts following the client: auth events, the client's load when a session is stored, idle
   * sign-out and the membership's end date. Returns the stop. Can be started again after a stop.
   */
  mount(): () => void;
  /** Replaces the options (callbacks, idle settings, …). A changed idle setting restarts the wait. */
  setOptions(options: AuthStoreOptions): void;
  /** The client once it is here (at once when given as a client). */
  readonly client: SupabaseClient | null;
  /** The client, loading it first when needed. While a load is under way, the same promise. */
  getClient(): Promise<SupabaseClient>;
  /** The actions above as one object, as `useAuth()` returns them (for bindings). */
  readonly actions: AuthActions;
}

/**
 * The store's actions, as `useAuth()` documents them: stable functions, the same for the store's
 * whole life.
 */
export type AuthActions = Pick<
  AuthContextValue,
  | 'signIn'
  | 'signUp'
  | 'resendConfirmationEmail'
  | 'signOut'
  | 'requestPasswordReset'
  | 'updatePassword'
  | 'refreshUserData'
  | 'staySignedIn'
>;

type ClientCalls = typeof ClientCallsModule;
type StoreActions = ClientCalls['storeActions'];
/** An action's own arguments (after the context and the client). */
type ActionArguments<F> = F extends (context: never, client: never, ...rest: infer A) => unknown
  ? A
  : never;
type ActionResult<K extends keyof StoreActions> = Awaited<ReturnType<StoreActions[K]>>;
let clientCalls: Promise<ClientCalls> | null = null;

/** The calls made through the client (sign-in, the profile read…), loaded once, when first needed. */
function loadClientCalls(): Promise<ClientCalls> {
  // Not while the browser says it is offline: some browsers remember a failed import() until the
  // page reloads, so trying now would make every later try fail too.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new TypeError('No connection: the sign-in calls are not loaded now.'));
  }
  clientCalls ??= import('./client-calls').catch((error: unknown) => {
    // Try again next time (the network may be back).
    clientCalls = null;
    throw error;
  });
  return clientCalls;
}

// Idle sign-out is loaded only where it is asked for and someone is signed in.
const loadIdleWatcher = (): Promise<typeof IdleWatcherModule> => import('./idle-watcher');

function toSnapshot(state: AuthState, idleSignOutAt: number | null): AuthSnapshot {
  return {
    status: getAuthStatus(state),
    session: state.session,
    user: state.user,
    profile: state.profile,
    membership: state.membership,
    hasMembershipAccess: hasMembershipAccess(state.membership),
    isPasswordRecovery: state.isPasswordRecovery,
    idleSignOutAt,
  };
}

function sameSnapshot(a: AuthSnapshot, b: AuthSnapshot): boolean {
  return (Object.keys(a) as Array<keyof AuthSnapshot>).every((key) => a[key] === b[key]);
}

const SERVER_SNAPSHOT = toSnapshot(initialAuthState, null);

/**
 * Creates the auth store for one Supabase client (or a loader of it). Nothing happens until
 * `mount()`: creating it touches no storage, no window and no network, so it is safe on a server.
 */
export function createAuthStore(
  source: AuthClientSource,
  initialOptions: AuthStoreOptions = {},
): AuthStore {
  let options = initialOptions;
  const loader = typeof source === 'function' ? source : null;
  let client: SupabaseClient | null = typeof source === 'function' ? null : source;
  let loading: Promise<SupabaseClient> | null = null;

  let state: AuthState = initialAuthState;
  let idleSignOutAt: number | null = null;
  let snapshot = SERVER_SNAPSHOT;
  const listeners = new Set<() => void>();

  let mounted = false;
  let subscription: { unsubscribe(): void } | null = null;
  // Which user the latest auth event was for, and which user-data request is the latest.
  // A response from an older request, or for another user, is dropped.
  let userId: string | null = null;
  let request = 0;

  const log = (): AuthLogger => options.logger ?? defaultAuthLogger;

  function changed() {
    const idleOn = idleApplies();
    const next = toSnapshot(state, idleOn ? idleSignOutAt : null);
    if (!sameSnapshot(snapshot, next)) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    }
    syncIdle();
    syncAccessTimer();
  }

  function dispatch(action: AuthAction) {
    const next = authReducer(state, action);
    if (next === state) return;
    state = next;
    changed();
  }

  // --- The client ---------------------------------------------------------------------------

  function getClient(): Promise<SupabaseClient> {
    if (!loader) return Promise.resolve(client as SupabaseClient);
    loading ??= loader().then(
      (loaded) => {
        client = loaded;
        attach();
        return loaded;
      },
      (error: unknown) => {
        // Try again next time something needs the client (the network may be back).
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function readUserData(from: SupabaseClient, id: string): Promise<Required<UserDataResult>> {
    const read: UserDataReader =
      options.readUserData ??
      ((on, user) => loadClientCalls().then(({ fetchUserData }) => fetchUserData(on, user)));
    return Promise.resolve()
      .then(() => read(from, id))
      .then(
        ({ profile, membership, errors = [] }) => ({ profile, membership, errors }),
        (error: unknown) => ({ profile: null, membership: null, errors: [error] }),
      );
  }

  /** Follows the client's auth events while mounted. */
  function attach() {
    if (!mounted || subscription || !client) return;
    const followed = client;
    let active = true;
    const loadUserData = (id: string, forRequest: number) => {
      void readUserData(followed, id).then(({ profile, membership, errors }) => {
        if (!active || forRequest !== request || userId !== id) return;
        for (const error of errors) log().error('Error fetching user data:', error);
        dispatch({ type: 'user-data-loaded', userId: id, profile, membership });
      });
    };
    const { data } = followed.auth.onAuthStateChange((event, session) => {
      const nextUserId = session?.user.id ?? null;
      const fetchNeeded = shouldFetchUserData(event, userId, nextUserId);
      if (nextUserId !== userId) request += 1;
      userId = nextUserId;
      dispatch({ type: 'auth-changed', event, session });
      if (!nextUserId || !fetchNeeded) return;
      const forRequest = ++request;
      // supabase-js holds a lock while this callback runs: querying from inside it can deadlock.
      setTimeout(() => {
        if (active && forRequest === request) loadUserData(nextUserId, forRequest);
      }, 0);
    });
    subscription = {
      unsubscribe() {
        active = false;
        data.subscription.unsubscribe();
      },
    };
  }

  // --- Idle sign-out ------------------------------------------------------------------------

  let idle: { staySignedIn(): void; stop(): void } | null = null;
  let idleSetting = '';
  let idleGeneration = 0;

  function idleApplies() {
    return mounted && (options.idleTimeoutMs ?? 0) > 0 && state.user !== null;
  }

  /** Starts, restarts or stops the idle watcher to match the state and the options. */
  function syncIdle() {
    const idleTimeoutMs = options.idleTimeoutMs ?? 0;
    const warnBeforeMs = options.warnBeforeMs ?? DEFAULT_IDLE_WARNING_MS;
    const setting = idleApplies() ? `${idleTimeoutMs}:${warnBeforeMs}` : '';
    if (setting === idleSetting) return;
    idleSetting = setting;
    const generation = ++idleGeneration;
    idle?.stop();
    idle = null;
    if (!setting) {
      // Nobody to warn any more: no warning left over.
      if (idleSignOutAt !== null) {
        idleSignOutAt = null;
        changed();
      }
      return;
    }
    loadIdleWatcher().then(
      ({ watchIdle }) => {
        if (generation !== idleGeneration) return;
        idle = watchIdle({
          idleTimeoutMs,
          warnBeforeMs,
          onWarning(signOutAt) {
            idleSignOutAt = signOutAt;
            changed();
            options.onIdleWarning?.(signOutAt);
          },
          onTimeout() {
            idleSignOutAt = null;
            changed();
            // Idle sign-out must end this session: `others` would leave it, so it is `local` then.
            const scope = options.signOutScope ?? 'global';
            void endSession('idle', scope === 'others' ? 'local' : scope);
          },
        });
      },
      () => {
        // The watcher could not load (offline): try again at the next change.
        if (generation === idleGeneration) idleSetting = '';
      },
    );
  }

  // --- The membership's end date ------------------------------------------------------------

  let accessTimer: ReturnType<typeof setTimeout> | undefined;
  let accessWatched: Membership | null | undefined;

  /** While mounted, re-evaluates access when the membership's end date passes. */
  function syncAccessTimer() {
    const watched = mounted ? state.membership : undefined;
    if (watched === accessWatched) return;
    accessWatched = watched;
    clearTimeout(accessTimer);
    const schedule = () => {
      const delay = millisecondsUntilAccessEnds(accessWatched);
      if (delay === null) return;
      accessTimer = setTimeout(
        () => {
          changed();
          schedule();
        },
        Math.min(delay + 1, LONGEST_TIMEOUT),
      );
    };
    schedule();
  }

  // --- Actions ------------------------------------------------------------------------------

  // Every action first gets the client and its calls (loading them if needed); a client that
  // cannot load is reported as the action's error, like a network failure, never thrown.
  function act<K extends keyof StoreActions>(name: K) {
    return async (...args: ActionArguments<StoreActions[K]>): Promise<ActionResult<K>> => {
      let loaded: SupabaseClient;
      let calls: ClientCalls;
      try {
        [loaded, calls] = await Promise.all([getClient(), loadClientCalls()]);
      } catch (thrown) {
        const error = toAuthError(thrown);
        log().error('Error loading the Supabase client:', error);
        return (
          name === 'signUp' ? { error, confirmationRequired: false } : { error }
        ) as ActionResult<K>;
      }
      const call = calls.storeActions[name] as (...all: unknown[]) => Promise<ActionResult<K>>;
      return call({ logger: log(), storage: options.storage }, loaded, ...args);
    };
  }

  async function endSession(reason: SignOutReason, scope: SignOutScope) {
    // Whether this client's own stored session was removed (`local`: nothing else is).
    let cleared = false;
    // Without a client nobody signed in here: there is nothing to end on the server.
    if (client) {
      try {
        cleared = await (await loadClientCalls()).signOutWithScope(log(), client, scope);
      } catch (error) {
        log().error('Error signing out:', error);
      }
    }
    // The other sessions ended; this one goes on.
    if (scope === 'others') return;
    // Clear everything whatever the service said: the person asked to leave (or walked away).
    userId = null;
    request += 1;
    dispatch({ type: 'signed-out' });
    if (!cleared) clearStoredAuthEntries();
    options.onSignedOut?.(reason);
  }

  const actions: AuthActions = {
    // Where the session is kept (`persistence`) is chosen in the on-demand calls, before signing in.
    signIn: act('signIn'),
    signUp: act('signUp'),
    resendConfirmationEmail: act('resendConfirmationEmail'),
    signOut(signOutOptions) {
      return endSession('user', signOutOptions?.scope ?? options.signOutScope ?? 'global');
    },
    requestPasswordReset: act('requestPasswordReset'),
    async updatePassword(password) {
      const result = await act('updatePassword')(password);
      if (!result.error) dispatch({ type: 'password-updated' });
      return result;
    },
    async refreshUserData() {
      const id = userId;
      if (!id || !client) return;
      const forRequest = ++request;
      const { profile, membership, errors } = await readUserData(client, id);
      if (forRequest !== request || userId !== id) return;
      if (errors.length > 0) {
        // Keep what we had: a failed re-read must not take a badge away.
        for (const error of errors) log().error('Error fetching user data:', error);
        return;
      }
      dispatch({ type: 'user-data-loaded', userId: id, profile, membership });
    },
    staySignedIn() {
      if (idleSignOutAt !== null) {
        idleSignOutAt = null;
        changed();
      }
      idle?.staySignedIn();
    },
  };

  return {
    ...actions,
    actions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    mount() {
      mounted = true;
      if (loader && !client) {
        // Loading on demand: with a stored session (or an email link's tokens in the address),
        // load the client now; with none, the visitor is signed out until they sign in.
        const stored =
          options.hasStoredSession?.() ??
          ((options.storage?.hasSession() ?? storageHoldsSession(getBrowserStorage('local'))) ||
            urlCarriesAuthResponse(typeof window === 'undefined' ? null : window.location));
        if (stored) {
          getClient().catch((error: unknown) => {
            log().error('Error loading the Supabase client:', error);
            dispatch({ type: 'signed-out' });
          });
        } else {
          dispatch({ type: 'signed-out' });
        }
      }
      attach();
      changed();
      return () => {
        mounted = false;
        subscription?.unsubscribe();
        subscription = null;
        changed();
      };
    },
    setOptions(next) {
      options = next;
      changed();
    },
    get client() {
      return client;
    },
    getClient,
  };
}
