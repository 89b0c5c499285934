import { StandaloneLayout } from '@harbor-help/ui';
import { Outlet } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';

/** The layout route for pages outside the main layout: a slim bar with the Harbor name, then the page. */
export function StandaloneRouteLayout() {
  return (
    <StandaloneLayout linkComponent={RouterLink} beforeQuickExit={clearOnQuickExit}>
      <OfflineNotice />
      <RouteNotice />
      <Outlet />
    </StandaloneLayout>
  );
}
