/**
 * The open data files build/open-data.mjs writes into the built site, as the /open-data page
 * links them. build/open-data.test.ts checks this list against what the build writes.
 */
export const OPEN_DATA_DIR = '/open-data/hsds';

/** A file and the words of its link. */
export interface OpenDataLink {
  href: string;
  label: string;
}

/** The Frictionless Data Package that describes every file. */
export const OPEN_DATA_PACKAGE: OpenDataLink = {
  href: `${OPEN_DATA_DIR}/datapackage.json`,
  label: 'All the files, with the licence (datapackage.json)',
};

/** One file per kind of HSDS record. */
export const OPEN_DATA_FILES: readonly OpenDataLink[] = [
  {
    href: `${OPEN_DATA_DIR}/organizations.json`,
    label: 'Groups that run the services (organizations.json)',
  },
  { href: `${OPEN_DATA_DIR}/services.json`, label: 'Services and crisis lines (services.json)' },
  { href: `${OPEN_DATA_DIR}/phones.json`, label: 'Phone and text numbers (phones.json)' },
  { href: `${OPEN_DATA_DIR}/schedules.json`, label: 'Opening hours (schedules.json)' },
  { href: `${OPEN_DATA_DIR}/languages.json`, label: 'Languages (languages.json)' },
  { href: `${OPEN_DATA_DIR}/service_areas.json`, label: 'Countries served (service_areas.json)' },
  { href: `${OPEN_DATA_DIR}/metadata.json`, label: 'Where we checked each fact (metadata.json)' },
];

/** Harbor's JSON Schema for the services file; the others sit beside it. */
export const OPEN_DATA_SCHEMAS: OpenDataLink = {
  href: `${OPEN_DATA_DIR}/schema/service.schema.json`,
  label: 'How the files are checked (JSON Schemas, in the schema folder)',
};
