import { describe, expect, it } from 'vitest';
import { HUB_SLUGS } from '../hubs/hub-slugs';
import { loadResources } from './load-resources';
import { parseClock } from './open-status';
import { RESOURCE_KINDS, isResourceKind } from './resource-types';
import { resources } from './resources';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIAL_STRING = /^\+?\d+$/;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('resources', () => {
  it('lists at least 20 services', () => {
    expect(resources.length).toBeGreaterThanOrEqual(20);
  });

  it('gives every service a unique kebab-case id', () => {
    const ids = resources.map((resource) => resource.id);
    for (const id of ids) {
      expect(id, id).toMatch(KEBAB_CASE);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every service a unique name', () => {
    const names = resources.map((resource) => resource.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('says what every service offers and who it is for', () => {
    for (const resource of resources) {
      expect(resource.name.trim(), resource.id).not.toBe('');
      expect(resource.offers.trim().length, resource.id).toBeGreaterThan(20);
      expect(resource.forWhom.trim().length, resource.id).toBeGreaterThan(5);
    }
  });

  it('files every service under at least one known kind, without repeats', () => {
    for (const resource of resources) {
      expect(resource.kinds.length, resource.id).toBeGreaterThan(0);
      expect(new Set(resource.kinds).size, resource.id).toBe(resource.kinds.length);
      for (const kind of resource.kinds) {
        expect(isResourceKind(kind), `${resource.id}: ${kind}`).toBe(true);
      }
    }
  });

  it('files every service under at least one hub, without repeats', () => {
    for (const resource of resources) {
      expect(resource.challenges.length, resource.id).toBeGreaterThan(0);
      expect(new Set(resource.challenges).size, resource.id).toBe(resource.challenges.length);
      for (const slug of resource.challenges) {
        expect(HUB_SLUGS, `${resource.id}: ${slug}`).toContain(slug);
      }
    }
  });

  it('gives every service a phone number, a text number or a web address', () => {
    for (const resource of resources) {
      const ways = [resource.phone, resource.text, resource.url].filter(Boolean);
      expect(ways.length, resource.id).toBeGreaterThan(0);
    }
  });

  it('writes every phone number as digits for a tel: link, with an optional leading +', () => {
    for (const resource of resources) {
      if (!resource.phone) continue;
      expect(resource.phone.tel, resource.id).toMatch(DIAL_STRING);
      expect(resource.phone.display.trim(), resource.id).not.toBe('');
      if (resource.phone.tel.startsWith('+1')) {
        expect(resource.phone.tel, resource.id).toHaveLength(12);
      }
    }
  });

  it('shows each US phone number with the same digits it dials', () => {
    for (const resource of resources) {
      if (!resource.phone?.tel.startsWith('+1')) continue;
      const shown = resource.phone.display.match(/1-\d{3}-\d{3}-\d{4}/)?.[0] ?? '';
      expect(`+${shown.replace(/-/g, '')}`, resource.id).toBe(resource.phone.tel);
    }
  });

  it('writes every text number as digits for an sms: link, with an optional leading +', () => {
    for (const resource of resources) {
      if (!resource.text) continue;
      expect(resource.text.number, resource.id).toMatch(DIAL_STRING);
      expect(resource.text.display.trim(), resource.id).not.toBe('');
      if (resource.text.body !== undefined) {
        expect(resource.text.body, resource.id).toMatch(/^[A-Za-z0-9]+$/);
        expect(resource.text.display, resource.id).toContain(resource.text.body);
      }
    }
  });

  it('links every web address over https', () => {
    for (const resource of resources) {
      if (resource.url === undefined) continue;
      expect(isHttpsUrl(resource.url), `${resource.id}: ${resource.url}`).toBe(true);
    }
  });

  it('keeps a dated, quoted https source for every service and every other way in', () => {
    for (const resource of resources) {
      const sources = [
        resource.source,
        ...(resource.alsoSources ?? []),
        ...(resource.otherWays ?? []).map((way) => way.source),
      ];
      for (const source of sources) {
        expect(isHttpsUrl(source.url), `${resource.id}: ${source.url}`).toBe(true);
        expect(source.checked, resource.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(source.quote.trim(), resource.id).not.toBe('');
      }
    }
  });

  it('gives every other way in a working link or plain words, with Spanish marked as Spanish', () => {
    for (const resource of resources) {
      for (const way of resource.otherWays ?? []) {
        expect(way.label.trim(), resource.id).not.toBe('');
        if (way.phone) expect(way.phone.tel, resource.id).toMatch(DIAL_STRING);
        if (way.text) expect(way.text.number, resource.id).toMatch(DIAL_STRING);
        if (way.url) expect(isHttpsUrl(way.url), resource.id).toBe(true);
        if (way.kind === 'spanish') expect(way.lang, `${resource.id}: ${way.label}`).toBe('es');
      }
    }
  });

  it('says how 211 texting works and that hours depend on where you live', () => {
    const twoOneOne = resources.find((resource) => resource.id === '211');
    expect(twoOneOne?.text?.number).toBe('898211');
    expect(twoOneOne?.text?.display).toMatch(/ZIP code to 898-211/);
    expect(twoOneOne?.offers).toMatch(/Hours.*depend on where you live/);
    expect(twoOneOne?.hours).toBeUndefined();
  });

  it('lists the Deaf and hard-of-hearing ways into the lines that have them', () => {
    const ways = (id: string) =>
      resources.find((resource) => resource.id === id)?.otherWays?.map((way) => way.label) ?? [];
    expect(ways('domestic-violence-hotline')).toContain('TTY 1-800-787-3224');
    expect(ways('samhsa-helpline')).toContain('TTY 1-800-487-4889');
    expect(ways('988-lifeline').join(' ')).toMatch(/ASL/);
    expect(ways('988-lifeline').join(' ')).toMatch(/videophone/);
    expect(ways('disaster-distress-helpline').join(' ')).toMatch(/videophone \(ASL\)/);
  });

  it('offers the Spanish options that the owners offer', () => {
    for (const id of [
      '988-lifeline',
      'crisis-text-line',
      'samhsa-helpline',
      'disaster-distress-helpline',
    ]) {
      const resource = resources.find((candidate) => candidate.id === id);
      expect(
        resource?.otherWays?.some((way) => way.kind === 'spanish'),
        id,
      ).toBe(true);
    }
  });

  it('marks as crisis lines only services answered 24/7 by phone or text', () => {
    const crisisLines = resources.filter((resource) => resource.crisis);
    expect(crisisLines.length).toBeGreaterThanOrEqual(5);
    // Anything marked 24/7 must say so on its owner's page; see its source quotes.
    for (const resource of crisisLines) {
      expect(resource.hours, resource.id).toEqual({ kind: 'always' });
      expect(resource.phone ?? resource.text, resource.id).toBeDefined();
    }
  });

  it('takes its hours from a quote of the owner: 24/7, or the days and times of weekly hours', () => {
    for (const resource of resources) {
      const hours = resource.hours;
      if (!hours) continue;
      const quotes = [resource.source, ...(resource.alsoSources ?? [])].map(
        (source) => source.quote,
      );
      if (hours.kind === 'always') {
        expect(
          quotes.some((quote) => /24\/7|24 hours a day|24-hour-a-day/i.test(quote)),
          resource.id,
        ).toBe(true);
      } else if (hours.kind === 'weekly') {
        expect(isValidTimeZone(hours.timeZone), resource.id).toBe(true);
        for (const period of hours.periods) {
          expect(period.days.length, resource.id).toBeGreaterThan(0);
          expect(parseClock(period.opens), resource.id).not.toBeNull();
          expect(parseClock(period.closes), resource.id).not.toBeNull();
          // The quote names the opening hour ("10 a.m.", "8:00 AM").
          const opens = Number(period.opens.slice(0, 2)) % 12 || 12;
          expect(
            quotes.some((quote) => new RegExp(`\\b${opens}(:00)? ?(a\\.m\\.|AM)`, 'i').test(quote)),
            resource.id,
          ).toBe(true);
        }
      }
    }
  });

  it('lists only languages a source states, as BCP 47 codes, with that source', () => {
    const withLanguages = resources.filter((resource) => resource.languages);
    expect(withLanguages.length).toBeGreaterThanOrEqual(5);
    for (const resource of resources) {
      if (!resource.languages) {
        expect(resource.languagesSource, resource.id).toBeUndefined();
        continue;
      }
      expect(resource.languages.length, resource.id).toBeGreaterThan(0);
      for (const code of resource.languages) {
        expect(Intl.getCanonicalLocales(code)[0], resource.id).toBe(code);
      }
      const quote = resource.languagesSource?.quote ?? '';
      expect(quote, resource.id).not.toBe('');
      if (resource.languages.includes('es')) expect(quote, resource.id).toMatch(/Spanish|Español/);
    }
  });

  it('covers every kind of help', () => {
    for (const kind of RESOURCE_KINDS) {
      const count = resources.filter((resource) => resource.kinds.includes(kind)).length;
      expect(count, kind).toBeGreaterThanOrEqual(2);
    }
  });

  it('covers every hub with several services', () => {
    for (const slug of HUB_SLUGS) {
      const count = resources.filter((resource) => resource.challenges.includes(slug)).length;
      expect(count, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('includes the Trevor Project for LGBTQ+ young people: call, text and chat, 24/7', () => {
    const trevor = resources.find((resource) => resource.id === 'trevor-project');
    expect(trevor?.phone?.tel).toBe('+18664887386');
    expect(trevor?.text?.number).toBe('678678');
    expect(trevor?.text?.body).toBe('START');
    expect(trevor?.otherWays?.some((way) => way.kind === 'chat')).toBe(true);
    expect(trevor?.crisis).toBe(true);
    // 988's own LGBTQ+ option ("press 3") ended in July 2025; the listing says so.
    expect(trevor?.offers).toMatch(/July 2025.*press 3/);
    expect(trevor?.source.confirmed).toBe('second-hand');
  });

  it("shows Childhelp's and the Maternal Mental Health Hotline's numbers, not just their websites", () => {
    const childhelp = resources.find((resource) => resource.id === 'childhelp-hotline');
    expect(childhelp?.phone?.tel).toBe('+18004224453');
    expect(childhelp?.text?.number).toBe('+18004224453');
    const maternal = resources.find((resource) => resource.id === 'maternal-mental-health-hotline');
    expect(maternal?.phone?.tel).toBe('+18338526262');
    expect(maternal?.text?.number).toBe('+18338526262');
    for (const resource of resources) {
      expect(resource.offers, resource.id).not.toMatch(/website has the number/);
    }
  });

  it('includes the 988 Suicide & Crisis Lifeline as a crisis line', () => {
    const lifeline = resources.find((resource) => resource.id === '988-lifeline');
    expect(lifeline?.phone?.tel).toBe('988');
    expect(lifeline?.text?.number).toBe('988');
    expect(lifeline?.crisis).toBe(true);
  });
});

describe('loadResources', () => {
  it('resolves to the full list of services', async () => {
    await expect(loadResources()).resolves.toBe(resources);
  });
});

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
