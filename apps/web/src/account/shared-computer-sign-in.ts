import type { SessionPersistence } from '@harbor-help/auth';
import { isSharedComputerMode, setSharedComputerMode } from '@harbor-help/device-storage';

// For the sign-in and sign-up pages only (their chunks): turning the mode on moves what is
// stored, which the first load never needs.

/**
 * The sign-in and sign-up forms' "This is a shared or public computer": turns the tab's mode on
 * (or off, when the box was cleared) before the session starts, and says where it is kept.
 */
export function applySharedComputerChoice(sharedComputer: boolean): SessionPersistence {
  if (sharedComputer !== isSharedComputerMode()) setSharedComputerMode(sharedComputer);
  return sharedComputer ? 'tab' : 'local';
}
