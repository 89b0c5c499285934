/**
 * MERGE(h16a): stand-in until shared-computer mode lands. Point this at h16a's
 * `isSharedComputerMode()` export when merging, and delete the body below.
 *
 * Whether this tab is in shared-computer mode (remembered for the tab only, in sessionStorage).
 */
export function isSharedComputerMode(): boolean {
  try {
    return window.sessionStorage.getItem('harbor:shared-computer') === '1';
  } catch {
    return false;
  }
}
