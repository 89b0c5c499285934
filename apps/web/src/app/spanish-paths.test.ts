import { describe, expect, it } from 'vitest';
import { CLEAR_DEVICE_PATH } from '../account/clear-this-device';
import { STAYING_SAFE_ONLINE_PATH } from '../info/staying-safe-online-path';
import { spanishPathOf } from './language';
import { manifestRoutes } from './route-params';
import { englishPathOf } from './spanish-layout';
import {
  CLEAR_DEVICE_PATH_ES,
  GET_HELP_PATH_ES,
  STAYING_SAFE_ONLINE_PATH_ES,
} from './spanish-paths';

describe('the Spanish pages that link to each other (issue 25)', () => {
  it.each([
    ['/get-help', GET_HELP_PATH_ES],
    [CLEAR_DEVICE_PATH, CLEAR_DEVICE_PATH_ES],
    [STAYING_SAFE_ONLINE_PATH, STAYING_SAFE_ONLINE_PATH_ES],
  ])('%s and %s are each other’s version in the route manifest', (english, spanish) => {
    expect(spanishPathOf(english)).toBe(spanish);
    expect(englishPathOf(spanish)).toBe(english);
  });

  it('gives each its English page’s flags: "Cómo protegerse en internet" is graded for reading', () => {
    const route = (pattern: string) => manifestRoutes().find((entry) => entry.pattern === pattern);
    expect(route(STAYING_SAFE_ONLINE_PATH_ES)).toMatchObject({
      locale: 'es',
      layout: 'main',
      reading: true,
      offline: false,
      prerendered: true,
      private: false,
      alternate: { locale: 'en', paths: [STAYING_SAFE_ONLINE_PATH] },
    });
    expect(route(CLEAR_DEVICE_PATH_ES)).toMatchObject({
      locale: 'es',
      layout: 'main',
      reading: false,
      offline: false,
      prerendered: true,
      alternate: { locale: 'en', paths: [CLEAR_DEVICE_PATH] },
    });
  });
});
