import { prefersLowData } from '../shared/low-data';
import { registerOfflineCopy } from './offline-copy';
import { isSharedComputerMode } from '@harbor-help/device-storage';
import { linkManifest } from './web-manifest-link';

/**
 * The site's offline copy, with its rules: never in shared-computer mode, none in low-data mode,
 * and in Spanish as well once a page in Spanish is read.
 * The web app manifest, which makes Harbor installable, is linked at the same idle moment.
 */
export function startOfflineCopy() {
  linkManifest();
  return registerOfflineCopy({
    skip: isSharedComputerMode,
    saveData: () => prefersLowData(),
    // A page in Spanish: the device keeps the guides in Spanish too.
    spanish: () => document.documentElement.lang === 'es',
  });
}
