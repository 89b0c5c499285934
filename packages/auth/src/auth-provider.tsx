import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createContext,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { createAuthStore } from './auth-store';
import type { AuthStore, AuthStoreOptions } from './auth-store';
import {
  authErrorMessage,
  isAuthLocaleLoaded,
  loadAuthLocale,
  type AuthLocale,
} from './auth-messages';
import type { AuthContextValue } from './types';

// The React binding of the auth store (./auth-store.ts): the store holds the state and does the
// work; this file creates it, keeps its options current, mounts it, and hands its snapshot and
// actions to React through useSyncExternalStore. Works on React 18.3 and 19.

/**
 * The props of `AuthProvider`: either `client` or `loadClient`, plus the store's options
 * (`storage`, `idleTimeoutMs`, `onSignedOut`, …) and `children`.
 */
export type AuthProviderProps = (
  | {
      /** The app's Supabase client. The provider never creates one. */
      client: SupabaseClient;
      loadClient?: never;
      hasStoredSession?: never;
    }
  | {
      client?: never;
      /**
       * Loads the app's Supabase client on demand (usually a dynamic `import()` of the module that
       * creates it), so supabase-js stays off a page's first load. Called at start when storage
       * holds a session (after the first render), otherwise only when something needs the client:
       * an auth action (sign-in, sign-up, …) or a component calling `useSupabaseClient()`. With no
       * stored session the status is `signed-out` at once, without loading anything.
       */
      loadClient: () => Promise<SupabaseClient>;
      /**
       * Whether storage holds a session. Default: `storage.hasSession()` when `storage` is given,
       * else looks for supabase-js's `sb-…-auth-token` in `localStorage`.
       */
      hasStoredSession?: () => boolean;
    }
) &
  AuthProviderOwnProps;

interface AuthProviderOwnProps extends Pick<
  AuthStoreOptions,
  | 'onSignedOut'
  | 'storage'
  | 'idleTimeoutMs'
  | 'warnBeforeMs'
  | 'onIdleWarning'
  | 'signOutScope'
  | 'logger'
  | 'readUserData'
> {
  /** The part of the app that can call `useAuth()` and `useSupabaseClient()`. */
  children: ReactNode;
  /** The language of the messages `useAuthErrorMessage()` gives. Default `'en'`. */
  locale?: AuthLocale;
}

const AuthLocaleContext = createContext<AuthLocale>('en');
AuthLocaleContext.displayName = 'AuthLocaleContext';

const AuthContext = createContext<AuthContextValue | undefined>(undefined);
AuthContext.displayName = 'AuthContext';

const SupabaseClientContext = createContext<AuthStore | undefined>(undefined);
SupabaseClientContext.displayName = 'SupabaseClientContext';

const missingClient = () => Promise.reject(new Error('AuthProvider needs client or loadClient'));

/**
 * Provides the auth state and actions (`useAuth()`) and the Supabase client
 * (`useSupabaseClient()`) to its children, through one auth store per client.
 */
export function AuthProvider(props: AuthProviderProps) {
  const { client, loadClient, children } = props;
  // The props are the store's options (it ignores `client`, `loadClient` and `children`).
  const options: AuthStoreOptions = props;
  // One store per client (a new client starts a new store); with a loader, the first loader.
  // The options are the first ones here; the effect below keeps them current.
  const store = useMemo(
    () => createAuthStore(client ?? loadClient ?? missingClient, options),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [client],
  );

  // The latest callbacks and settings, before the store is mounted (effects run in order).
  useEffect(() => store.setOptions(options));
  useEffect(() => store.mount(), [store]);

  const current = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // A store update renders at once (useSyncExternalStore cannot wait); deferring the value lets
  // React apply it to the children as a transition. On a page still being hydrated in slices,
  // an urgent context change would make React hydrate all the rest in one long task.
  const snapshot = useDeferredValue(current);

  const value = useMemo<AuthContextValue>(
    () => ({ ...snapshot, ...store.actions }),
    [snapshot, store],
  );

  return (
    <AuthLocaleContext.Provider value={props.locale ?? 'en'}>
      <SupabaseClientContext.Provider value={store}>
        <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
      </SupabaseClientContext.Provider>
    </AuthLocaleContext.Provider>
  );
}
// React DevTools' name for the component, kept through minification. Object.assign rather than
// `AuthProvider.displayName =`, so the declarations don't grow an undocumented namespace.
Object.assign(AuthProvider, { displayName: 'AuthProvider' });

/** The auth state and actions. Throws when used outside an `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * What to tell a visitor when an auth action fails (`authErrorMessage`), in the `AuthProvider`'s
 * `locale`: returns `(error) => message`. Loads that language's messages when first used (English
 * until they arrive); works outside a provider too, in English.
 */
export function useAuthErrorMessage(): (error: unknown) => string {
  const locale = useContext(AuthLocaleContext);
  const loaded = isAuthLocaleLoaded(locale);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadAuthLocale(locale).then(() => {
      if (live) setLoads((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [locale, loaded]);
  return useMemo(
    () => (error: unknown) => authErrorMessage(error, loaded ? locale : 'en'),
    [locale, loaded],
  );
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Notes on the promise when it settles, so a settled load is read without suspending again. */
function track<T>(promise: Tracked<T>): Tracked<T> {
  if (!('status' in promise)) {
    promise.status = undefined;
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
  }
  return promise;
}

/**
 * The Supabase client given to the surrounding `AuthProvider`, for the app's own reads and
 * function calls (they then carry the signed-in person's session). Throws outside the provider.
 * With `loadClient`, a component calling it before the client is here suspends until it is
 * (React 18 and 19): put it under a `<Suspense>` boundary, or use `useSupabaseClientLoader`.
 */
export function useSupabaseClient(): SupabaseClient {
  const store = useContext(SupabaseClientContext);
  if (store === undefined) throw new Error('useSupabaseClient must be used within an AuthProvider');
  if (store.client) return store.client;
  const loading = track(store.getClient());
  if (loading.status === 'fulfilled') return loading.value as SupabaseClient;
  if (loading.status === 'rejected') throw loading.reason;
  // Suspend: React renders again once the client is here (React 19's `use` does the same).
  throw loading;
}

/**
 * A function that resolves to the provider's Supabase client, loading it first when the provider
 * loads it on demand: call it when the client is needed (a form is sent), so a page can render
 * without it. Throws outside the provider.
 */
export function useSupabaseClientLoader(): () => Promise<SupabaseClient> {
  const store = useContext(SupabaseClientContext);
  if (store === undefined)
    throw new Error('useSupabaseClientLoader must be used within an AuthProvider');
  return store.getClient;
}
