import {
  OTHER_DEVICE_DATA,
  STORED_KEYS,
  STORED_KEY_DESCRIPTIONS,
} from '@harbor-help/device-storage';
import type { StoredKey, StoredKeyDescription, StoredKeyId } from '@harbor-help/device-storage';

const KEY_IDS = Object.keys(STORED_KEYS) as StoredKeyId[];

/** A key as the browser's developer tools show it: `app_version`, `harbor-activity:…`. */
export function storedKeyName(id: StoredKeyId): string {
  const entry: StoredKey = STORED_KEYS[id];
  return entry.prefix ? `${entry.key}…` : entry.key;
}

/** The words of the list, in one language: @harbor-help/device-storage's, keyed by the same ids. */
export interface DeviceDataWords {
  keys: Readonly<Record<StoredKeyId, StoredKeyDescription>>;
  /** `OTHER_DEVICE_DATA`, or its version in another language (the same entries, in order). */
  other: readonly StoredKeyDescription[];
}

const ENGLISH: DeviceDataWords = { keys: STORED_KEY_DESCRIPTIONS, other: OTHER_DEVICE_DATA };

/**
 * What Harbor keeps on a device, in plain words: every key of @harbor-help/device-storage's registry,
 * then the offline copy, its service worker and the databases. On "Clear this device" (in English
 * and Spanish: `words`, default English) and the privacy page, so they can never list different
 * things.
 */
export function DeviceDataList({
  showKeys = false,
  words = ENGLISH,
}: {
  showKeys?: boolean;
  words?: DeviceDataWords;
}) {
  return (
    <ul className="web-prose web-list">
      {KEY_IDS.map((id) => (
        <li key={id}>
          <strong>{words.keys[id].name}</strong>
          {showKeys ? (
            <>
              {' ('}
              <code className="web-info-code">{storedKeyName(id)}</code>
              {')'}
            </>
          ) : null}
          . {words.keys[id].holds}
        </li>
      ))}
      {words.other.map((item) => (
        <li key={item.name}>
          <strong>{item.name}.</strong> {item.holds}
        </li>
      ))}
    </ul>
  );
}
