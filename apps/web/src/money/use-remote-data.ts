import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` (keep it stable with useCallback) after the first render and again on `reload()`.
 * An answer that arrives after the page moved on is dropped.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, reload };
}
