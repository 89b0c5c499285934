/** Reads where a MemoryRouter is, for tests that check where a page sent the visitor. No vitest here. */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

/** Where the router is, and its navigate(): filled in on every render. */
export interface RouterProbe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Put inside the router: keeps `probe` up to date. Renders nothing. */
export function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.location = location;
    probe.navigate = navigate;
  });
  return null;
}

/** The probe's readings, for a test: throws if the router has not rendered yet. */
export function readProbe(probe: RouterProbe): {
  readonly location: Location;
  readonly navigate: NavigateFunction;
} {
  return {
    get location() {
      if (!probe.location) throw new Error('The router has not rendered yet');
      return probe.location;
    },
    get navigate() {
      if (!probe.navigate) throw new Error('The router has not rendered yet');
      return probe.navigate;
    },
  };
}
