/** Renders a page (or a few routes) in a MemoryRouter, for page tests that need the router. */
import { render, type RenderResult } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, useRoutes, type Location, type RouteObject } from 'react-router';
import type { PublicSource } from '../../data/public-rows';
import { PublicSourceContext } from '../../data/public-source';
import { LocationProbe, readProbe, type RouterProbe } from './location-probe';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * `routes` (or one page, shown at any path) in a MemoryRouter whose history starts at `entry`,
 * reading public rows from `publicSource` (none by default: such reads fail as 'network').
 * Returns testing-library's result and `location`, where the router is now.
 */
export function renderInRouter(
  routes: RouteObject[] | ReactElement,
  entry: string | Partial<Location> = '/',
  { publicSource = null }: { publicSource?: PublicSource | null } = {},
): RenderResult & { readonly location: Location } {
  const table = isValidElement(routes) ? [{ path: '*', element: routes }] : routes;
  const probe: RouterProbe = {};
  const result = render(
    <PublicSourceContext.Provider value={publicSource}>
      <MemoryRouter initialEntries={[entry]}>
        <LocationProbe probe={probe} />
        <Routes routes={table} />
      </MemoryRouter>
    </PublicSourceContext.Provider>,
  );
  const read = readProbe(probe);
  return Object.defineProperty(result, 'location', { get: () => read.location }) as RenderResult & {
    readonly location: Location;
  };
}
