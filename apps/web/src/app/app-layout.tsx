import { useAuth } from '@harbor-help/auth';
import { Layout, type HeaderAuthState } from '@harbor-help/ui/layout';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';
import { PageChromeContext, PageNoScriptHelp } from './language';
import { useStickyHeaderScrollPadding } from './use-sticky-header-scroll-padding';

/**
 * The main layout route: sticky header bound to the visitor's auth state, the language link,
 * then the page; in the page's language (language.tsx). Quick exit also clears what the visitor
 * asked Harbor to clear on the way out.
 */
export function AppLayout() {
  const { status, hasMembershipAccess, signOut } = useAuth();
  const { pathname } = useLocation();
  const { chrome, header, LanguageLink, offlineNotice } = useContext(PageChromeContext);
  useStickyHeaderScrollPadding();

  const auth: HeaderAuthState =
    status === 'signed-in' ? { status: 'signed-in', hasMembershipAccess } : { status };

  return (
    <Layout
      {...chrome}
      {...header}
      auth={auth}
      onSignOut={() => {
        void signOut();
      }}
      currentPath={pathname}
      linkComponent={RouterLink}
      quickExit={{ ...chrome.quickExit, beforeExit: clearOnQuickExit }}
    >
      <LanguageLink pathname={pathname} />
      <OfflineNotice text={offlineNotice} />
      <RouteNotice />
      {/* Only the prerendered HTML shows a form's <noscript> note (see PageNoScriptHelp). */}
      {import.meta.env.SSR ? (
        <PageNoScriptHelp>
          <Outlet />
        </PageNoScriptHelp>
      ) : (
        <Outlet />
      )}
    </Layout>
  );
}
