import { NoScriptHelpProvider, StandaloneLayout } from '@harbor-help/ui/layout';
import { Outlet } from 'react-router';
import { OfflineNotice } from '../offline/offline-notice';
import { clearOnQuickExit } from '../account/clear-this-device';
import { RouterLink } from '../shared/router-link';
import { RouteNotice } from './route-notice';
import { NO_SCRIPT_HELP, SITE_CHROME } from './site-chrome';

/** Quick exit, which also clears what the visitor asked Harbor to clear on the way out. */
const QUICK_EXIT = { ...SITE_CHROME.quickExit, beforeExit: clearOnQuickExit };

/** The layout route for pages outside the main layout: a slim bar with the Harbor name, then the page. */
export function StandaloneRouteLayout() {
  return (
    <StandaloneLayout {...SITE_CHROME} linkComponent={RouterLink} quickExit={QUICK_EXIT}>
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
    </StandaloneLayout>
  );
}
