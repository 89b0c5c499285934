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

  it('offers at least five concrete steps (the first ones to do now, then the rest for today)', () => {
    const steps = [...(hub.firstSteps ?? []), ...hub.todaySteps];
    expect(steps.length).toBeGreaterThanOrEqual(5);
    for (const step of steps) expect(step.trim()).not.toBe('');
    expect(hub.firstSteps?.length ?? 0).toBeLessThanOrEqual(3);
    expect(new Set(steps).size).toBe(steps.length);
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
      expect(isHttpsUrl(right.source.url), right.title).toBe(true);
      expect(right.source.checked, right.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(right.source.quote.trim(), right.title).not.toBe('');
    }
  });

  it('answers every myth with a fact, and any source is https', () => {
    for (const myth of hub.myths ?? []) {
      expect(myth.myth.trim()).not.toBe('');
      expect(myth.fact.trim()).not.toBe('');
      if (myth.source !== undefined) expect(isHttpsUrl(myth.source.url), myth.myth).toBe(true);
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
      resources.flatMap((resource) => [
        resource.phone?.tel,
        resource.text?.number,
        ...(resource.otherWays ?? []).flatMap((way) => [way.phone?.tel, way.text?.number]),
      ]),
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

describe('safety notes', () => {
  it('are on every hub, including immigration, legal, money, discrimination, poverty and finding help', () => {
    for (const hub of hubs)
      expect(hub.safetyNote?.trim().length ?? 0, hub.slug).toBeGreaterThan(40);
  });

  it('point to 911 or 988 on the hubs where someone may be in danger', () => {
    for (const slug of [
      'mental-health',
      'substance-abuse',
      'family-instability',
      'loved-one',
      'homelessness',
      'legal',
      'discrimination',
      'abuse-at-home',
    ] as const) {
      const hub = hubs[HUB_SLUGS.indexOf(slug)];
      expect(hub?.safetyNote, slug).toMatch(/911|988/);
    }
  });

  it('fit their hub: detention for immigration, scams for money and poverty', () => {
    expect(hubs[HUB_SLUGS.indexOf('immigration')]?.safetyNote).toMatch(/detained/);
    expect(hubs[HUB_SLUGS.indexOf('financial')]?.safetyNote).toMatch(/scams/i);
    expect(hubs[HUB_SLUGS.indexOf('resource-access')]?.safetyNote).toMatch(/free/);
  });
});

describe('links to Harbor’s own pages', () => {
  it('follow a step that exists, and go to a page of the site', () => {
    for (const hub of hubs) {
      for (const link of hub.todayLinks ?? []) {
        expect(hub.todaySteps[link.step], `${hub.slug} step ${link.step}`).toBeDefined();
        expect(link.href, hub.slug).toMatch(/^\/[a-z]/);
      }
    }
  });

  it('send the mental health hub’s "make a short safety plan" to /safety-plan, also from its crisis box', () => {
    const hub = hubs[HUB_SLUGS.indexOf('mental-health')] as HubContent;
    const link = hub.todayLinks?.find((each) => each.href === '/safety-plan');
    expect(hub.todaySteps[link?.step ?? -1]).toMatch(/safety plan/);
    expect(hub.safetyPlanInCrisisBox).toBe(true);
  });
});

function hubText(slug: (typeof HUB_SLUGS)[number]): string {
  const hub = hubs[HUB_SLUGS.indexOf(slug)];
  return readingText(hub!).join(' ');
}

describe('the abuse at home hub (for adults)', () => {
  const hub = hubs[HUB_SLUGS.indexOf('abuse-at-home')] as HubContent;
  const text = [...(hub.firstSteps ?? []), ...readingText(hub)].join(' ');

  it('opens with 911, the Hotline’s call and text numbers, and a device the other person cannot check', () => {
    const first = (hub.firstSteps ?? []).join(' ');
    expect(first).toMatch(/call 911/);
    expect(first).toMatch(/1-800-799-7233/);
    expect(first).toMatch(/text START to 88788/);
    expect(first).toMatch(/cannot check/);
    expect(first).toMatch(/Quick exit/);
  });

  it('covers a safety plan, phone and location safety, and a record of what happens', () => {
    expect(text).toMatch(/code word/);
    expect(text).toMatch(/passcode/);
    expect(text).toMatch(/see where you are/);
    expect(text).toMatch(/do not change everything at once/);
    expect(text).toMatch(/Write down what happens/);
  });

  it('explains protective orders and says plainly that each state’s law differs, sourced to WomensLaw', () => {
    const titles = (hub.rights ?? []).map((right) => right.title).join(' ');
    expect(titles).toMatch(/protective order/);
    expect(text).toMatch(/Each state has its own law/);
    for (const right of hub.rights ?? []) expect(right.source.url).toMatch(/womenslaw\.org/);
  });

  it('offers the Hotline, StrongHearts for Native survivors and love is respect first', () => {
    expect(hub.helpNow.slice(0, 3)).toEqual([
      'domestic-violence-hotline',
      'stronghearts-native-helpline',
      'love-is-respect',
    ]);
    expect(text).toMatch(/1-844-762-8483/);
  });

  it('is written for an adult: no “trusted adult” or school counselor', () => {
    expect(text).not.toMatch(/trusted adult|school counselor/i);
  });
});

describe('the family instability hub', () => {
  it('points adults to the abuse at home hub', () => {
    const hub = hubs[HUB_SLUGS.indexOf('family-instability')] as HubContent;
    expect(hub.relatedSlugs).toContain('abuse-at-home');
  });
});

describe('the immigration hub', () => {
  it('gives the know-your-rights advice immigrant-rights groups publish', () => {
    const text = hubText('immigration');
    expect(text).toMatch(/stay silent/);
    expect(text).toMatch(/warrant signed by a judge/);
    expect(text).toMatch(/Keep the door closed/);
    expect(text).toMatch(/do not fight or run/);
    expect(text).toMatch(/“I do not consent to a search/);
    expect(text).toMatch(/two years/);
    expect(text).toMatch(/register with USCIS/);
  });

  it('says plainly that ICE claims entry with its own warrant (Form I-205), marked second-hand', () => {
    const hub = hubs[HUB_SLUGS.indexOf('immigration')];
    const memo = hub?.rights?.find((right) => /I-205/.test(right.body));
    expect(memo?.body).toMatch(/final order of removal/);
    expect(memo?.body).toMatch(/Rights groups say this breaks the Constitution/);
    expect(memo?.source.confirmed).toBe('second-hand');
    // No flat promise that a judge's warrant is always needed.
    expect(hubText('immigration')).not.toMatch(/Officers need a warrant signed by a judge/);
  });

  it('tells adults to carry the registration document itself, and never to carry only copies', () => {
    const hub = hubs[HUB_SLUGS.indexOf('immigration')] as HubContent;
    const text = [...(hub.firstSteps ?? []), hubText('immigration')].join(' ');
    expect(text).toMatch(/carry that card or paper itself, not a copy/);
    expect(text).toMatch(/18 or older/);
    expect(text).toMatch(/A copy is not enough/);
    expect(text).not.toMatch(/carry copies|copies of your papers/);
  });

  it('does not promise the protection of schools and hospitals that was withdrawn in 2025', () => {
    const text = hubText('immigration');
    expect(text).toMatch(/January 2025 the government ended the rule/);
    expect(text).toMatch(/officers may now act there/);
    expect(text).not.toMatch(/officers (cannot|can't|may not|will not)/i);
  });

  it('says which services serve you whatever your status, each on the agency’s own page', () => {
    const rights = hubs[HUB_SLUGS.indexOf('immigration')]?.rights ?? [];
    const host = (title: RegExp) =>
      new URL(rights.find((right) => title.test(right.title))?.source.url ?? 'https://none').host;
    expect(host(/public school/)).toBe('www.justice.gov');
    expect(host(/Emergency rooms/)).toBe('www.cms.gov');
    expect(host(/Health centers/)).toBe('bphc.hrsa.gov');
    const text = hubText('immigration');
    expect(text).toMatch(/right to go to a public school, whatever their status or yours/);
    expect(text).toMatch(/even if you have no insurance\. This law covers everyone in the US/);
  });

  it('warns about notarios and says when the trafficking hotline must report', () => {
    const text = hubText('immigration');
    expect(text).toMatch(/notarios and notary publics are not lawyers/);
    expect(text).toMatch(/unless the law says it must/);
    expect(text).toMatch(/child is being abused or someone is in danger/);
  });

  it('points to the Justice Department lists of free legal help and says who may advise', () => {
    const hub = hubs[HUB_SLUGS.indexOf('immigration')];
    expect(hub?.helpNow).toContain('eoir-legal-help');
    const text = hubText('immigration');
    expect(text).toMatch(/free legal service providers, and recognized groups/);
    expect(text).toMatch(/Only a lawyer, or an accredited representative/);
    const advice = hub?.myths?.find((myth) => /Only a lawyer/.test(myth.fact));
    expect(advice?.source?.url).toBe('https://www.uscis.gov/avoid-scams/find-legal-services');
  });
});

describe('the mental health hub', () => {
  it('states the parity rule for group health plans, sourced to the Labor Department', () => {
    const text = hubText('mental-health');
    expect(text).toMatch(/group health plans.*must cover mental health and addiction care/);
    const parity = hubs[HUB_SLUGS.indexOf('mental-health')]?.rights?.[0];
    expect(new URL(parity?.source.url ?? 'https://none').host).toBe('dol.gov');
  });
});

describe('the discrimination hub', () => {
  it('states the whole EEOC deadline rule, for federal workers too', () => {
    const text = hubText('discrimination');
    expect(text).toMatch(/180 calendar days/);
    expect(text).toMatch(/300 days if a state or local agency enforces a law like it/);
    expect(text).toMatch(/contact that agency’s EEO counselor within 45 days/);
  });

  it('backs each EEOC deadline with a quote from eeoc.gov that states it', () => {
    const rights = hubs[HUB_SLUGS.indexOf('discrimination')]?.rights ?? [];
    const jobs = rights.find((right) => /180 or 300 days/.test(right.title));
    expect(jobs?.source.url).toMatch(/^https:\/\/www\.eeoc\.gov\//);
    expect(jobs?.source.quote).toMatch(/180 calendar day.*300 calendar days/);
    const federal = rights.find((right) => /45 days/.test(right.title));
    expect(federal?.source.url).toMatch(/^https:\/\/www\.eeoc\.gov\//);
    expect(federal?.source.quote).toMatch(/within 45 days/);
  });

  it('states the HHS deadline and does not claim a HUD deadline it cannot source', () => {
    const text = hubText('discrimination');
    expect(text).toMatch(/within 180 days/);
    expect(text).not.toMatch(/within one year/);
  });
});

describe('the legal hub', () => {
  it('says who gets a free lawyer as Scott v. Illinois draws it: felonies, and jail actually imposed', () => {
    const text = hubText('legal');
    expect(text).toMatch(
      /charged with a felony and cannot pay a lawyer, you have a right to a free one/,
    );
    expect(text).toMatch(/may not be sent to jail unless you had a lawyer/);
    // Not the broader promise: a misdemeanor that merely *can* end in jail.
    expect(text).not.toMatch(/misdemeanor that can end in jail/);
    expect(text).toMatch(/Many states give a free lawyer whenever jail is possible/);
    expect(text).toMatch(/Ask the court for one/);
  });

  it('says what a validation notice holds and gives the 30-day window', () => {
    for (const slug of ['legal', 'financial'] as const) {
      const text = hubText(slug);
      expect(text, slug).toMatch(/validation notice/);
      expect(text, slug).toMatch(/in writing within 30 days/);
    }
  });
});

describe('words kept from before a service’s number was confirmed (issue 29 re-check)', () => {
  it('points to a service’s number, not only its website, once the directory lists the number', () => {
    for (const hub of hubs) {
      for (const step of hub.todaySteps) {
        if (!/Its website is listed below/.test(step)) continue;
        const named = resources.filter((resource) =>
          step.includes(resource.name.split(' (')[0] ?? ''),
        );
        for (const resource of named) {
          expect(resource.phone ?? resource.text, `${hub.slug}: ${step}`).toBeUndefined();
        }
      }
    }
    expect(hubText('family-instability')).toMatch(
      /Childhelp at any hour\. Its number is in the list below\./,
    );
    expect(hubText('teenage-pregnancy')).toMatch(
      /Maternal Mental Health Hotline\. Its number is in the list below\./,
    );
  });

  it('links the Justice Department’s free legal help to the List’s own page, not the old office’s', () => {
    const eoir = resources.find((resource) => resource.id === 'eoir-legal-help');
    expect(eoir?.url).toBe('https://www.justice.gov/eoir/list-pro-bono-legal-service-providers');
    expect(eoir?.source.url).toBe(eoir?.url);
  });
});
