import { useAuth } from '@harbor-help/auth';
import { Layout, type HeaderAuthState } from '@harbor-help/ui';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';
import { useStickyHeaderScrollPadding } from './use-sticky-header-scroll-padding';

/** The main layout route: sticky header bound to the visitor's auth state, then the page. */
export function AppLayout() {
  const { status, hasMembershipAccess, signOut } = useAuth();
  const { pathname } = useLocation();
  useStickyHeaderScrollPadding();

  const auth: HeaderAuthState =
    status === 'signed-in' ? { status: 'signed-in', hasMembershipAccess } : { status };

  return (
    <Layout
      auth={auth}
      onSignOut={() => {
        void signOut();
      }}
      currentPath={pathname}
      linkComponent={RouterLink}
      beforeQuickExit={clearOnQuickExit}
    >
      <OfflineNotice />
      <RouteNotice />
      <Outlet />
    </Layout>
  );
}
