import { describe, expect, it } from 'vitest';
import { challenges } from '../challenge-content';
import { CHALLENGE_SLUGS } from '../challenge-slugs';
import { resources } from '../resources/resources';
import type { HubContent } from './hub-content-types';
import { HUB_SLUGS } from './hub-slugs';
import { loadHubContent } from './load-hub-content';

const resourceIds = new Set(resources.map((resource) => resource.id));

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every piece of reading text on a hub page, in page order. */
function readingText(hub: HubContent): string[] {
  return [
    hub.summary,
    ...hub.looksLike,
    ...hub.todaySteps,
    ...(hub.rights ?? []).flatMap((right) => [right.title, right.body]),
    ...(hub.myths ?? []).flatMap((myth) => [myth.myth, myth.fact]),
    hub.safetyNote ?? '',
  ].filter((text) => text !== '');
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
}

/** Sentences end with . ! or ? followed by a space or the end; titles count as one sentence. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?][”"’)]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
}

const hubs = await Promise.all(HUB_SLUGS.map((slug) => loadHubContent(slug)));

describe('loadHubContent', () => {
  it('loads the content filed under each hub slug', () => {
    HUB_SLUGS.forEach((slug, index) => {
      expect(hubs[index]?.slug).toBe(slug);
    });
  });

  it('loads the same content again on a second call', async () => {
    await expect(loadHubContent('legal')).resolves.toBe(hubs[HUB_SLUGS.indexOf('legal')]);
  });
});

describe.each(hubs.map((hub) => [hub.slug, hub] as const))('the %s hub', (slug, hub) => {
  it('uses the title and summary of its challenge page', () => {
    expect(hub.title).toBe(challenges[slug].title);
    expect(hub.summary).toBe(challenges[slug].summary);
  });

  it('describes what this can look like in at least five ways', () => {
    expect(hub.looksLike.length).toBeGreaterThanOrEqual(5);
    for (const item of hub.looksLike) expect(item.trim()).not.toBe('');
  });

  it('offers at least five concrete steps for today', () => {
    expect(hub.todaySteps.length).toBeGreaterThanOrEqual(5);
    for (const step of hub.todaySteps) expect(step.trim()).not.toBe('');
  });

  it('points to at least three existing services to get help now, without repeats', () => {
    expect(hub.helpNow.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hub.helpNow).size).toBe(hub.helpNow.length);
    for (const id of hub.helpNow) expect(resourceIds.has(id), id).toBe(true);
  });

  it('relates only existing services that are not already in help now', () => {
    expect(hub.relatedResourceIds.length).toBeGreaterThan(0);
    expect(new Set(hub.relatedResourceIds).size).toBe(hub.relatedResourceIds.length);
    for (const id of hub.relatedResourceIds) {
      expect(resourceIds.has(id), id).toBe(true);
      expect(hub.helpNow, id).not.toContain(id);
    }
  });

  it('relates only other, existing challenge pages, without repeats', () => {
    expect(hub.relatedSlugs.length).toBeGreaterThan(0);
    expect(hub.relatedSlugs).not.toContain(slug);
    expect(new Set(hub.relatedSlugs).size).toBe(hub.relatedSlugs.length);
    for (const related of hub.relatedSlugs) expect(CHALLENGE_SLUGS, related).toContain(related);
  });

  it('backs every right with an https source', () => {
    for (const right of hub.rights ?? []) {
      expect(right.title.trim()).not.toBe('');
      expect(right.body.trim()).not.toBe('');
      expect(isHttpsUrl(right.source), right.title).toBe(true);
    }
  });

  it('answers every myth with a fact, and any source is https', () => {
    for (const myth of hub.myths ?? []) {
      expect(myth.myth.trim()).not.toBe('');
      expect(myth.fact.trim()).not.toBe('');
      if (myth.source !== undefined) expect(isHttpsUrl(myth.source), myth.myth).toBe(true);
    }
  });

  it('has rights or myths to set the record straight', () => {
    expect((hub.rights?.length ?? 0) + (hub.myths?.length ?? 0)).toBeGreaterThanOrEqual(2);
  });

  it('has at least 300 words of content', () => {
    const count = readingText(hub).flatMap(words).length;
    expect(count).toBeGreaterThanOrEqual(300);
  });

  it('reads easily: sentences average 20 words or fewer, and none is over 40', () => {
    const all = readingText(hub).flatMap(sentences);
    const lengths = all.map((sentence) => words(sentence).length);
    const average = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
    expect(average).toBeLessThanOrEqual(20);
    for (const sentence of all) expect(words(sentence).length, sentence).toBeLessThanOrEqual(40);
  });

  it('names only phone numbers that the directory lists, so a typo cannot slip in', () => {
    const dialable = new Set(
      resources.flatMap((resource) => [resource.phone?.tel, resource.text?.number]),
    );
    const text = readingText(hub).join(' ');
    for (const number of text.match(/\b1-\d{3}-\d{3}-\d{4}\b/g) ?? []) {
      expect(dialable.has(`+${number.replace(/-/g, '')}`), number).toBe(true);
    }
  });

  it('has no placeholder text', () => {
    const text = readingText(hub).join(' ');
    expect(text).not.toMatch(/lorem|ipsum|todo|tbd|coming soon|xxx/i);
  });
});

describe('hubs where someone may be in danger', () => {
  it('carry a safety note', () => {
    for (const slug of [
      'mental-health',
      'substance-abuse',
      'family-instability',
      'loved-one',
      'homelessness',
    ] as const) {
      const hub = hubs[HUB_SLUGS.indexOf(slug)];
      expect(hub?.safetyNote, slug).toMatch(/911|988/);
    }
  });
});

describe('the immigration hub', () => {
  it('covers emergency care, school, silence and who may give legal advice', () => {
    const hub = hubs[HUB_SLUGS.indexOf('immigration')];
    const text = readingText(hub!).join(' ');
    expect(text).toMatch(/EMTALA/);
    expect(text).toMatch(/Plyler v\. Doe/);
    expect(text).toMatch(/remain silent/);
    expect(text).toMatch(/notario/);
  });
});

describe('the discrimination hub', () => {
  it('states the EEOC and HUD complaint deadlines', () => {
    const hub = hubs[HUB_SLUGS.indexOf('discrimination')];
    const text = readingText(hub!).join(' ');
    expect(text).toMatch(/180 calendar days/);
    expect(text).toMatch(/300 days/);
    expect(text).toMatch(/within one year/);
  });
});
