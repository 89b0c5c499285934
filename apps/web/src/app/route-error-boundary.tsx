import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface RouteErrorBoundaryProps {
  /** The current location's key: going to another page leaves the error page. */
  locationKey: string;
  /** Where the error page's way home goes (`/`; `/es` around the Spanish pages). */
  homeHref?: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  caught: { error: unknown } | null;
  locationKey: string;
}

/**
 * Catches what a page throws while rendering, or a page chunk that cannot be loaded, and shows
 * the route error page in place of the layouts (its ErrorPage has its own `<main>`). A navigation
 * (the error page's own link home, or Back) renders the pages again.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state: RouteErrorBoundaryState = { caught: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { caught: null, locationKey: props.locationKey };
  }

  render() {
    return this.state.caught ? (
      <RouteErrorPage error={this.state.caught.error} homeHref={this.props.homeHref} />
    ) : (
      this.props.children
    );
  }
}
