/**
 * `@harbor-help/ui/load`: loading data. `useLoad` and `LoadError`, its "Try again" box (also in
 * `@harbor-help/ui/feedback`).
 */
export { LoadError } from '../load-error';
export type { LoadErrorProps } from '../load-error';
export { useLoad } from '../use-load';
export type {
  LoadContext,
  LoadOutcome,
  LoadResult,
  LoadState,
  Loader,
  OutcomeLoader,
  UseLoadOptions,
} from '../use-load';
