import { describe, expect, it } from 'vitest';
import { OTHER_DEVICE_DATA, STORED_KEY_DESCRIPTIONS } from './stored-key-descriptions';
import { OTHER_DEVICE_DATA_ES, STORED_KEY_DESCRIPTIONS_ES } from './stored-key-descriptions-es';
import { STORED_KEYS } from './stored-keys';
import type { StoredKeyId } from './stored-keys';

const ids = Object.keys(STORED_KEYS) as StoredKeyId[];

describe('the plain words in Spanish', () => {
  it('describe every listed key, and no other', () => {
    expect(Object.keys(STORED_KEY_DESCRIPTIONS_ES).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const spanish = STORED_KEY_DESCRIPTIONS_ES[id];
      expect(spanish.name.trim(), id).not.toBe('');
      expect(spanish.holds.trim(), id).not.toBe('');
      // Written in Spanish, not left in English.
      expect(spanish.name, id).not.toBe(STORED_KEY_DESCRIPTIONS[id].name);
      expect(spanish.holds, id).not.toBe(STORED_KEY_DESCRIPTIONS[id].holds);
    }
  });

  it('describe the offline copy, its service worker and the databases, in the same order', () => {
    expect(
      OTHER_DEVICE_DATA.map((item, index) => [item.name, OTHER_DEVICE_DATA_ES[index]?.name]),
    ).toEqual([
      ['Offline copy', 'Copia sin conexión'],
      ['Background helper (service worker)', 'Ayudante en segundo plano (service worker)'],
      ['Browser databases (IndexedDB)', 'Bases de datos del navegador (IndexedDB)'],
    ]);
    expect(OTHER_DEVICE_DATA_ES).toHaveLength(OTHER_DEVICE_DATA.length);
    for (const item of OTHER_DEVICE_DATA_ES) expect(item.holds.trim()).not.toBe('');
  });

  it('keep the facts that are the same in both languages: the offline copy’s size, the key names', () => {
    for (const size of ['520 kB', '170 kB']) {
      expect(OTHER_DEVICE_DATA_ES[0]?.holds).toContain(size);
      expect(OTHER_DEVICE_DATA[0]?.holds).toContain(size);
    }
    expect(STORED_KEY_DESCRIPTIONS_ES.authSession.holds).toContain('sb-…-auth-token');
  });
});
