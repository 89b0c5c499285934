import { describe, expect, it } from 'vitest';
import { CHALLENGE_SUMMARIES_ES } from '../challenge-summaries-es';
import { CHALLENGE_TITLES_ES } from '../challenge-titles-es';
import type { HubContent } from './hub-content-types';
import { HUB_SLUGS } from './hub-slugs';
import { loadHubContent, loadHubContentIn } from './load-hub-content';
import { localizeHub } from './localize-hub';
import type { FactSource } from '../sources/fact-source';
import { siteOf } from '../sources/source-rules';

/** Every number written in a text ("1-800-786-2929", "988", "2025", "30"), sorted. */
function numbers(text: string): string[] {
  return (text.match(/\d(?:[\d-]*\d)?/g) ?? []).sort();
}

/** Each translated text of a hub beside its English, in page order. */
function pairs(english: HubContent, spanish: HubContent): [string, string][] {
  const zip = (a: readonly string[] = [], b: readonly string[] = []) =>
    a.map((text, index): [string, string] => [text, b[index] ?? '']);
  return [
    ...zip(english.looksLike, spanish.looksLike),
    ...zip(english.firstSteps, spanish.firstSteps),
    ...zip(english.todaySteps, spanish.todaySteps),
    ...zip(
      english.todayLinks?.map((link) => link.label),
      spanish.todayLinks?.map((link) => link.label),
    ),
    ...zip(
      english.rights?.flatMap((right) => [right.title, right.body]),
      spanish.rights?.flatMap((right) => [right.title, right.body]),
    ),
    ...zip(
      english.myths?.flatMap((myth) => [myth.myth, myth.fact]),
      spanish.myths?.flatMap((myth) => [myth.myth, myth.fact]),
    ),
    ...zip(
      english.safetyNote ? [english.safetyNote] : [],
      spanish.safetyNote ? [spanish.safetyNote] : [],
    ),
  ];
}

const loaded = await Promise.all(
  HUB_SLUGS.map(
    async (slug) => [slug, await loadHubContent(slug), await loadHubContentIn('es', slug)] as const,
  ),
);

describe.each(loaded)('the %s hub in Spanish', (slug, english, spanish) => {
  it('has its Spanish name and introduction, and every entry of the English', () => {
    expect(spanish.slug).toBe(slug);
    expect(spanish.title).toBe(CHALLENGE_TITLES_ES[slug]);
    expect(spanish.summary).toBe(CHALLENGE_SUMMARIES_ES[slug]);
    expect(spanish.looksLike).toHaveLength(english.looksLike.length);
    expect(spanish.todaySteps).toHaveLength(english.todaySteps.length);
    expect(spanish.firstSteps?.length).toBe(english.firstSteps?.length);
    expect(spanish.rights?.length).toBe(english.rights?.length);
    expect(spanish.myths?.length).toBe(english.myths?.length);
    expect(spanish.safetyNote === undefined).toBe(english.safetyNote === undefined);
    expect(spanish.rightsFirst === undefined).toBe(english.rightsFirst === undefined);
  });

  it("keeps the English sources, or the same owner's page in Spanish, and the services and links", () => {
    expect(spanish.helpNow).toEqual(english.helpNow);
    expect(spanish.relatedResourceIds).toEqual(english.relatedResourceIds);
    expect(spanish.relatedSlugs).toEqual(english.relatedSlugs);
    const sameOwner = (
      spanishSource: FactSource | undefined,
      englishSource: FactSource | undefined,
    ) => {
      if (spanishSource?.language === 'es') {
        // The owner's own Spanish page: the same site as the English source, never another.
        expect(englishSource, spanishSource.url).toBeDefined();
        expect(siteOf(spanishSource.url)).toBe(siteOf(englishSource?.url ?? ''));
        expect(spanishSource.url).not.toBe(englishSource?.url);
      } else {
        expect(spanishSource).toEqual(englishSource);
      }
    };
    spanish.rights?.forEach((right, index) =>
      sameOwner(right.source, english.rights?.[index]?.source),
    );
    spanish.myths?.forEach((myth, index) => sameOwner(myth.source, english.myths?.[index]?.source));
    expect(spanish.todayLinks?.map(({ step, href }) => ({ step, href }))).toEqual(
      english.todayLinks?.map(({ step, href }) => ({ step, href })),
    );
  });

  it('translates every text, and keeps every number of each one (phones, days, years)', () => {
    for (const [englishText, spanishText] of pairs(english, spanish)) {
      expect(spanishText, englishText).not.toBe(englishText);
      expect(spanishText.trim(), englishText).not.toBe('');
      expect(numbers(spanishText), `${englishText}\n${spanishText}`).toEqual(numbers(englishText));
    }
  });

  it('writes a number to text as "texto al" or "envíe WORD al", so it becomes a one-tap text', () => {
    for (const [englishText, spanishText] of pairs(english, spanish)) {
      for (const [, number] of englishText.matchAll(
        /\btext(?:\s+[A-Z]{2,}\s+to)?\s+(\d{5,6})\b/g,
      )) {
        expect(spanishText, englishText).toMatch(
          new RegExp(`(texto al|[Ee]nv[ií]e [A-Z]{2,} al) ${number}\\b`),
        );
      }
    }
  });
});

describe('localizeHub', () => {
  const english = loaded[0]![1];
  const words = {
    looksLike: english.looksLike.map((text) => `es: ${text}`),
    todaySteps: english.todaySteps.map((text) => `es: ${text}`),
    todayLinks: english.todayLinks?.map((link) => `es: ${link.label}`),
    rights: english.rights?.map(() => ({ title: 'es', body: 'es' })),
    myths: english.myths?.map(() => ({ myth: 'es', fact: 'es' })),
    safetyNote: english.safetyNote === undefined ? undefined : 'es',
  };

  it('refuses words that do not match the English entries one for one', () => {
    expect(() =>
      localizeHub(english, { ...words, todaySteps: words.todaySteps.slice(1) }, 'T', 'S'),
    ).toThrow(/todaySteps has \d+ English entries and \d+ translated/);
    expect(() => localizeHub(english, { ...words, firstSteps: ['es'] }, 'T', 'S')).toThrow(
      /firstSteps has words but no English entries/,
    );
  });
});
