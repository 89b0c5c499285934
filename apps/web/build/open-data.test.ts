// The open data the build publishes (build/open-data.mjs): the HSDS files, their data package and
// schemas, the links of the /open-data page, and the hosting rule that serves them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HSDS_OBJECT_TYPES,
  HSDS_VERSION,
  loadOpenDataInput,
  toHsds,
} from '@harbor-help/challenges';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OPEN_DATA_DIR,
  OPEN_DATA_FILES,
  OPEN_DATA_PACKAGE,
  OPEN_DATA_SCHEMAS,
} from '../src/opendata/open-data-files';
import { buildRules, renderHeaders } from './hosting-rules.mjs';
import { LICENSE, OPEN_DATA_PATH, writeOpenData } from './open-data.mjs';
import { headersFor, parseHeadersFile } from './static-server.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'harbor-open-data-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { resources, countryLines, countries } = await loadOpenDataInput();
const data = toHsds(resources, { countryLines, countries, generatedAt: new Date('2026-11-28') });
const written = writeOpenData(dist, data, {
  site: 'https://harbor.example',
  created: '2026-11-28T00:00:00.000Z',
  hsdsVersion: HSDS_VERSION,
});
const read = (sitePath: string) => readFileSync(path.join(dist, sitePath), 'utf8');

interface Descriptor {
  licenses: { name: string; path: string }[];
  homepage: string;
  resources: {
    name: string;
    path: string;
    mediatype: string;
    bytes: number;
    hash: string;
    jsonSchema: string;
  }[];
}

describe('the open data files', () => {
  it('are one JSON file per HSDS object type, as toHsds made them', () => {
    expect(OPEN_DATA_PATH).toBe(OPEN_DATA_DIR);
    for (const type of HSDS_OBJECT_TYPES) {
      expect(JSON.parse(read(`${OPEN_DATA_PATH}/${type}.json`))).toEqual(data[type]);
    }
  });

  it('come with a Frictionless data package naming each file, its size, hash and the licence', () => {
    const descriptor = JSON.parse(read(`${OPEN_DATA_PATH}/datapackage.json`)) as Descriptor;
    expect(descriptor.licenses).toEqual([LICENSE]);
    expect(LICENSE.name).toBe('CC-BY-4.0');
    expect(descriptor.homepage).toBe('https://harbor.example/open-data');
    expect(descriptor.resources.map((resource) => resource.path)).toEqual(
      HSDS_OBJECT_TYPES.map((type) => `${type}.json`),
    );
    for (const resource of descriptor.resources) {
      const body = read(`${OPEN_DATA_PATH}/${resource.path}`);
      expect(resource.mediatype).toBe('application/json');
      expect(resource.bytes).toBe(Buffer.byteLength(body));
      expect(resource.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(existsSync(path.join(dist, OPEN_DATA_PATH, resource.jsonSchema))).toBe(true);
    }
  });

  it('are each linked from the /open-data page, and every link of the page is a file', () => {
    const links = [OPEN_DATA_PACKAGE, ...OPEN_DATA_FILES, OPEN_DATA_SCHEMAS].map(
      (link) => link.href,
    );
    for (const href of links) expect(written).toContain(href);
    for (const type of HSDS_OBJECT_TYPES) expect(links).toContain(`${OPEN_DATA_PATH}/${type}.json`);
  });
});

describe('the hosting rule for the open data', () => {
  const files = ['/index.html', '/open-data/index.html', ...written];
  const rules = buildRules({
    files,
    sitePaths: ['/', '/open-data'],
    htmlByFile: {},
    supabaseUrl: 'https://abcdefgh.supabase.co',
  });
  const parsed = parseHeadersFile(renderHeaders(rules.headers));

  it('serves the files as JSON any site may fetch, revalidated each time', () => {
    const headers = headersFor(parsed, `${OPEN_DATA_PATH}/services.json`);
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(headers['Access-Control-Allow-Origin']).toBe('*');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['Content-Security-Policy']).toBeDefined();
  });

  it('leaves the /open-data page an HTML page with no CORS header', () => {
    const headers = headersFor(parsed, '/open-data');
    expect(headers['Access-Control-Allow-Origin']).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });
});
