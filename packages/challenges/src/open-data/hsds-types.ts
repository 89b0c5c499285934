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
  /** HSDS `organization.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `organization.name`: the organisation's official name. */
  name: string;
  /** HSDS `organization.description`: what it does (Harbor's: the services it runs). */
  description: string;
  /** https address of the organisation's website. */
  website?: string;
}

/** HSDS `service`. Required: id, name, status (tabular form: organization_id too). */
export interface HsdsService {
  /** HSDS `service.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `service.organization_id`: the `id` of the organisation that runs it. */
  organization_id: string;
  /** HSDS `service.name`: the service's name, as Harbor lists it. */
  name: string;
  /** HSDS `service.description`: what the service offers. */
  description?: string;
  /** HSDS `service.url`: the service's own web page. */
  url?: string;
  /** HSDS `service.status`: whether it runs now (Harbor lists `active` services). */
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
  /** HSDS `phone.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `phone.service_id`: the `id` of the service it reaches. */
  service_id: string;
  /** HSDS `phone.number`: the number as it is dialled or texted. */
  number: string;
  /** HSDS `phone.type`: `voice`, `text` (SMS), `textphone` (TTY) or `video`. */
  type?: 'voice' | 'text' | 'textphone' | 'video';
  /** HSDS `phone.description`: what to do with it, as Harbor says it (`Call 988`). */
  description?: string;
}

/**
 * HSDS `schedule` (an RFC 5545 RRULE in parts). Required: id. `timezone` is a UTC offset in
 * hours (HSDS 3.x types it as a number); `opens_at` / `closes_at` are `HH:MM` with that offset.
 */
export interface HsdsSchedule {
  /** HSDS `schedule.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `schedule.service_id`: the `id` of the service whose hours these are. */
  service_id: string;
  /** HSDS `schedule.freq` (RFC 5545 FREQ): how the hours repeat; `WEEKLY` for opening hours. */
  freq?: 'WEEKLY' | 'MONTHLY';
  /** Comma-separated days, `MO,TU,…`. */
  byday?: string;
  /** HSDS `schedule.opens_at`: the opening time, `HH:MM` with the UTC offset. */
  opens_at?: string;
  /** HSDS `schedule.closes_at`: the closing time, `HH:MM` with the UTC offset. */
  closes_at?: string;
  /** HSDS `schedule.timezone`: the UTC offset of the times, in hours (`-5`). */
  timezone?: number;
  /** HSDS `schedule.description`: the hours in words, or the IANA time zone they follow. */
  description?: string;
}

/** HSDS `language`: a language a service (or one of its phones) is given in. Required: id. */
export interface HsdsLanguage {
  /** HSDS `language.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `language.service_id`: the service given in this language (or `phone_id`). */
  service_id?: string;
  /** HSDS `language.phone_id`: the phone answered in this language (or `service_id`). */
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
  /** HSDS `service_area.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `service_area.service_id`: the `id` of the service that can be used there. */
  service_id: string;
  /** The country's name, e.g. `United States`. */
  name?: string;
  /** HSDS `service_area.description`: the area in words. */
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
  /** HSDS `metadata.id`: a stable UUID, the same in every export. */
  id: string;
  /** HSDS `metadata.resource_id`: the `id` of the service or phone the fact sits on. */
  resource_id: string;
  /** HSDS `metadata.resource_type`: the kind of record `resource_id` names. */
  resource_type: 'service' | 'phone';
  /** HSDS `metadata.last_action_date`: the day the source was checked, YYYY-MM-DD. */
  last_action_date: string;
  /** HSDS `metadata.last_action_type`: `verified` (the owner's page) or `verified second-hand`. */
  last_action_type: 'verified' | 'verified second-hand';
  /** HSDS `metadata.field_name`: the field(s) the source supports, comma-separated. */
  field_name: string;
  /** HSDS `metadata.previous_value`: always empty (a check replaces nothing). */
  previous_value: string;
  /** HSDS `metadata.replacement_value`: the quote from the source, word for word. */
  replacement_value: string;
  /** HSDS `metadata.updated_by`: the URL of the page the value was read on. */
  updated_by: string;
}

/** The whole export: one array per HSDS object type (one file each, `<name>.json`). */
export interface HsdsExport {
  /** The HSDS `organization` records (`organizations.json`). */
  organizations: HsdsOrganization[];
  /** The HSDS `service` records (`services.json`). */
  services: HsdsService[];
  /** The HSDS `phone` records (`phones.json`). */
  phones: HsdsPhone[];
  /** The HSDS `schedule` records (`schedules.json`). */
  schedules: HsdsSchedule[];
  /** The HSDS `language` records (`languages.json`). */
  languages: HsdsLanguage[];
  /** The HSDS `service_area` records (`service_areas.json`). */
  service_areas: HsdsServiceArea[];
  /** The HSDS `metadata` records, one per source checked (`metadata.json`). */
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
