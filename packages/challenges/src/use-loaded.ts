import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a load is: waiting, done with a value, or failed. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` after mount and whenever `key` changes, and gives its state plus a `retry`.
 * A result that arrives after the key changed (or the component left) is ignored.
 *
 * `peek` returns the value when it is already loaded (see `preloadChallengePage`): the first
 * render then shows it at once, so a page prerendered with its content hydrates to the same HTML
 * instead of a loading line.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  key: string,
  peek?: () => T | undefined,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => {
    const value = peek?.();
    return value === undefined ? { status: 'loading' } : { status: 'loaded', value };
  });
  const [attempt, setAttempt] = useState(0);
  // `load` is expected to depend only on `key`; keep the latest without re-running on identity.
  const loader = useRef(load);
  const peeker = useRef(peek);
  useEffect(() => {
    loader.current = load;
    peeker.current = peek;
  });

  useEffect(() => {
    let current = true;
    const ready = attempt === 0 ? peeker.current?.() : undefined;
    if (ready !== undefined) {
      setState((previous) =>
        previous.status === 'loaded' && previous.value === ready
          ? previous
          : { status: 'loaded', value: ready },
      );
      return;
    }
    setState({ status: 'loading' });
    loader.current().then(
      (value) => {
        if (current) setState({ status: 'loaded', value });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
