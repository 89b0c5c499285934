import { describe, expect, it } from 'vitest';
import { CHALLENGE_SLUGS, isChallengeSlug } from './challenge-slugs';

describe('CHALLENGE_SLUGS', () => {
  it('lists the 18 challenge pages of the spec in the spec’s order, then Harbor’s own hub', () => {
    expect(CHALLENGE_SLUGS).toEqual([
      'mental-health',
      'poverty',
      'poverty-challenge',
      'parental-absence',
      'resource-access',
      'homelessness',
      'family-instability',
      'substance-abuse',
      'loved-one',
      'teenage-pregnancy',
      'legal',
      'financial',
      'health',
      'health-challenge',
      'immigration',
      'immigration-challenge',
      'discrimination',
      'discrimination-challenge',
      'abuse-at-home',
    ]);
  });

  it('has no duplicates', () => {
    expect(new Set(CHALLENGE_SLUGS).size).toBe(CHALLENGE_SLUGS.length);
  });
});

describe('isChallengeSlug', () => {
  it('accepts every slug of the spec', () => {
    for (const slug of CHALLENGE_SLUGS) {
      expect(isChallengeSlug(slug)).toBe(true);
    }
  });

  it('rejects an unknown slug', () => {
    expect(isChallengeSlug('gardening')).toBe(false);
  });

  it('rejects the empty string', () => {
    expect(isChallengeSlug('')).toBe(false);
  });

  it('rejects a slug in another case or with extra spaces', () => {
    expect(isChallengeSlug('Poverty')).toBe(false);
    expect(isChallengeSlug(' poverty')).toBe(false);
    expect(isChallengeSlug('poverty/')).toBe(false);
  });

  it('rejects inherited object keys', () => {
    expect(isChallengeSlug('__proto__')).toBe(false);
    expect(isChallengeSlug('constructor')).toBe(false);
    expect(isChallengeSlug('toString')).toBe(false);
    expect(isChallengeSlug('hasOwnProperty')).toBe(false);
  });
});
