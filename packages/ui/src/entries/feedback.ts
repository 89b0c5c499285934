/**
 * `@harbor-help/ui/feedback`: what a page says while it waits, fails or loses its connection:
 * `LoadingScreen`, `ErrorPage`, `LoadError` and `useLoad` (as `@harbor-help/ui/load`), `useOnline`, and the idle sign-out
 * warning.
 */
export { ErrorPage } from '../error-page';
export type { ErrorPageProps } from '../error-page';
export { IdleSignOutWarning } from '../idle-sign-out-warning';
export type { IdleSignOutWarningProps } from '../idle-sign-out-warning';
export { LoadingScreen } from '../loading-screen';
export type { LoadingScreenProps } from '../loading-screen';
export * from './load';
export { isOnline, reportConnection, useOnline } from '../use-online';
