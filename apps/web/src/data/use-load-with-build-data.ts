import { useLoad, type LoadResult, type OutcomeLoader } from '@harbor-help/ui';
import { useCallback, useEffect, useRef } from 'react';
import { buildValue } from './build-data';

/**
 * `useLoad` for public rows the build also read (see build-data.ts): when the page's HTML carries
 * the build's value for `key`, the first render shows it (so hydration keeps the prerendered
 * content and nothing moves), then `load` runs once, quietly, and its answer replaces it; React
 * changes only what differs. A failed refresh keeps the build's value on screen. Without a build
 * value it is `useLoad` as before: loading, then the answer or the error.
 */
export function useLoadWithBuildData<T, E>(
  key: string,
  load: OutcomeLoader<T, E>,
): LoadResult<T, E> {
  // Set once the first load ran: from then on a new `load` (another client, say) is a real load,
  // keeping what is shown meanwhile, never a return to the build's value.
  const started = useRef(false);
  const peek = useCallback(() => (started.current ? undefined : buildValue<T>(key)), [key]);
  const result = useLoad(load, { peek, keepWhileLoading: true, keepOnError: true });
  const { refresh } = result;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The build's value is on screen (useLoad took it and did not load): refresh it quietly.
    if (buildValue(key) !== undefined) refresh();
  }, [key, refresh]);
  return result;
}
