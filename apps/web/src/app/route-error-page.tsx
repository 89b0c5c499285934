import { ErrorPage } from '@harbor-help/ui';
import { UiLocaleProvider } from '@harbor-help/ui/locale';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionStore } from '@harbor-help/device-storage';
import { RouterLink } from '../shared/router-link';
import { shouldReloadAfterFailedChunk } from './stale-chunk-reload';

function describeRouteError(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return undefined;
}

/** Whether `pathname` is one of the Spanish pages' (`/es`, `/es/…`). */
function isSpanishPath(pathname: string): boolean {
  return pathname === '/es' || pathname.startsWith('/es/');
}

/**
 * What RouteErrorBoundary shows when a page breaks: ui's ErrorPage ("Unexpected Application Error!"),
 * in Spanish on a Spanish page ("¡Ocurrió un error inesperado!", its way home to /es, and
 * `<html lang="es">`: the boundary sits above the Spanish layout, which the error unmounted).
 * Offline, a page outside Harbor's offline copy cannot load its chunk: when the copy controls the
 * page, it reloads once instead, and the copy answers with its offline page (crisis lines, and
 * the pages that open without a connection).
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const spanish = isSpanishPath(useLocation().pathname);
  // A passive effect, so it runs after the unmounted Spanish layout's cleanup set it to English.
  useEffect(() => {
    if (!spanish) return;
    const root = document.documentElement;
    root.lang = 'es';
    return () => {
      root.lang = 'en';
    };
  }, [spanish]);
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
  const page = (
    <ErrorPage homeHref={spanish ? '/es' : '/'} linkComponent={RouterLink} details={details} />
  );
  // The kit's Spanish words were loaded with the Spanish page (English if its layout never came).
  return spanish ? <UiLocaleProvider locale="es">{page}</UiLocaleProvider> : page;
}
