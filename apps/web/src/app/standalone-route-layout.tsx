import { StandaloneLayout } from '@harbor-help/ui/layout';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';
import { PageChromeContext, PageNoScriptHelp } from './language';

/**
 * The layout route for pages outside the main layout: a slim bar with the Harbor name, the
 * language link, then the page, in the page's language (language.tsx). Quick exit also clears
 * what the visitor asked Harbor to clear on the way out.
 */
export function StandaloneRouteLayout() {
  const { pathname } = useLocation();
  const { chrome, LanguageLink, offlineNotice } = useContext(PageChromeContext);
  return (
    <StandaloneLayout
      {...chrome}
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
    </StandaloneLayout>
  );
}
