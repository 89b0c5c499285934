import { describe, expect, it } from 'vitest';
import { CHALLENGE_SLUGS } from '../challenge-slugs';
import { HUB_SLUGS, isHubSlug } from './hub-slugs';

describe('HUB_SLUGS', () => {
  it('lists the fifteen hubs (the spec’s fourteen and “Abuse at home”), each a challenge page', () => {
    expect(HUB_SLUGS).toHaveLength(15);
    expect(HUB_SLUGS).toContain('abuse-at-home');
    for (const slug of HUB_SLUGS) {
      expect(CHALLENGE_SLUGS, slug).toContain(slug);
    }
  });

  it('leaves out the guided activities', () => {
    expect(HUB_SLUGS).not.toContain('poverty-challenge');
    expect(HUB_SLUGS).not.toContain('health-challenge');
    expect(HUB_SLUGS).not.toContain('immigration-challenge');
    expect(HUB_SLUGS).not.toContain('discrimination-challenge');
  });
});

describe('isHubSlug', () => {
  it('accepts a hub slug', () => {
    expect(isHubSlug('homelessness')).toBe(true);
  });

  it('rejects an activity, an unknown value and inherited object keys', () => {
    expect(isHubSlug('poverty-challenge')).toBe(false);
    expect(isHubSlug('gardening')).toBe(false);
    expect(isHubSlug('Homelessness')).toBe(false);
    expect(isHubSlug('__proto__')).toBe(false);
    expect(isHubSlug('toString')).toBe(false);
  });
});
