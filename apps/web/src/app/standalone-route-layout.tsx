import { NoScriptHelpProvider, StandaloneLayout } from '@harbor-help/ui/layout';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';
import { NO_SCRIPT_HELP } from './site-chrome';
import { PageChromeContext } from './language';

/**
 * The layout route for pages outside the main layout: a slim bar with the Harbor name, the
 * language link, then the page, in the page's language (language.tsx). Quick exit also clears
 * what the visitor asked Harbor to clear on the way out.
 */
export function StandaloneRouteLayout() {
  const { pathname } = useLocation();
  const pageChrome = useContext(PageChromeContext);
  const { chrome, LanguageLink, offlineNotice } = pageChrome;
  return (
    <StandaloneLayout
      {...chrome}
      linkComponent={RouterLink}
      quickExit={{ ...chrome.quickExit, beforeExit: clearOnQuickExit }}
    >
      <LanguageLink pathname={pathname} />
      <OfflineNotice text={offlineNotice} />
      <RouteNotice />
      {/* Only the prerendered HTML shows a form's <noscript> note (see NO_SCRIPT_HELP). */}
      {import.meta.env.SSR ? (
        <NoScriptHelpProvider value={pageChrome.noScriptHelp ?? NO_SCRIPT_HELP}>
          <Outlet />
        </NoScriptHelpProvider>
      ) : (
        <Outlet />
      )}
    </StandaloneLayout>
  );
}
