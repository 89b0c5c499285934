/**
 * The team's console (issue 26), loaded by its route's page (src/staff/pages/console.tsx): the
 * gate once (sign-in, the second factor, staff only), then the console's own routes
 * (src/staff/staff-pages.ts).
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { StaffGate } from './staff-gate';
import { StaffMemberContext } from './staff-console';
import { STAFF_PAGES } from './staff-pages';
import '@harbor-help/ui/forms.css';
import './staff.css';

const routes: RouteObject[] = [
  ...STAFF_PAGES.map(({ path, component: Page }): RouteObject => {
    const rest = path.slice('/staff'.length).replace(/^\//, '');
    return rest ? { path: rest, element: <Page /> } : { index: true, element: <Page /> };
  }),
  // Any other console path: the inbox.
  { path: '*', element: <Navigate to="/staff" replace /> },
];

export default function StaffConsoleApp() {
  const page = useRoutes(routes);
  return (
    <StaffGate>
      {(staff) => <StaffMemberContext value={staff}>{page}</StaffMemberContext>}
    </StaffGate>
  );
}
