import type { SessionPersistence } from '@harbor/auth';
import { isSharedComputerMode, setSharedComputerMode } from '@harbor/device-storage';

/** The query parameter a sign-up confirmation link carries back when asked on a shared computer. */
export const SHARED_COMPUTER_PARAM = 'shared-computer';

/**
 * The sign-in and sign-up forms' "This is a shared or public computer": turns the tab's mode on
 * (or off, when the box was cleared) before the session starts, and says where it is kept.
 */
export function applySharedComputerChoice(sharedComputer: boolean): SessionPersistence {
  if (sharedComputer !== isSharedComputerMode()) setSharedComputerMode(sharedComputer);
  return sharedComputer ? 'tab' : 'local';
}
