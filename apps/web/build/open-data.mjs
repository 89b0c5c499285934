// @ts-check
/**
 * The open data the build publishes beside the site (issue 29): Harbor's directory and crisis
 * lines by country as Open Referral HSDS 3.1, one JSON file per object type, with a Frictionless
 * Data Package that describes them and Harbor's JSON Schema for each file:
 *
 *   dist/open-data/hsds/datapackage.json
 *   dist/open-data/hsds/<type>.json              organizations, services, phones, schedules, …
 *   dist/open-data/hsds/schema/<type>.schema.json
 *
 * Written by prerender.mjs (the export is made by `toHsds` of @harbor-help/challenges inside the
 * prerender's server bundle), so every deploy publishes the data of that deploy.
 * hosting-rules.mjs serves the folder as JSON with `Access-Control-Allow-Origin: *`.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the files live in the site. */
export const OPEN_DATA_PATH = '/open-data/hsds';

/** Harbor's JSON Schemas for the files (packages/challenges/hsds-schema). */
export const SCHEMA_DIR = path.join(repoRoot, 'packages', 'challenges', 'hsds-schema');

/**
 * The licence of the data: Creative Commons Attribution 4.0. Anyone may copy, share and build on
 * it, for any purpose, as long as they say it came from Harbor (so a reader can trace a number
 * back to its source). The quotes in metadata.json are the owners' own words, there so each fact
 * can be checked; they stay the owners'.
 */
export const LICENSE = {
  name: 'CC-BY-4.0',
  path: 'https://creativecommons.org/licenses/by/4.0/',
  title: 'Creative Commons Attribution 4.0 International',
};

/** What each file holds, for the data package. */
const DESCRIPTIONS = {
  organizations: 'The organisations that run the services (HSDS organization).',
  services:
    'Each service in Harbor’s directory and each crisis line by country (HSDS service). assured_date is the day its source was last read.',
  phones: 'Phone numbers, text lines, TTY and videophone numbers of the services (HSDS phone).',
  schedules: 'When the services answer (HSDS schedule), where their owners say.',
  languages: 'Languages the services or their phone lines are given in (HSDS language).',
  service_areas: 'The country each service is for (HSDS service_area).',
  metadata:
    'Where each fact was checked: the source page (updated_by), the day (last_action_date) and its words (replacement_value) (HSDS metadata).',
};

/** The schema file for each file of the export. */
const SCHEMA_NAME = {
  organizations: 'organization',
  services: 'service',
  phones: 'phone',
  schedules: 'schedule',
  languages: 'language',
  service_areas: 'service_area',
  metadata: 'metadata',
};

/**
 * The Frictionless Data Package (v1) describing the files.
 * @param {Record<string, string>} bodies each file's JSON text, by object type
 * @param {{ site: string, created: string, hsdsVersion: string }} options
 */
export function dataPackage(bodies, { site, created, hsdsVersion }) {
  return {
    profile: 'data-package',
    name: 'harbor-hsds',
    title: 'Harbor: help lines and services, as Open Referral HSDS',
    description: `Every service in Harbor's directory and every crisis line by country, as Open Referral Human Services Data Specification (HSDS) ${hsdsVersion} objects in its tabular form, one JSON file per object type. Each fact was read on its owner's own page; metadata.json says where, when and with which words. Published with every deploy of the site.`,
    homepage: `${site}/open-data`,
    version: created.slice(0, 10),
    created,
    keywords: ['HSDS', 'Open Referral', 'crisis lines', 'helplines', 'human services'],
    licenses: [LICENSE],
    contributors: [{ title: 'Harbor', path: site, role: 'publisher' }],
    resources: Object.entries(bodies).map(([type, body]) => ({
      name: type.replace(/_/g, '-'),
      path: `${type}.json`,
      title: `HSDS ${SCHEMA_NAME[/** @type {keyof typeof SCHEMA_NAME} */ (type)] ?? type}`,
      description: DESCRIPTIONS[/** @type {keyof typeof DESCRIPTIONS} */ (type)] ?? '',
      profile: 'data-resource',
      format: 'json',
      mediatype: 'application/json',
      encoding: 'utf-8',
      bytes: Buffer.byteLength(body, 'utf8'),
      hash: `sha256:${createHash('sha256').update(body, 'utf8').digest('hex')}`,
      // Harbor's own JSON Schema for the file (a JSON Schema, not a Frictionless Table Schema).
      jsonSchema: `schema/${SCHEMA_NAME[/** @type {keyof typeof SCHEMA_NAME} */ (type)] ?? type}.schema.json`,
      licenses: [LICENSE],
    })),
  };
}

/**
 * Writes the export, its data package and the schemas into `outDir`/open-data/hsds.
 * @param {string} outDir the built site (dist)
 * @param {{ [type: string]: readonly unknown[] } | import('@harbor-help/challenges').HsdsExport} data
 *   the HSDS export, one array per object type
 * @param {{ site: string, created?: string, hsdsVersion: string }} options
 * @returns {string[]} the files written, as site paths
 */
export function writeOpenData(
  outDir,
  data,
  { site, created = new Date().toISOString(), hsdsVersion },
) {
  const dir = path.join(outDir, ...OPEN_DATA_PATH.split('/').filter(Boolean));
  mkdirSync(path.join(dir, 'schema'), { recursive: true });
  /** @type {Record<string, string>} */
  const bodies = {};
  for (const [type, records] of Object.entries(data)) {
    bodies[type] = `${JSON.stringify(records, null, 2)}\n`;
    writeFileSync(path.join(dir, `${type}.json`), bodies[type]);
  }
  const descriptor = dataPackage(bodies, { site, created, hsdsVersion });
  writeFileSync(path.join(dir, 'datapackage.json'), `${JSON.stringify(descriptor, null, 2)}\n`);
  const schemas = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.schema.json'));
  for (const file of schemas)
    copyFileSync(path.join(SCHEMA_DIR, file), path.join(dir, 'schema', file));
  return [
    ...Object.keys(bodies).map((type) => `${OPEN_DATA_PATH}/${type}.json`),
    `${OPEN_DATA_PATH}/datapackage.json`,
    ...schemas.map((file) => `${OPEN_DATA_PATH}/schema/${file}`),
  ];
}
