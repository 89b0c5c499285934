import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a load is: waiting, done with a value, or failed. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` after mount and whenever `key` changes, and gives its state plus a `retry`.
 * A result that arrives after the key changed (or the component left) is ignored.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  key: string,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is expected to depend only on `key`; keep the latest without re-running on identity.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    let current = true;
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
