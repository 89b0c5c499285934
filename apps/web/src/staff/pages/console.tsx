/**
 * /staff/* — the team's console (issue 26). Never prerendered, indexed or kept offline (see
 * STAFF_ROUTES in src/app/route-table.ts). This page is only a loader: the console
 * (src/staff/staff-console-app.tsx) and everything it uses is one chunk of its own, so the
 * route's line in the first load names one chunk, not the dozen the console imports.
 */
import { LoadingScreen } from '@harbor-help/ui';
import { lazy, Suspense } from 'react';

const StaffConsoleApp = lazy(() => import('../staff-console-app'));

export default function StaffConsolePage() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <StaffConsoleApp />
    </Suspense>
  );
}
