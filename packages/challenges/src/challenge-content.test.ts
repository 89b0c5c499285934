import { describe, expect, it } from 'vitest';
import { CHALLENGE_SLUGS } from './challenge-slugs';
import { challenges, getChallenge } from './challenge-content';

describe('challenges', () => {
  it('has content for every slug and for nothing else', () => {
    expect(Object.keys(challenges).sort()).toEqual([...CHALLENGE_SLUGS].sort());
  });

  it('files each challenge under its own slug', () => {
    for (const slug of CHALLENGE_SLUGS) {
      expect(challenges[slug].slug).toBe(slug);
    }
  });

  it('gives every challenge a non-empty title and summary', () => {
    for (const slug of CHALLENGE_SLUGS) {
      expect(challenges[slug].title.trim(), slug).not.toBe('');
      expect(challenges[slug].summary.trim(), slug).not.toBe('');
    }
  });

  it('gives every challenge a different title', () => {
    const titles = CHALLENGE_SLUGS.map((slug) => challenges[slug].title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes each summary as a short introduction of two or three sentences', () => {
    for (const slug of CHALLENGE_SLUGS) {
      const sentences = challenges[slug].summary.split(/(?<=[.!?])\s+/);
      expect(sentences.length, slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, slug).toBeLessThanOrEqual(3);
    }
  });

  it('offers three non-empty first steps for every challenge', () => {
    for (const slug of CHALLENGE_SLUGS) {
      expect(challenges[slug].firstSteps, slug).toHaveLength(3);
      for (const step of challenges[slug].firstSteps) {
        expect(step.trim(), slug).not.toBe('');
      }
    }
  });

  it('relates every challenge only to other, existing challenges, without repeats', () => {
    for (const slug of CHALLENGE_SLUGS) {
      const related = challenges[slug].relatedSlugs;
      expect(related.length, slug).toBeGreaterThan(0);
      expect(related, slug).not.toContain(slug);
      expect(new Set(related).size, slug).toBe(related.length);
      for (const relatedSlug of related) {
        expect(CHALLENGE_SLUGS, `${slug} -> ${relatedSlug}`).toContain(relatedSlug);
      }
    }
  });

  it('links each overview and its day-to-day page to each other', () => {
    expect(challenges.poverty.relatedSlugs).toContain('poverty-challenge');
    expect(challenges['poverty-challenge'].relatedSlugs).toContain('poverty');
    expect(challenges.health.relatedSlugs).toContain('health-challenge');
    expect(challenges['health-challenge'].relatedSlugs).toContain('health');
    expect(challenges.immigration.relatedSlugs).toContain('immigration-challenge');
    expect(challenges['immigration-challenge'].relatedSlugs).toContain('immigration');
    expect(challenges.discrimination.relatedSlugs).toContain('discrimination-challenge');
    expect(challenges['discrimination-challenge'].relatedSlugs).toContain('discrimination');
  });

  describe('given a challenge where someone may be in danger', () => {
    it('points to local emergency services', () => {
      for (const slug of [
        'mental-health',
        'substance-abuse',
        'family-instability',
        'loved-one',
      ] as const) {
        expect(challenges[slug].safetyNote, slug).toMatch(/local emergency services/);
      }
    });
  });

  it('names no phone number anywhere, because numbers differ by country', () => {
    for (const slug of CHALLENGE_SLUGS) {
      const { title, summary, firstSteps, safetyNote = '' } = challenges[slug];
      const text = [title, summary, ...firstSteps, safetyNote].join(' ');
      expect(text, slug).not.toMatch(/\d/);
    }
  });
});

describe('getChallenge', () => {
  it('returns the challenge for a known slug', () => {
    expect(getChallenge('poverty-challenge')).toBe(challenges['poverty-challenge']);
    expect(getChallenge('poverty-challenge')?.title).toBe('Facing poverty');
  });

  it('returns undefined for an unknown slug', () => {
    expect(getChallenge('gardening')).toBeUndefined();
    expect(getChallenge('')).toBeUndefined();
  });

  it('returns undefined for inherited object keys', () => {
    expect(getChallenge('__proto__')).toBeUndefined();
    expect(getChallenge('constructor')).toBeUndefined();
    expect(getChallenge('toString')).toBeUndefined();
    expect(getChallenge('hasOwnProperty')).toBeUndefined();
  });
});
