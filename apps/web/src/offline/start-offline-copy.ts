import { prefersLowData } from '../shared/low-data';
import { registerOfflineCopy } from './offline-copy';
import { isSharedComputerMode } from '@harbor-help/device-storage';

/** The site's offline copy, with its rules: never in shared-computer mode, none in low-data mode. */
export function startOfflineCopy() {
  return registerOfflineCopy({ skip: isSharedComputerMode, saveData: () => prefersLowData() });
}
