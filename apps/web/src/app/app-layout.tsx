import { useAuth } from '@harbor-help/auth';
import { Layout, NoScriptHelpProvider, type HeaderAuthState } from '@harbor-help/ui/layout';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';
import { HEADER_LINKS, NO_SCRIPT_HELP, SITE_CHROME } from './site-chrome';

/** Quick exit, which also clears what the visitor asked Harbor to clear on the way out. */
const QUICK_EXIT = { ...SITE_CHROME.quickExit, beforeExit: clearOnQuickExit };
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
      {...SITE_CHROME}
      {...HEADER_LINKS}
      auth={auth}
      onSignOut={() => {
        void signOut();
      }}
      currentPath={pathname}
      linkComponent={RouterLink}
      quickExit={QUICK_EXIT}
    >
      <OfflineNotice />
      <RouteNotice />
      {/* Only the prerendered HTML shows a form's <noscript> note (see NO_SCRIPT_HELP). */}
      {import.meta.env.SSR ? (
        <NoScriptHelpProvider value={NO_SCRIPT_HELP}>
          <Outlet />
        </NoScriptHelpProvider>
      ) : (
        <Outlet />
      )}
    </Layout>
  );
}
