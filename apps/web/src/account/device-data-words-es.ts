import { OTHER_DEVICE_DATA_ES, STORED_KEY_DESCRIPTIONS_ES } from '@harbor-help/device-storage';
import type { DeviceDataWords } from './device-data-list';

/**
 * The list of what Harbor keeps on a device, in Spanish (@harbor-help/device-storage's Spanish
 * words): "Borrar los datos de Harbor en este dispositivo" and "Privacidad" show the same list.
 */
export const DEVICE_DATA_WORDS_ES: DeviceDataWords = {
  keys: STORED_KEY_DESCRIPTIONS_ES,
  other: OTHER_DEVICE_DATA_ES,
};
