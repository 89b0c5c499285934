import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import languageSchema from '../../hsds-schema/language.schema.json';
import metadataSchema from '../../hsds-schema/metadata.schema.json';
import organizationSchema from '../../hsds-schema/organization.schema.json';
import phoneSchema from '../../hsds-schema/phone.schema.json';
import scheduleSchema from '../../hsds-schema/schedule.schema.json';
import serviceAreaSchema from '../../hsds-schema/service_area.schema.json';
import serviceSchema from '../../hsds-schema/service.schema.json';
import { COUNTRIES } from '../country/countries';
import { COUNTRY_LINES } from '../resources/country-lines';
import { resources } from '../resources/resources';
import { HSDS_OBJECT_TYPES, type HsdsExport } from './hsds-types';
import { stableUuid } from './stable-id';
import { hoursToSchedules, toHsds, type HsdsResource } from './to-hsds';

/** Harbor's JSON Schema for each file of the export (packages/challenges/hsds-schema/). */
const SCHEMAS: Record<keyof HsdsExport, object> = {
  organizations: organizationSchema,
  services: serviceSchema,
  phones: phoneSchema,
  schedules: scheduleSchema,
  languages: languageSchema,
  service_areas: serviceAreaSchema,
  metadata: metadataSchema,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function validators(): Record<keyof HsdsExport, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, strict: true });
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('uri', (value: string) => /^https?:\/\//.test(value) && URL.canParse(value));
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  return Object.fromEntries(
    HSDS_OBJECT_TYPES.map((type) => [type, ajv.compile(SCHEMAS[type])]),
  ) as Record<keyof HsdsExport, ValidateFunction>;
}

function expectValid(data: HsdsExport): void {
  const validate = validators();
  for (const type of HSDS_OBJECT_TYPES) {
    const ok = validate[type](data[type]);
    expect(validate[type].errors ?? [], type).toEqual([]);
    expect(ok).toBe(true);
  }
}

const SOURCE = {
  url: 'https://example.org/help',
  checked: '2026-11-20',
  quote: 'Call us any time.',
};

/** A made-up service, with only what a test needs. */
function service(overrides: Partial<HsdsResource> = {}): HsdsResource {
  return {
    id: 'made-up-line',
    name: 'Made-up Line',
    offers: 'Someone to talk to.',
    forWhom: 'Anyone.',
    kinds: ['hotline'],
    challenges: ['mental-health'],
    phone: { display: '1-800-555-0100', tel: '+18005550100' },
    url: 'https://example.org',
    source: SOURCE,
    ...overrides,
  };
}

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('toHsds: the whole of Harbor', () => {
  const data = toHsds(resources, {
    countryLines: COUNTRY_LINES,
    countries: COUNTRIES,
    generatedAt: WINTER,
  });

  it('validates against Harbor’s JSON Schemas for HSDS 3.1', () => {
    expectValid(data);
  });

  it('exports every directory service and the crisis lines of every country', () => {
    for (const resource of resources) {
      expect(data.services.map((s) => s.name)).toContain(resource.name);
    }
    const areas = new Set(data.service_areas.map((area) => area.uri));
    for (const { code } of COUNTRY_LINES)
      expect(areas).toContain(`urn:iso:std:iso:3166:-1:${code}`);
    expect(data.services.map((s) => s.name)).toContain('Samaritans');
  });

  it('gives each record a unique id and each link a record', () => {
    for (const type of HSDS_OBJECT_TYPES) {
      const ids = data[type].map((record) => record.id);
      expect(new Set(ids).size, type).toBe(ids.length);
    }
    const services = new Set(data.services.map((s) => s.id));
    const organizations = new Set(data.organizations.map((o) => o.id));
    const phones = new Set(data.phones.map((p) => p.id));
    for (const s of data.services) expect(organizations).toContain(s.organization_id);
    for (const p of data.phones) expect(services).toContain(p.service_id);
    for (const a of data.service_areas) expect(services).toContain(a.service_id);
    for (const m of data.metadata) {
      expect(m.resource_type === 'phone' ? phones : services).toContain(m.resource_id);
    }
  });

  it('exports a US crisis line that is also a directory service once', () => {
    expect(data.services.filter((s) => s.name === '988 Suicide & Crisis Lifeline')).toHaveLength(1);
  });

  it('dates each service by its source and keeps the source’s URL and quote', () => {
    const lifeline = resources.find((r) => r.id === '988-lifeline');
    const exported = data.services.find((s) => s.name === lifeline?.name);
    expect(exported?.assured_date).toBe(lifeline?.source.checked);
    const record = data.metadata.find(
      (m) => m.resource_id === exported?.id && m.field_name === 'url, phones, schedules',
    );
    expect(record).toMatchObject({
      updated_by: lifeline?.source.url,
      replacement_value: lifeline?.source.quote,
      last_action_date: lifeline?.source.checked,
      last_action_type: 'verified',
      previous_value: '',
    });
  });

  it('keeps both reports of a second-hand fact', () => {
    const secondHand = data.metadata.filter((m) => m.last_action_type === 'verified second-hand');
    expect(secondHand.length).toBeGreaterThan(0);
    const hosts = new Map<string, Set<string>>();
    for (const m of secondHand) {
      const key = `${m.resource_id} ${m.field_name}`;
      hosts.set(key, (hosts.get(key) ?? new Set()).add(new URL(m.updated_by).host));
    }
    for (const [key, found] of hosts) expect(found.size, key).toBeGreaterThanOrEqual(2);
  });

  it('is the same from one run to the next', () => {
    expect(
      toHsds(resources, { countryLines: COUNTRY_LINES, generatedAt: WINTER }).services,
    ).toEqual(toHsds(resources, { countryLines: COUNTRY_LINES, generatedAt: WINTER }).services);
  });
});

describe('toHsds: hand-made services', () => {
  it('maps 24/7 hours to one weekly schedule, every day', () => {
    const data = toHsds([service({ hours: { kind: 'always' } })], { generatedAt: WINTER });
    expect(data.schedules).toEqual([
      expect.objectContaining({
        freq: 'WEEKLY',
        byday: 'MO,TU,WE,TH,FR,SA,SU',
        opens_at: '00:00',
        closes_at: '23:59',
      }),
    ]);
    expectValid(data);
  });

  it('maps weekly hours to one schedule per period, with the zone’s offset on the day', () => {
    const hours = {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [
        { days: ['MO', 'TU', 'WE', 'TH', 'FR'], opens: '10:00', closes: '22:00' },
        { days: ['SA'], opens: '09:00', closes: '13:00' },
      ],
      note: 'Closed on federal holidays.',
    } as const;
    const data = toHsds([service({ hours })], { generatedAt: WINTER });
    expect(data.schedules.map(({ id: _id, service_id: _s, ...rest }) => rest)).toEqual(
      expect.arrayContaining([
        {
          freq: 'WEEKLY',
          byday: 'MO,TU,WE,TH,FR',
          opens_at: '10:00-05:00',
          closes_at: '22:00-05:00',
          timezone: -5,
          description:
            'Closed on federal holidays. Times are America/New_York time (UTC-05:00 on 2026-01-15).',
        },
        expect.objectContaining({ byday: 'SA', opens_at: '09:00-05:00', closes_at: '13:00-05:00' }),
      ]),
    );
    expect(data.schedules).toHaveLength(2);
    const summer = hoursToSchedules(hours, stableUuid('x'), SUMMER);
    expect(summer[0]).toMatchObject({ opens_at: '10:00-04:00', timezone: -4 });
    expectValid(data);
  });

  it('keeps hours that vary, and hours in plain words, as a description only', () => {
    const varies = toHsds([
      service({ hours: { kind: 'varies', note: 'Hours differ by office.' } }),
    ]);
    expect(varies.schedules.map(({ id: _id, service_id: _s, ...rest }) => rest)).toEqual([
      { description: 'Hours differ by office.' },
    ]);
    const words = toHsds([service({ hours: 'Monday to Friday, 8 a.m. to 9 p.m. Eastern' })]);
    expect(words.schedules.map(({ id: _id, service_id: _s, ...rest }) => rest)).toEqual([
      { description: 'Monday to Friday, 8 a.m. to 9 p.m. Eastern' },
    ]);
    expectValid(words);
  });

  it('writes no schedule for a service whose hours are not known', () => {
    expect(toHsds([service()]).schedules).toEqual([]);
  });

  it('maps BCP 47 languages to HSDS languages, and a Spanish way in to its phone', () => {
    const data = toHsds([
      service({
        languages: ['en', 'es-MX'],
        otherWays: [
          {
            kind: 'spanish',
            label: 'Llame y marque 2',
            lang: 'es',
            phone: { display: '1-800-555-0100', tel: '+18005550100' },
            source: SOURCE,
          },
          {
            kind: 'tty',
            label: 'TTY 1-800-555-0199',
            phone: { display: '1-800-555-0199', tel: '+18005550199' },
            source: { ...SOURCE, quote: 'TTY: 1-800-555-0199' },
          },
        ],
      }),
    ]);
    const rest = data.languages.map(({ id: _id, ...others }) => others);
    const serviceId = data.services[0]?.id;
    expect(rest).toEqual(
      expect.arrayContaining([
        { service_id: serviceId, name: 'English', code: 'en' },
        { service_id: serviceId, name: 'Spanish (Mexico)', code: 'es', note: 'BCP 47: es-MX' },
      ]),
    );
    const spanishPhone = data.phones.find((p) => p.description === 'Llame y marque 2');
    expect(rest).toContainEqual({ phone_id: spanishPhone?.id, name: 'Spanish', code: 'es' });
    expect(data.phones.find((p) => p.number === '+18005550199')?.type).toBe('textphone');
    expect(data.metadata.filter((m) => m.resource_type === 'phone')).toHaveLength(2);
    expectValid(data);
  });

  it('exports a country’s lines as services of their organisations, in that country', () => {
    const data = toHsds([], {
      countries: [{ code: 'GB', name: 'United Kingdom' }],
      countryLines: [
        {
          code: 'GB',
          lines: [
            {
              kind: 'emergency',
              name: 'Emergency services',
              offers: 'Call 999.',
              phone: { display: '999', tel: '999' },
              source: SOURCE,
            },
            {
              kind: 'crisis',
              name: 'Samaritans',
              offers: 'Talk to someone.',
              phone: { display: '116 123', tel: '116123' },
              url: 'https://www.samaritans.org',
              hours: '24/7',
              source: SOURCE,
            },
          ],
        },
      ],
    });
    expect(data.services.map((s) => s.name).sort()).toEqual([
      'Emergency services (United Kingdom)',
      'Samaritans',
    ]);
    expect(data.organizations.map((o) => o.name).sort()).toEqual([
      'Emergency services (United Kingdom)',
      'Samaritans',
    ]);
    expect(data.service_areas.map((a) => a.name)).toEqual(['United Kingdom', 'United Kingdom']);
    expect(data.schedules.map((s) => s.description)).toEqual(['24/7']);
    expectValid(data);
  });

  it('names an organisation with several services after its website', () => {
    const data = toHsds([
      service({ id: 'a', name: 'Line A', url: 'https://www.example.org/a' }),
      service({ id: 'b', name: 'Line B', url: 'https://example.org/b' }),
    ]);
    expect(data.organizations).toEqual([
      expect.objectContaining({ name: 'example.org', description: 'Runs Line A; Line B.' }),
    ]);
  });

  it('gives stable UUIDs', () => {
    expect(stableUuid('a')).toBe(stableUuid('a'));
    expect(stableUuid('a')).not.toBe(stableUuid('b'));
    expect(stableUuid('a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
