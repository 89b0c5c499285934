/**
 * The team's console's own route table (issue 26): one line per console page, its path under
 * /staff and its component (src/staff/console-pages/<name>.tsx). The site's route manifest has
 * one route for the whole console (`/staff/*` in src/app/route-table.ts, whose page is
 * src/staff/pages/console.tsx, a loader of src/staff/staff-console-app.tsx), so the console's
 * pages add nothing to the public first load. The console is one chunk: a lazy chunk per console
 * page made the bundler add a helper (+0.06 kB gzip) to the first load, whose budget is tight.
 * The build reads these paths (src/app/route-params.ts), so the host answers each with the app
 * shell.
 *
 * A new console page: write src/staff/console-pages/<name>.tsx (its component, the default
 * export, rendering `<StaffConsole title="…">`), then add its line here.
 */
import type { ComponentType } from 'react';
import StaffAuditPage from './console-pages/audit';
import StaffInboxPage from './console-pages/inbox';
import StaffMembersPage from './console-pages/members';
import StaffMoneyPage from './console-pages/money';
import StaffSafetyProtocolPage from './console-pages/safety-protocol';
import StaffTeamPage from './console-pages/team';

export interface StaffPage {
  /** Its full path: `/staff` or `/staff/<name>`. */
  readonly path: string;
  readonly component: ComponentType;
}

// prettier-ignore
export const STAFF_PAGES: readonly StaffPage[] = [
  { path: '/staff', component: StaffInboxPage },
  { path: '/staff/members', component: StaffMembersPage },
  { path: '/staff/money', component: StaffMoneyPage },
  { path: '/staff/audit', component: StaffAuditPage },
  { path: '/staff/team', component: StaffTeamPage },
  { path: '/staff/safety-protocol', component: StaffSafetyProtocolPage },
];
