export {
  OTHER_DEVICE_DATA,
  STORED_KEYS,
  STORED_KEY_DESCRIPTIONS,
  findStoredKey,
  matchesStoredKey,
} from './stored-keys';
export { getBrowserStorage, listKeys } from './browser-storage';
export { localStore, sessionStore } from './safe-storage';
export {
  isSharedComputerMode,
  setSharedComputerMode,
  subscribeToSharedComputerMode,
} from './shared-computer-mode';
export {
  clearDevice,
  clearStoredKeys,
  clearStoredKeysOnSignOut,
  removeOfflineCopy,
  removeUnlistedKeys,
} from './clear-device';

export type { StorageArea, StoredKey, StoredKeyDescription, StoredKeyId } from './stored-keys';
export type { SafeStorage } from './safe-storage';
export type { ClearDeviceReport, ClearStoredKeysOptions } from './clear-device';
