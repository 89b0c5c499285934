// The pages' schema.org JSON-LD (build/structured-data.ts): typed against schema-dts (a wrong
// property or type fails `tsc -p build`), escaped for HTML, and never a CSP hash.
import {
  CRISIS_LINES,
  HUB_SLUGS,
  challenges,
  loadOpenDataInput,
  type ServiceHours,
} from '@harbor-help/challenges';
import type {
  Article,
  BreadcrumbList,
  ContactPoint,
  Graph,
  OpeningHoursSpecification,
  Service,
  Thing,
} from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './hosting-rules.mjs';
import {
  contactPoint,
  hoursAvailable,
  jsonLdScript,
  service,
  structuredDataFor,
  type LineInput,
  type ResourceInput,
  type StructuredDataInput,
} from './structured-data';

const { resources } = await loadOpenDataInput();

const SITE = 'https://harbor.example';
const SOURCE = { url: 'https://example.org', checked: '2026-11-20', quote: 'Call us.' };

const INPUT: StructuredDataInput = {
  site: SITE,
  description: 'Harbor helps.',
  crisisLines: CRISIS_LINES,
  resources,
  posts: [
    {
      slug: 'a-post',
      title: 'A post about </script> & <b>',
      date: '2026-11-01',
      author: 'Harbor team',
      tags: ['asking-for-help'],
      summary: 'A summary.',
    },
  ],
  hubTitles: Object.fromEntries(HUB_SLUGS.map((slug) => [slug, challenges[slug].title])),
};

function nodes(graph: Graph | null, type: string): Thing[] {
  return (graph?.['@graph'] ?? []).filter(
    (node) => typeof node === 'object' && (node as { '@type'?: string })['@type'] === type,
  );
}

describe('hours as schema.org opening hours', () => {
  it('gives 24/7 every day, all day', () => {
    const expected: OpeningHoursSpecification[] = [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
          'https://schema.org/Sunday',
        ],
        opens: '00:00',
        closes: '23:59',
      },
    ];
    expect(hoursAvailable({ kind: 'always' })).toEqual(expected);
  });

  it('gives weekly hours one entry per period, and nothing for hours in words or that vary', () => {
    const weekly: ServiceHours = {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [
        { days: ['MO', 'FR'], opens: '10:00', closes: '22:00' },
        { days: ['SA'], opens: '20:00', closes: '24:00' },
      ],
    };
    expect(hoursAvailable(weekly)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Friday'],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '20:00',
        closes: '23:59',
      },
    ]);
    expect(hoursAvailable('24/7')).toBeUndefined();
    expect(hoursAvailable({ kind: 'varies', note: 'By office.' })).toBeUndefined();
    expect(hoursAvailable(undefined)).toBeUndefined();
  });
});

describe('a crisis line as a ContactPoint', () => {
  it('has its number, hours, languages, and HearingImpairedSupported with a TTY', () => {
    const line: LineInput = {
      name: 'Made-up Line',
      offers: 'Someone to talk to.',
      phone: { display: '1-800-555-0100', tel: '+18005550100' },
      url: 'https://example.org',
      hours: { kind: 'always' },
      languages: ['en'],
      otherWays: [
        {
          kind: 'tty',
          label: 'TTY 1-800-555-0199',
          phone: { display: '1-800-555-0199', tel: '+18005550199' },
          source: SOURCE,
        },
        { kind: 'spanish', label: 'Marque 2', lang: 'es', source: SOURCE },
      ],
      source: SOURCE,
    };
    const expected: ContactPoint = {
      '@type': 'ContactPoint',
      name: 'Made-up Line',
      description: 'Someone to talk to.',
      contactType: 'crisis line',
      telephone: '+18005550100',
      url: 'https://example.org',
      areaServed: 'US',
      availableLanguage: ['en', 'es'],
      contactOption: 'https://schema.org/HearingImpairedSupported',
      hoursAvailable: hoursAvailable({ kind: 'always' }),
    };
    expect(contactPoint(line, 'US')).toEqual(expected);
  });

  it('leaves out what a line does not have', () => {
    const point = contactPoint({ name: 'Text line', offers: 'Text us.', source: SOURCE }, 'US');
    expect(point).toEqual({
      '@type': 'ContactPoint',
      name: 'Text line',
      description: 'Text us.',
      contactType: 'emergency',
      areaServed: 'US',
    });
  });
});

describe('a listing as a Service', () => {
  it('has a ServiceChannel with its phone, text number and web address, and one per TTY', () => {
    const resource: ResourceInput = {
      id: 'made-up',
      name: 'Made-up Line',
      offers: 'Help.',
      forWhom: 'Anyone.',
      kinds: ['hotline'],
      challenges: ['mental-health'],
      phone: { display: '1-800-555-0100', tel: '+18005550100' },
      text: { display: 'Text HELLO to 55555', number: '55555', body: 'HELLO' },
      url: 'https://example.org/help',
      hours: { kind: 'always' },
      otherWays: [
        {
          kind: 'tty',
          label: 'TTY 1-800-555-0199',
          phone: { display: '1-800-555-0199', tel: '+18005550199' },
          source: SOURCE,
        },
      ],
      source: SOURCE,
    };
    const expected: Service = {
      '@type': 'Service',
      '@id': `${SITE}/resources#made-up`,
      name: 'Made-up Line',
      description: 'Help.',
      audience: { '@type': 'Audience', audienceType: 'Anyone.' },
      areaServed: 'US',
      url: 'https://example.org/help',
      provider: { '@type': 'Organization', url: 'https://example.org' },
      availableChannel: [
        {
          '@type': 'ServiceChannel',
          name: 'Made-up Line',
          servicePhone: {
            '@type': 'ContactPoint',
            telephone: '+18005550100',
            hoursAvailable: hoursAvailable({ kind: 'always' }),
          },
          serviceSmsNumber: {
            '@type': 'ContactPoint',
            telephone: '55555',
            description: 'Text HELLO to 55555',
            hoursAvailable: hoursAvailable({ kind: 'always' }),
          },
          serviceUrl: 'https://example.org/help',
        },
        {
          '@type': 'ServiceChannel',
          name: 'TTY 1-800-555-0199',
          servicePhone: {
            '@type': 'ContactPoint',
            telephone: '+18005550199',
            contactOption: 'https://schema.org/HearingImpairedSupported',
          },
        },
      ],
    };
    expect(service(resource, SITE, 'US')).toEqual(expected);
  });
});

describe('the structured data of each page', () => {
  it('lists the US crisis lines on /get-help, 988 with its videophone and Spanish ways', () => {
    const graph = structuredDataFor('/get-help', INPUT);
    const points = nodes(graph, 'ContactPoint') as ContactPoint[];
    expect(points.map((point) => (point as { name: string }).name)).toEqual(
      CRISIS_LINES.map((line) => line.name),
    );
    const hotline = points.find(
      (point) => (point as { name: string }).name === 'National Domestic Violence Hotline',
    );
    expect(hotline).toMatchObject({ contactOption: 'https://schema.org/HearingImpairedSupported' });
    const lifeline = points.find(
      (point) => (point as { name: string }).name === '988 Suicide & Crisis Lifeline',
    );
    // 988's videophone number is a way in for Deaf callers.
    expect(lifeline).toMatchObject({
      telephone: '988',
      contactOption: 'https://schema.org/HearingImpairedSupported',
      availableLanguage: expect.arrayContaining(['es']),
    });
    expect(nodes(graph, 'NGO')).toHaveLength(1);
  });

  it('lists every service of the directory on /resources', () => {
    const services = nodes(structuredDataFor('/resources', INPUT), 'Service');
    expect(services).toHaveLength(resources.length);
  });

  it('gives a hub its breadcrumbs and crisis lines, and a post its Article and breadcrumbs', () => {
    const hub = structuredDataFor('/challenges/mental-health', INPUT);
    const crumbs: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Explore', item: `${SITE}/explore` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Mental health',
          item: `${SITE}/challenges/mental-health`,
        },
      ],
    };
    expect(nodes(hub, 'BreadcrumbList')).toEqual([crumbs]);
    expect(nodes(hub, 'ContactPoint')).toHaveLength(CRISIS_LINES.length);

    const post = structuredDataFor('/blog/a-post', INPUT);
    const article: Article = {
      '@type': 'Article',
      headline: 'A post about </script> & <b>',
      description: 'A summary.',
      datePublished: '2026-11-01',
      author: { '@type': 'Organization', name: 'Harbor team' },
      publisher: { '@id': `${SITE}/#harbor` },
      url: `${SITE}/blog/a-post`,
      mainEntityOfPage: `${SITE}/blog/a-post`,
      inLanguage: 'en',
      keywords: 'asking-for-help',
    };
    expect(nodes(post, 'Article')).toEqual([article]);
    expect(nodes(post, 'BreadcrumbList')).toHaveLength(1);
  });

  it('has none on pages it does not describe', () => {
    expect(structuredDataFor('/login', INPUT)).toBeNull();
    expect(structuredDataFor('/blog/no-such-post', INPUT)).toBeNull();
  });
});

describe('the data block in the HTML', () => {
  const graph = structuredDataFor('/blog/a-post', INPUT) as Graph;
  const tag = jsonLdScript(graph);

  it('escapes < > & so nothing in the data can close the element', () => {
    const body = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&]/);
    expect(body).toContain('\\u003c/script\\u003e \\u0026 \\u003cb\\u003e');
    expect(JSON.parse(body)).toEqual(graph);
  });

  it('adds no hash to the CSP: the policy is the same with or without it', () => {
    const loader = '<script data-entry="/assets/index.js">go()</script>';
    expect(inlineScriptHashes(`<head>${tag}</head><body>${loader}</body>`)).toEqual(
      inlineScriptHashes(loader),
    );
    const csp = (html: string) => contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
    expect(csp(`${tag}${loader}`)).toBe(csp(loader));
    expect(csp(`${tag}${loader}`)).not.toMatch(/unsafe-inline|nonce-/);
    // Only that exact data type is left out: a script of any other type is hashed.
    expect(inlineScriptHashes(tag.replace('application/ld+json', 'module'))).toHaveLength(1);
  });
});
