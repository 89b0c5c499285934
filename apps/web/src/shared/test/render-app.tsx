/** Renders the whole app at a path, as a visitor opens it, for app-level tests (routes, errors). */
import { render } from '@testing-library/react';
import type { Location, NavigateFunction } from 'react-router';
import { vi } from 'vitest';
import { readProbe, type RouterProbe } from './location-probe';
import { OfflineApp } from './offline-app';

export interface RenderedApp {
  /** Where the app is now (the router's current location). */
  readonly location: Location;
  /** The app's navigate(): a link followed in code, or Back with navigate(-1). */
  readonly navigate: NavigateFunction;
}

/**
 * The app signed out at `entry` (see offline-app.tsx): the route table in a MemoryRouter under
 * auth and the journey, as app-providers.tsx renders it in the browser.
 */
export function renderApp(entry: string | Partial<Location>): RenderedApp {
  // useScrollRestoration scrolls; jsdom has no layout to scroll (restoreMocks puts it back).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const probe: RouterProbe = {};
  render(<OfflineApp entry={entry} probe={probe} />);
  return readProbe(probe);
}
