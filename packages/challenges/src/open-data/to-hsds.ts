import type { Country } from '../country/countries';
import type { CountryLines } from '../resources/country-lines';
import type { CrisisLine } from '../resources/crisis-lines';
import type { OtherWay, Resource } from '../resources/resource-types';
import { WEEKDAYS } from '../resources/service-hours';
import type { FactSource } from '../sources/fact-source';
import { zoneOffset } from '../resources/open-status';
import { byday, offsetSuffix, type HoursInput } from './hours';
import type {
  HsdsExport,
  HsdsLanguage,
  HsdsMetadata,
  HsdsOrganization,
  HsdsPhone,
  HsdsSchedule,
  HsdsService,
} from './hsds-types';
import { stableUuid } from './stable-id';

/**
 * A directory service as the exporter reads it: a `Resource`, with `hours` as structured
 * `ServiceHours` or (until every service is moved to them) the owner's words, and the languages
 * it is given in (BCP 47 tags).
 */
export type HsdsResource = Omit<Resource, 'hours'> & {
  hours?: HoursInput;
  languages?: readonly string[];
};

/** A crisis line as the exporter reads it (a `CrisisLine` or a `CountryLine`). */
export type HsdsLine = CrisisLine & {
  hours?: HoursInput;
  alsoSources?: readonly FactSource[];
  languages?: readonly string[];
  kind?: string;
};

/** What `toHsds` exports besides the directory, and how. */
export interface ToHsdsOptions {
  /**
   * Crisis lines by country (`COUNTRY_LINES`): each is exported as a service of its organisation
   * with its country as its service area. A line that is also a directory service (same web
   * address or name, as the US 988 Lifeline) is exported once, as the directory's service.
   */
  countryLines?: readonly { code: string; lines: readonly HsdsLine[] }[] | readonly CountryLines[];
  /** Names of the countries by ISO 3166-1 alpha-2 code (`COUNTRIES`), for service areas. */
  countries?: readonly Country[];
  /** The country every directory service serves (ISO 3166-1 alpha-2). Default `US`. */
  directoryCountry?: string;
  /**
   * When the export is made: each service's `last_modified`, and the day whose UTC offset a
   * weekly schedule is written with. Default: now.
   */
  generatedAt?: Date;
}

/** One service on its way into the export, whichever list it came from. */
interface ServiceInput {
  key: string;
  name: string;
  offers: string;
  forWhom?: string;
  url?: string;
  hours?: HoursInput;
  languages?: readonly string[];
  phone?: { tel: string; display: string };
  text?: { number: string; display: string; body?: string };
  otherWays?: readonly OtherWay[];
  source: FactSource;
  alsoSources?: readonly FactSource[];
  countries: string[];
  /** The organisation's key and, without a web address, its name. */
  organization: { key: string; name?: string; website?: string };
}

const ALL_DAYS = WEEKDAYS.join(',');

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The English name of a language (`es` → `Spanish`), or the tag when the runtime can't say. */
function languageName(tag: string): string {
  try {
    return (
      new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(tag) ??
      tag
    );
  } catch {
    return tag;
  }
}

function languageRecord(
  tag: string,
  owner: { service_id: string } | { phone_id: string },
  key: string,
): HsdsLanguage {
  const code = tag.split('-')[0]?.toLowerCase() ?? tag;
  return {
    id: stableUuid(`language:${key}:${tag}`),
    ...owner,
    name: languageName(tag),
    code,
    ...(tag.toLowerCase() !== code ? { note: `BCP 47: ${tag}` } : {}),
  };
}

/**
 * A service's hours as HSDS schedules:
 *
 * - `{ kind: 'always' }`: one weekly schedule, every day, 00:00 to 23:59, "Open 24 hours a day, 7 days a week."
 * - `{ kind: 'weekly' }`: one weekly schedule per period (`freq` WEEKLY, `byday` its days,
 *   `opens_at` / `closes_at` with the zone's UTC offset on `date`, `timezone` that offset in
 *   hours); the description names the IANA zone (the offset changes with daylight saving time)
 *   and carries the note.
 * - `{ kind: 'varies' }` and hours in plain words: one schedule with only a description.
 * - no hours: no schedule (Harbor never guesses).
 */
export function hoursToSchedules(hours: HoursInput, serviceId: string, date: Date): HsdsSchedule[] {
  if (hours === undefined) return [];
  const id = (n: number) => stableUuid(`schedule:${serviceId}:${n}`);
  if (typeof hours === 'string') return [{ id: id(0), service_id: serviceId, description: hours }];
  switch (hours.kind) {
    case 'always':
      return [
        {
          id: id(0),
          service_id: serviceId,
          freq: 'WEEKLY',
          byday: ALL_DAYS,
          opens_at: '00:00',
          closes_at: '23:59',
          description: 'Open 24 hours a day, 7 days a week.',
        },
      ];
    case 'varies':
      return [{ id: id(0), service_id: serviceId, description: hours.note }];
    case 'weekly': {
      const minutes = zoneOffset(date, hours.timeZone);
      const suffix = offsetSuffix(minutes);
      const day = date.toISOString().slice(0, 10);
      const zone = `Times are ${hours.timeZone} time (UTC${suffix === 'Z' ? '' : suffix} on ${day}).`;
      return hours.periods.map((period, n) => ({
        id: id(n),
        service_id: serviceId,
        freq: 'WEEKLY',
        byday: byday(period),
        opens_at: `${period.opens}${suffix}`,
        closes_at: `${period.closes}${suffix}`,
        timezone: minutes / 60,
        description: hours.note ? `${hours.note} ${zone}` : zone,
      }));
    }
  }
}

/** The HSDS phone type of a way in. */
function phoneType(way: OtherWay): HsdsPhone['type'] {
  if (way.text) return 'text';
  if (way.kind === 'tty') return 'textphone';
  if (way.kind === 'videophone') return 'video';
  return 'voice';
}

function metadataFor(
  source: FactSource,
  resource: { id: string; type: HsdsMetadata['resource_type'] },
  fieldName: string,
  n: number,
): HsdsMetadata {
  return {
    id: stableUuid(`metadata:${resource.type}:${resource.id}:${n}`),
    resource_id: resource.id,
    resource_type: resource.type,
    last_action_date: source.checked,
    last_action_type: source.confirmed === 'second-hand' ? 'verified second-hand' : 'verified',
    field_name: fieldName,
    previous_value: '',
    replacement_value: source.quote,
    updated_by: source.url,
  };
}

function fromResource(resource: HsdsResource, country: string): ServiceInput {
  const website = resource.url ? originOf(resource.url) : undefined;
  return {
    key: `resource:${resource.id}`,
    name: resource.name,
    offers: resource.offers,
    forWhom: resource.forWhom,
    url: resource.url,
    hours: resource.hours,
    languages: resource.languages,
    phone: resource.phone,
    text: resource.text,
    otherWays: resource.otherWays,
    source: resource.source,
    alsoSources: resource.alsoSources,
    countries: [country],
    organization: resource.url
      ? { key: `host:${hostOf(resource.url)}`, website }
      : { key: `service:${resource.id}`, name: resource.name },
  };
}

function fromLine(line: HsdsLine, code: string, countryName: string): ServiceInput {
  const emergency = line.kind === 'emergency' || (!line.url && /^Emergency/i.test(line.name));
  const name = emergency ? `${line.name} (${countryName})` : line.name;
  return {
    key: `line:${code}:${line.name}`,
    name,
    offers: line.offers,
    url: line.url,
    hours: line.hours,
    languages: line.languages,
    phone: line.phone,
    text: line.text,
    otherWays: line.otherWays,
    source: line.source,
    alsoSources: line.alsoSources,
    countries: [code],
    organization: line.url
      ? { key: `host:${hostOf(line.url)}`, website: originOf(line.url) }
      : { key: `line:${code}:${line.name}`, name },
  };
}

/**
 * Harbor's directory (and, with `options.countryLines`, its crisis lines by country) as Open
 * Referral HSDS 3.1 objects, in HSDS's tabular form: flat records that point at each other by id.
 * Ids are UUIDs derived from each record's place in Harbor's data, so they stay the same from one
 * publication to the next.
 *
 * - `organizations`: one per website (host) the services are on, named after its service (or, for
 *   a website with several, after the website: Harbor doesn't record organisations' legal names);
 *   a line with no website (an emergency number) is its own organisation.
 * - `services`: `description` is what it offers, `eligibility_description` who it is for,
 *   `assured_date` the day its main source was read (`source.checked`), `status` `active`.
 * - `phones`: the main number (`voice`), the text line (`text`), and each other way in with a
 *   number (TTY `textphone`, videophone `video`, text `text`, Spanish `voice`); ways in that are
 *   only a web page (chat, ASL video) are not phones and are left out.
 * - `schedules`: see `hoursToSchedules`. `languages`: each BCP 47 tag of the service, and the
 *   language of each non-English way in (on its phone). `service_areas`: the country (or
 *   countries) a service is for.
 * - `metadata`: one record per source, with its URL and quote (mapping in `HsdsMetadata`).
 *
 * @param resources - the directory's services (`resources.ts`), or hand-made ones in tests.
 * @param options - crisis lines by country, country names, the directory's country, the date.
 * @returns one array per HSDS object type, each sorted by id.
 */
export function toHsds(
  resources: readonly HsdsResource[],
  options: ToHsdsOptions = {},
): HsdsExport {
  const date = options.generatedAt ?? new Date();
  const directoryCountry = options.directoryCountry ?? 'US';
  const countryName = (code: string) =>
    options.countries?.find((country) => country.code === code)?.name ?? code;

  const inputs: ServiceInput[] = resources.map((resource) =>
    fromResource(resource, directoryCountry),
  );
  for (const { code, lines } of options.countryLines ?? []) {
    for (const line of lines as readonly HsdsLine[]) {
      const same = inputs.find(
        (input) =>
          input.key.startsWith('resource:') &&
          (input.name === line.name || (line.url !== undefined && input.url === line.url)),
      );
      if (same) {
        if (!same.countries.includes(code)) same.countries.push(code);
        continue;
      }
      const existing = inputs.find((input) => input.key === `line:${code}:${line.name}`);
      if (!existing) inputs.push(fromLine(line, code, countryName(code)));
    }
  }

  const out: HsdsExport = {
    organizations: [],
    services: [],
    phones: [],
    schedules: [],
    languages: [],
    service_areas: [],
    metadata: [],
  };
  const lastModified = date.toISOString();

  // Organisations: one per key, named after its one service, else after its website.
  const byOrganization = new Map<string, ServiceInput[]>();
  for (const input of inputs) {
    const list = byOrganization.get(input.organization.key) ?? [];
    list.push(input);
    byOrganization.set(input.organization.key, list);
  }
  const organizationIds = new Map<string, string>();
  for (const [key, services] of byOrganization) {
    const first = services[0] as ServiceInput;
    const id = stableUuid(`organization:${key}`);
    organizationIds.set(key, id);
    const website = first.organization.website;
    const name =
      services.length === 1 || !website
        ? (first.organization.name ?? first.name)
        : new URL(website).hostname.replace(/^www\./, '');
    const organization: HsdsOrganization = {
      id,
      name,
      description: `Runs ${services.map((service) => service.name).join('; ')}.`,
      ...(website ? { website } : {}),
    };
    out.organizations.push(organization);
  }

  for (const input of inputs) {
    const serviceId = stableUuid(`service:${input.key}`);
    const service: HsdsService = {
      id: serviceId,
      organization_id: organizationIds.get(input.organization.key) as string,
      name: input.name,
      description: input.offers,
      ...(input.url ? { url: input.url } : {}),
      status: 'active',
      ...(input.forWhom ? { eligibility_description: input.forWhom } : {}),
      assured_date: input.source.checked,
      last_modified: lastModified,
    };
    out.services.push(service);

    const counts = new Map<string, number>();
    /** One metadata record per source, and one more for a second-hand fact's second report. */
    const addSource = (
      source: FactSource,
      resource: { id: string; type: HsdsMetadata['resource_type'] },
      fieldName: string,
    ) => {
      const second = source.alsoReportedBy ? [{ ...source, ...source.alsoReportedBy }] : [];
      for (const report of [source, ...second]) {
        const n = counts.get(resource.id) ?? 0;
        counts.set(resource.id, n + 1);
        out.metadata.push(metadataFor(report, resource, fieldName, n));
      }
    };
    addSource(input.source, { id: serviceId, type: 'service' }, 'url, phones, schedules');
    for (const also of input.alsoSources ?? []) {
      addSource(also, { id: serviceId, type: 'service' }, 'description, schedules');
    }

    const phoneId = (n: number) => stableUuid(`phone:${input.key}:${n}`);
    if (input.phone) {
      out.phones.push({
        id: phoneId(0),
        service_id: serviceId,
        number: input.phone.tel,
        type: 'voice',
        description: `Call ${input.phone.display}`,
      });
    }
    if (input.text) {
      const display = input.text.display;
      out.phones.push({
        id: phoneId(1),
        service_id: serviceId,
        number: input.text.number,
        type: 'text',
        description: /^text\b/i.test(display) ? display : `Text ${display}`,
      });
    }
    (input.otherWays ?? []).forEach((way, n) => {
      const number = way.phone?.tel ?? way.text?.number;
      if (!number) return;
      const id = phoneId(n + 2);
      out.phones.push({
        id,
        service_id: serviceId,
        number,
        type: phoneType(way),
        description: way.label,
      });
      addSource(way.source, { id, type: 'phone' }, 'number');
      if (way.lang) out.languages.push(languageRecord(way.lang, { phone_id: id }, id));
    });

    out.schedules.push(...hoursToSchedules(input.hours, serviceId, date));
    for (const tag of input.languages ?? []) {
      out.languages.push(languageRecord(tag, { service_id: serviceId }, serviceId));
    }
    for (const code of input.countries) {
      out.service_areas.push({
        id: stableUuid(`service_area:${serviceId}:${code}`),
        service_id: serviceId,
        name: countryName(code),
        uri: `urn:iso:std:iso:3166:-1:${code}`,
      });
    }
  }

  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  for (const list of Object.values(out) as { id: string }[][]) list.sort(byId);
  return out;
}
