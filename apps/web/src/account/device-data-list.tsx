import {
  OTHER_DEVICE_DATA,
  STORED_KEYS,
  STORED_KEY_DESCRIPTIONS,
} from '@harbor-help/device-storage';
import type { StoredKey, StoredKeyId } from '@harbor-help/device-storage';

const KEY_IDS = Object.keys(STORED_KEYS) as StoredKeyId[];

/** A key as the browser's developer tools show it: `app_version`, `harbor-activity:…`. */
export function storedKeyName(id: StoredKeyId): string {
  const entry: StoredKey = STORED_KEYS[id];
  return entry.prefix ? `${entry.key}…` : entry.key;
}

/**
 * What Harbor keeps on a device, in plain words: every key of @harbor-help/device-storage's registry,
 * then the offline copy, its service worker and the databases. On "Clear this device" and the
 * privacy page, so the two can never list different things.
 */
export function DeviceDataList({ showKeys = false }: { showKeys?: boolean }) {
  return (
    <ul className="web-prose web-list">
      {KEY_IDS.map((id) => (
        <li key={id}>
          <strong>{STORED_KEY_DESCRIPTIONS[id].name}</strong>
          {showKeys ? (
            <>
              {' ('}
              <code className="web-info-code">{storedKeyName(id)}</code>
              {')'}
            </>
          ) : null}
          . {STORED_KEY_DESCRIPTIONS[id].holds}
        </li>
      ))}
      {OTHER_DEVICE_DATA.map((item) => (
        <li key={item.name}>
          <strong>{item.name}.</strong> {item.holds}
        </li>
      ))}
    </ul>
  );
}
