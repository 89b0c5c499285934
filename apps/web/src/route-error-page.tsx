import { ErrorPage } from '@harbor/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouterLink } from './router-link';

function describeRouteError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** errorElement of the route table: ui's ErrorPage ("Unexpected Application Error!"). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // Logged for whoever investigates; details are shown on the page in development builds only.
    console.error(error);
  }, [error]);
  const details = import.meta.env.DEV ? describeRouteError(error) : undefined;
  return <ErrorPage homeHref="/" linkComponent={RouterLink} details={details} />;
}
