/**
 * The Open Referral Human Services Data Specification (HSDS) objects Harbor exports, in their
 * tabular form (flat records that point at each other by id), as HSDS 3.1 names and types them
 * (read from the specification's own schema, openreferral/specification, `schema/simple/schema.csv`
 * and `schema/*.json`; every field used here is the same in HSDS 3.0). Only the fields Harbor
 * fills are listed; the JSON Schemas in `packages/challenges/hsds-schema/` check them.
 */

/** The HSDS version the export follows. */
export const HSDS_VERSION = '3.1';

/** HSDS `organization`: who runs one or more services. Required: id, name, description. */
export interface HsdsOrganization {
  id: string;
  name: string;
  description: string;
  /** https address of the organisation's website. */
  website?: string;
}

/** HSDS `service`. Required: id, name, status (tabular form: organization_id too). */
export interface HsdsService {
  id: string;
  organization_id: string;
  name: string;
  description?: string;
  url?: string;
  status: 'active' | 'inactive' | 'defunct' | 'temporarily closed';
  /** Who the service is for (Harbor's `forWhom`). */
  eligibility_description?: string;
  /** The day the owner's page was last read (the main source's `checked`), YYYY-MM-DD. */
  assured_date?: string;
  /** When the export was made (date-time). */
  last_modified?: string;
}

/**
 * HSDS `phone`. Required: id, number. `type` follows RFC 6350 as HSDS says: `voice`, `text`
 * (SMS), `textphone` (TTY), `video` (videophone).
 */
export interface HsdsPhone {
  id: string;
  service_id: string;
  number: string;
  type?: 'voice' | 'text' | 'textphone' | 'video';
  description?: string;
}

/**
 * HSDS `schedule` (an RFC 5545 RRULE in parts). Required: id. `timezone` is a UTC offset in
 * hours (HSDS 3.x types it as a number); `opens_at` / `closes_at` are `HH:MM` with that offset.
 */
export interface HsdsSchedule {
  id: string;
  service_id: string;
  freq?: 'WEEKLY' | 'MONTHLY';
  /** Comma-separated days, `MO,TU,…`. */
  byday?: string;
  opens_at?: string;
  closes_at?: string;
  timezone?: number;
  description?: string;
}

/** HSDS `language`: a language a service (or one of its phones) is given in. Required: id. */
export interface HsdsLanguage {
  id: string;
  service_id?: string;
  phone_id?: string;
  /** The language's English name, e.g. `Spanish`. */
  name?: string;
  /** ISO 639-1 (or 639-3) code: the primary subtag of the BCP 47 tag. */
  code?: string;
  /** The full BCP 47 tag when it says more than the code (`es-MX`), or where the language applies. */
  note?: string;
}

/** HSDS `service_area`: where a service can be used. Required: id. */
export interface HsdsServiceArea {
  id: string;
  service_id: string;
  /** The country's name, e.g. `United States`. */
  name?: string;
  description?: string;
  /** ISO 3166-1 alpha-2 code of the country, as a URN (`urn:iso:std:iso:3166:-1:US`). */
  uri?: string;
}

/**
 * HSDS `metadata`: provenance. Harbor writes one record per source a fact was checked on:
 *
 * | HSDS field | Harbor's value |
 * |---|---|
 * | `resource_id`, `resource_type` | the record the fact sits on: a `service` or a `phone` |
 * | `last_action_date` | the source's `checked` day (YYYY-MM-DD) |
 * | `last_action_type` | `verified` (read on the owner's page) or `verified second-hand` (two independent reports quoting the owner) |
 * | `field_name` | the field(s) the source supports: `url, phones, schedules` for a service's main source, `description, schedules` for its other sources, `number` for a phone |
 * | `previous_value` | empty: a check replaces nothing |
 * | `replacement_value` | the quote from the source, word for word |
 * | `updated_by` | the source's URL: the page the value was read on (HSDS has no field for a source's address) |
 *
 * A second-hand fact (two independent reports quoting the owner) has a record for each report.
 *
 * All fields are required by HSDS.
 */
export interface HsdsMetadata {
  id: string;
  resource_id: string;
  resource_type: 'service' | 'phone';
  last_action_date: string;
  last_action_type: 'verified' | 'verified second-hand';
  field_name: string;
  previous_value: string;
  replacement_value: string;
  updated_by: string;
}

/** The whole export: one array per HSDS object type (one file each, `<name>.json`). */
export interface HsdsExport {
  organizations: HsdsOrganization[];
  services: HsdsService[];
  phones: HsdsPhone[];
  schedules: HsdsSchedule[];
  languages: HsdsLanguage[];
  service_areas: HsdsServiceArea[];
  metadata: HsdsMetadata[];
}

/** The names of the export's object types, in the order the files are listed. */
export const HSDS_OBJECT_TYPES = [
  'organizations',
  'services',
  'phones',
  'schedules',
  'languages',
  'service_areas',
  'metadata',
] as const satisfies readonly (keyof HsdsExport)[];
