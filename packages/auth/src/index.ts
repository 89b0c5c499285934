export {
  AuthProvider,
  useAuth,
  useAuthErrorMessage,
  useSupabaseClient,
  useSupabaseClientLoader,
} from './auth-provider';
export type { AuthProviderProps } from './auth-provider';
export type { AuthContextValue } from './types';
// The React-free core, also at `@harbor-help/auth/core`.
export * from './core';
