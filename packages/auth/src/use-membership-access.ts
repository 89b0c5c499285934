import { useEffect, useState } from 'react';
import { hasMembershipAccess, millisecondsUntilAccessEnds } from './membership-access';
import type { Membership } from './types';

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days); wait in steps no longer than that. */
const LONGEST_TIMEOUT = 2_147_483_647;

/**
 * `hasMembershipAccess(membership)`, re-evaluated when the membership's end
 * date passes, so a page left open does not keep granting access.
 */
export function useMembershipAccess(membership: Membership | null): boolean {
  const [recheck, setRecheck] = useState(0);
  useEffect(() => {
    const delay = millisecondsUntilAccessEnds(membership);
    if (delay === null) return;
    const timer = setTimeout(
      () => setRecheck((count) => count + 1),
      Math.min(delay + 1, LONGEST_TIMEOUT),
    );
    return () => clearTimeout(timer);
  }, [membership, recheck]);
  return hasMembershipAccess(membership);
}
