import { ErrorPage } from '@harbor-help/ui';
import { useEffect } from 'react';
import { sessionStore } from '@harbor-help/device-storage';
import { RouterLink } from '../shared/router-link';
import { shouldReloadAfterFailedChunk } from './stale-chunk-reload';

function describeRouteError(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return undefined;
}

/**
 * What RouteErrorBoundary shows when a page breaks: ui's ErrorPage ("Unexpected Application Error!"). Offline, a
 * page outside Harbor's offline copy cannot load its chunk: when the copy controls the page, it
 * reloads once instead, and the copy answers with its offline page (crisis lines, and the pages
 * that open without a connection).
 */
export function RouteErrorPage({ error, homeHref = '/' }: { error: unknown; homeHref?: string }) {
  useEffect(() => {
    if (
      !navigator.onLine &&
      shouldReloadAfterFailedChunk({
        storage: sessionStore,
        now: Date.now(),
        online: false,
        offlineCopy: Boolean(navigator.serviceWorker?.controller),
      })
    ) {
      window.location.reload();
      return;
    }
    // Logged for whoever investigates; details are shown on the page in development builds only.
    console.error(error);
  }, [error]);
  const details = import.meta.env.DEV ? describeRouteError(error) : undefined;
  return <ErrorPage homeHref={homeHref} linkComponent={RouterLink} details={details} />;
}
