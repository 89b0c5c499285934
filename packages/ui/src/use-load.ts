import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where a load is: waiting, done with a value, or failed. `E` is what a failure holds: whatever
 * the loader threw (`unknown`), or the `error` of the outcome it resolved with.
 */
export type LoadState<T, E = unknown> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: E };

/**
 * A load's answer as a value rather than a throw: the data, or the error to show. The site's
 * `DataResult` has this shape, so its data functions hand their answer to `useLoad` as it is.
 */
export type LoadOutcome<T, E = unknown> = { ok: true; data: T } | { ok: false; error: E };

/** What a loader is given: a signal aborted when its answer is no longer wanted, and `update`. */
export interface LoadContext<T> {
  /** Aborted when the page moved on (unmounted, `load` changed, retried): stop polling then. */
  signal: AbortSignal;
  /** Shows a value before the load finishes, for a loader that polls and reports as it goes. */
  update(value: T): void;
}

/** Resolves with the value, or rejects: the failure is what it threw. */
export type Loader<T> = (context: LoadContext<T>) => Promise<T>;

/** Resolves with a `LoadOutcome`: `{ ok: true, data }` is the value, `{ ok: false, error }` the failure. */
export type OutcomeLoader<T, E = unknown> = (context: LoadContext<T>) => Promise<LoadOutcome<T, E>>;

/** The options of `useLoad`. */
export interface UseLoadOptions<T> {
  /**
   * The value when it is already at hand (a module cache filled before hydrating): the first
   * render shows it at once, so a prerendered page hydrates to the same HTML instead of a loading
   * line. Asked again whenever `load` changes, not on `retry`.
   */
  peek?: () => T | undefined;
  /**
   * When `load` changes (a new user signed in, the same thing asked for again), keep showing the
   * last value until the new answer comes instead of going back to loading. Leave it off when a
   * new `load` means a different thing (another hub), so the old one never shows under a new name.
   */
  keepWhileLoading?: boolean;
  /** When a load fails after a value was shown, keep the value rather than show the error. */
  keepOnError?: boolean;
  /** `false` to wait (for example until the viewer is known); nothing runs and the state stays. */
  enabled?: boolean;
}

/** What `useLoad` returns: the state, `retry`, `refresh` and `pending`. */
export interface LoadResult<T, E = unknown> {
  /** Where the load is: `loading`, `ready` with the value, or `error` with the failure. */
  state: LoadState<T, E>;
  /** Back to loading and run again: the "Try again" of a `LoadError`. */
  retry(): void;
  /** Run again while the current state stays on screen; `pending` is true until it settles. */
  refresh(): void;
  /** A load is running (including the first, and a quiet `refresh`). */
  pending: boolean;
}

type Run = { readonly reason: 'load' | 'retry' | 'refresh' };

/** Whether a loader's answer is a `LoadOutcome` (`{ ok: true, data }` or `{ ok: false, error }`). */
function isOutcome<T>(answer: T | LoadOutcome<T>): answer is LoadOutcome<T> {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'ok' in answer &&
    (answer.ok === true ? 'data' in answer : answer.ok === false && 'error' in answer)
  );
}

/**
 * Harbor's one loading hook. Runs `load` after the first render and again whenever `load` changes
 * (keep it stable with `useCallback`, listing what it reads, as for an effect), on `retry()` and on
 * `refresh()`. An answer that arrives after the page moved on is dropped and its signal aborted.
 *
 * `load` either resolves with the value and rejects on failure, or resolves with an outcome,
 * `{ ok: true, data }` or `{ ok: false, error }` (the site's `DataResult`), taken as it is: the
 * data is the value, the error the failure's (a loader that throws fails with what it threw).
 * Any answer of that shape is read as an outcome.
 */
export function useLoad<T, E = unknown>(
  load: OutcomeLoader<T, E>,
  options?: UseLoadOptions<T>,
): LoadResult<T, E>;
/**
 * Harbor's one loading hook, for a `load` that resolves with the value and rejects on failure
 * (the failure is what it threw). Otherwise the same as the outcome form above.
 */
export function useLoad<T>(load: Loader<T>, options?: UseLoadOptions<T>): LoadResult<T>;
export function useLoad<T>(
  load: (context: LoadContext<T>) => Promise<T | LoadOutcome<T>>,
  options: UseLoadOptions<T> = {},
): LoadResult<T> {
  const { peek, keepWhileLoading = false, keepOnError = false, enabled = true } = options;
  const [state, setState] = useState<LoadState<T>>(() => {
    const value = peek?.();
    return value === undefined ? { status: 'loading' } : { status: 'ready', value };
  });
  const [pending, setPending] = useState(false);
  const [run, setRun] = useState<Run>({ reason: 'load' });
  // The latest options, read by the effect without re-running it when only they change.
  const latest = useRef({ peek, keepWhileLoading, keepOnError });
  useEffect(() => {
    latest.current = { peek, keepWhileLoading, keepOnError };
  });
  const started = useRef<Run | null>(null);

  useEffect(() => {
    if (!enabled) return;
    // A run already started for this `run` was asked by `load` (or `enabled`) changing.
    const reason = started.current === run ? 'load' : run.reason;
    started.current = run;
    const options = latest.current;
    if (reason === 'load') {
      const ready = options.peek?.();
      if (ready !== undefined) {
        setState((shown) =>
          shown.status === 'ready' && shown.value === ready
            ? shown
            : { status: 'ready', value: ready },
        );
        return;
      }
      if (!options.keepWhileLoading)
        setState((shown) => (shown.status === 'loading' ? shown : { status: 'loading' }));
    }
    const controller = new AbortController();
    const current = () => !controller.signal.aborted;
    setPending(true);
    const fail = (error: unknown) => {
      setState((shown) =>
        options.keepOnError && shown.status === 'ready' ? shown : { status: 'error', error },
      );
      setPending(false);
    };
    load({
      signal: controller.signal,
      update: (value) => {
        if (current()) setState({ status: 'ready', value });
      },
    }).then(
      (answer) => {
        if (!current()) return;
        const outcome: LoadOutcome<T> = isOutcome(answer) ? answer : { ok: true, data: answer };
        if (!outcome.ok) return fail(outcome.error);
        setState({ status: 'ready', value: outcome.data });
        setPending(false);
      },
      (error: unknown) => {
        if (current()) fail(error);
      },
    );
    return () => controller.abort();
  }, [load, enabled, run]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRun({ reason: 'retry' });
  }, []);
  const refresh = useCallback(() => {
    setPending(true);
    setRun({ reason: 'refresh' });
  }, []);

  return { state, retry, refresh, pending };
}
