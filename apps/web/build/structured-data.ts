/**
 * Structured data (schema.org JSON-LD) for the prerendered pages, made from the same data the
 * pages and the open data export show (issue 29):
 *
 * - every page that has any: Harbor itself, as an `NGO`;
 * - /get-help and each hub: a `ContactPoint` for each crisis line shown there (the US lines, which
 *   the prerendered page shows), with its hours (`hoursAvailable`), languages
 *   (`availableLanguage`) and `HearingImpairedSupported` where it has a TTY or videophone number;
 * - /resources: a `Service` for each listing, its ways in as `ServiceChannel`s (`servicePhone`,
 *   `serviceSmsNumber`, `serviceUrl`);
 * - each blog post: an `Article`; hubs and posts: a `BreadcrumbList`.
 *
 * The data goes into the page as one `<script type="application/ld+json">` data block (see
 * `jsonLdScript`): a data block is never run, so the CSP needs no hash or nonce for it
 * (hosting-rules.mjs leaves it out of `script-src`). Types are checked against `schema-dts`.
 */
import {
  structuredHours,
  type CrisisLine,
  type HoursInput,
  type OtherWay,
  type Resource,
  type ServiceHours,
  type Weekday,
} from '@harbor-help/challenges';
import type {
  Article,
  BreadcrumbList,
  ContactPoint,
  DayOfWeek,
  Graph,
  NGO,
  OpeningHoursSpecification,
  Service,
  ServiceChannel,
  Thing,
} from 'schema-dts';

/** What a listing or a line carries that the structured data reads (hours and languages too). */
type WithHoursAndLanguages = { hours?: HoursInput; languages?: readonly string[] };

/** A crisis line as the structured data reads it. */
export type LineInput = CrisisLine & WithHoursAndLanguages;

/** A directory service as the structured data reads it. */
export type ResourceInput = Omit<Resource, 'hours'> & WithHoursAndLanguages;

/** A blog post as the structured data reads it. */
export interface PostInput {
  slug: string;
  title: string;
  date: string;
  author: string;
  tags: readonly string[];
  summary: string;
}

const DAY: Readonly<Record<Weekday, DayOfWeek>> = {
  MO: 'https://schema.org/Monday',
  TU: 'https://schema.org/Tuesday',
  WE: 'https://schema.org/Wednesday',
  TH: 'https://schema.org/Thursday',
  FR: 'https://schema.org/Friday',
  SA: 'https://schema.org/Saturday',
  SU: 'https://schema.org/Sunday',
};

const EVERY_DAY = Object.values(DAY);

/** The one id of Harbor's own node, so other nodes can name it as their publisher. */
export function harborId(site: string): string {
  return `${site}/#harbor`;
}

/** Harbor itself. */
export function harbor(site: string, description: string): NGO {
  return {
    '@type': 'NGO',
    '@id': harborId(site),
    name: 'Harbor',
    url: `${site}/`,
    description,
  };
}

/**
 * Structured hours as opening hours: 24/7 is every day from 00:00 to 23:59, weekly hours one
 * entry per period (schema.org has no time zone here: the times are the service's own). Hours
 * that vary, hours in plain words and unknown hours give none.
 */
export function hoursAvailable(hours: HoursInput): OpeningHoursSpecification[] | undefined {
  const structured: ServiceHours | undefined = structuredHours(hours);
  if (!structured || structured.kind === 'varies') return undefined;
  if (structured.kind === 'always') {
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: EVERY_DAY,
        opens: '00:00',
        closes: '23:59',
      },
    ];
  }
  return structured.periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: period.days.map((day) => DAY[day]),
    opens: period.opens,
    closes: period.closes === '24:00' ? '23:59' : period.closes,
  }));
}

/** The languages a line or service is given in: its own list, and the language of each way in. */
export function languagesOf(item: WithHoursAndLanguages & { otherWays?: readonly OtherWay[] }) {
  const tags = [
    ...(item.languages ?? []),
    ...(item.otherWays ?? []).flatMap((way) => way.lang ?? []),
  ];
  return [...new Set(tags)];
}

/** Whether Deaf and hard-of-hearing callers have a way in: a TTY or a videophone number. */
function hearingImpairedSupported(ways: readonly OtherWay[] | undefined): boolean {
  return (ways ?? []).some(
    (way) => (way.kind === 'tty' || way.kind === 'videophone') && way.phone !== undefined,
  );
}

/** Leaves out the keys whose value is undefined or an empty list. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) => entry !== undefined && !(Array.isArray(entry) && entry.length === 0),
    ),
  ) as T;
}

/** One crisis line as a `ContactPoint`. */
export function contactPoint(line: LineInput, areaServed: string): ContactPoint {
  const languages = languagesOf(line);
  return defined<ContactPoint>({
    '@type': 'ContactPoint',
    name: line.name,
    description: line.offers,
    contactType: line.url ? 'crisis line' : 'emergency',
    telephone: line.phone?.tel,
    url: line.url,
    areaServed,
    availableLanguage: languages.length > 0 ? languages : undefined,
    contactOption: hearingImpairedSupported(line.otherWays)
      ? 'https://schema.org/HearingImpairedSupported'
      : undefined,
    hoursAvailable: hoursAvailable(line.hours),
  });
}

/** A service's ways in: the main phone, text and web address, then each TTY or videophone. */
function channels(resource: ResourceInput): ServiceChannel[] {
  const languages = languagesOf(resource);
  const hours = hoursAvailable(resource.hours);
  const main = defined<ServiceChannel>({
    '@type': 'ServiceChannel',
    name: resource.name,
    servicePhone: resource.phone
      ? defined<ContactPoint>({
          '@type': 'ContactPoint',
          telephone: resource.phone.tel,
          hoursAvailable: hours,
          availableLanguage: languages.length > 0 ? languages : undefined,
        })
      : undefined,
    serviceSmsNumber: resource.text
      ? defined<ContactPoint>({
          '@type': 'ContactPoint',
          telephone: resource.text.number,
          description: resource.text.body
            ? `Text ${resource.text.body} to ${resource.text.number}`
            : undefined,
          hoursAvailable: hours,
        })
      : undefined,
    serviceUrl: resource.url,
  });
  const accessible = (resource.otherWays ?? [])
    .filter((way) => (way.kind === 'tty' || way.kind === 'videophone') && way.phone)
    .map((way): ServiceChannel => ({
      '@type': 'ServiceChannel',
      name: way.label,
      servicePhone: {
        '@type': 'ContactPoint',
        telephone: way.phone?.tel as string,
        contactOption: 'https://schema.org/HearingImpairedSupported',
      },
    }));
  return [main, ...accessible];
}

/** One listing of the directory as a `Service`. */
export function service(resource: ResourceInput, site: string, areaServed: string): Service {
  return defined<Service>({
    '@type': 'Service',
    '@id': `${site}/resources#${resource.id}`,
    name: resource.name,
    description: resource.offers,
    audience: { '@type': 'Audience', audienceType: resource.forWhom },
    areaServed,
    url: resource.url,
    provider: resource.url
      ? { '@type': 'Organization', url: new URL(resource.url).origin }
      : undefined,
    availableChannel: channels(resource),
  });
}

/** A `BreadcrumbList` from the home page down to the page: `[name, path]` pairs. */
export function breadcrumbs(
  trail: readonly (readonly [name: string, path: string])[],
  site: string,
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: path === '/' ? `${site}/` : `${site}${path}`,
    })),
  };
}

/** A blog post as an `Article`, published by Harbor. */
export function article(post: PostInput, site: string): Article {
  const url = `${site}/blog/${post.slug}`;
  return {
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    author: /\bHarbor\b/.test(post.author)
      ? { '@type': 'Organization', name: post.author }
      : { '@type': 'Person', name: post.author },
    publisher: { '@id': harborId(site) },
    url,
    mainEntityOfPage: url,
    inLanguage: 'en',
    keywords: post.tags.join(', '),
  };
}

/** What the structured data of any page is made from. */
export interface StructuredDataInput {
  site: string;
  description: string;
  /** The US crisis lines (`CRISIS_LINES`), as /get-help and the hubs show them prerendered. */
  crisisLines: readonly LineInput[];
  /** The directory (`resources`), whose listings give the lines their hours and languages. */
  resources: readonly ResourceInput[];
  posts: readonly PostInput[];
  /** Each hub's title, by slug (the hubs only, not the check-ins). */
  hubTitles: Readonly<Record<string, string>>;
}

/** A crisis line with the hours and languages of its directory listing, where it has one. */
function withListing(line: LineInput, resources: readonly ResourceInput[]): LineInput {
  const listing = resources.find(
    (resource) => resource.name === line.name || (line.url && resource.url === line.url),
  );
  return {
    ...line,
    hours: line.hours ?? listing?.hours,
    languages: line.languages ?? listing?.languages,
  };
}

/** The structured data of the page at `pathname`, or null when it has none. */
export function structuredDataFor(pathname: string, input: StructuredDataInput): Graph | null {
  const { site } = input;
  const nodes: Thing[] = [harbor(site, input.description)];
  const lines = () =>
    input.crisisLines.map((line) => contactPoint(withListing(line, input.resources), 'US'));

  const hub = /^\/challenges\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  if (pathname === '/' || pathname === '/about') {
    // Harbor alone.
  } else if (pathname === '/get-help') {
    nodes.push(...lines());
  } else if (pathname === '/resources') {
    nodes.push(...input.resources.map((resource) => service(resource, site, 'US')));
  } else if (hub && input.hubTitles[hub]) {
    const title = input.hubTitles[hub] as string;
    nodes.push(
      breadcrumbs(
        [
          ['Home', '/'],
          ['Explore', '/explore'],
          [title, pathname],
        ],
        site,
      ),
      ...lines(),
    );
  } else if (post) {
    const found = input.posts.find((candidate) => candidate.slug === post);
    if (!found) return null;
    nodes.push(
      article(found, site),
      breadcrumbs(
        [
          ['Home', '/'],
          ['Blog', '/blog'],
          [found.title, pathname],
        ],
        site,
      ),
    );
  } else {
    return null;
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The JSON-LD as an HTML data block. `<`, `>` and `&` are written as `\u003c`, `\u003e` and
 * `\u0026` (and U+2028/2029 escaped), so no text in the data can close the element or start markup;
 * the JSON reads the same.
 */
export function jsonLdScript(data: Graph): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
