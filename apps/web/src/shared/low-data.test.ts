import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prefersLowData } from './low-data';

describe('prefersLowData', () => {
  it.each([
    ['Save-Data is on', { saveData: true, effectiveType: '4g' }, true],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }, true],
    ['a slow 2G connection', { effectiveType: 'slow-2g' }, true],
    ['a 3G connection', { saveData: false, effectiveType: '3g' }, false],
    ['a 4G connection', { saveData: false, effectiveType: '4g' }, false],
  ])('with %s: %s', (_, connection, expected) => {
    expect(prefersLowData({ connection })).toBe(expected);
  });

  it('is off where the browser does not say (Firefox, Safari)', () => {
    expect(prefersLowData({})).toBe(false);
    expect(prefersLowData(undefined)).toBe(false);
  });
});

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return filesUnder(full, ending);
    return name.endsWith(ending) ? [full] : [];
  });
}

describe('what every visitor is spared (so low-data mode has nothing to turn off)', () => {
  const styles = [
    ...filesUnder(path.join(repo, 'apps', 'web', 'src'), '.css'),
    ...filesUnder(path.join(repo, 'packages'), '.css'),
  ];

  it('loads no web font and no image from CSS (decorative images would be backgrounds)', () => {
    expect(styles.length).toBeGreaterThan(5);
    for (const file of styles) {
      const css = readFileSync(file, 'utf8');
      expect(css, file).not.toMatch(/@font-face|@import|url\(/i);
    }
  });

  it('prefetches nothing: no prefetch, prerender or speculation rules in the page template', () => {
    const template = readFileSync(path.join(repo, 'apps', 'web', 'index.html'), 'utf8');
    expect(template).not.toMatch(/rel="(prefetch|prerender|dns-prefetch)"|speculationrules/);
  });
});
