export { STORED_KEYS, findStoredKey, matchesStoredKey } from './stored-keys';
export { OTHER_DEVICE_DATA, STORED_KEY_DESCRIPTIONS } from './stored-key-descriptions';
export { OTHER_DEVICE_DATA_ES, STORED_KEY_DESCRIPTIONS_ES } from './stored-key-descriptions-es';
export { getBrowserStorage, listKeys } from './browser-storage';
export { localStore, sessionStore, stopWriting } from './safe-storage';
export { isKeptOnDevice, keepOnDevice, keptStore } from './kept-store';
export {
  isSharedComputerMode,
  recordSharedComputerMode,
  subscribeToSharedComputerMode,
} from './shared-computer-mode';
export { setSharedComputerMode } from './set-shared-computer-mode';
export { clearStoredKeys, clearStoredKeysOnSignOut } from './clear-keys';
export { removeUnlistedKeys } from './remove-unlisted-keys';
export { clearDevice, removeOfflineCopy } from './clear-device';

export type { StorageArea, StoredKey, StoredKeyId } from './stored-keys';
export type { StoredKeyDescription } from './stored-key-descriptions';
export type { SafeStorage } from './safe-storage';
export type { ClearStoredKeysOptions } from './clear-keys';
export type { ClearDeviceReport } from './clear-device';
