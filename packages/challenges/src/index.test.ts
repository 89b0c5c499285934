import { describe, expect, it } from 'vitest';
import * as challenges from './index';

describe('the public API of @harbor-help/challenges', () => {
  it('exports only the values its callers use (the README documents each one)', () => {
    expect(Object.keys(challenges).sort()).toEqual(
      [
        'ACTIVITY_SLUGS',
        'CHALLENGE_SLUGS',
        'COUNTRIES',
        'CRISIS_LINES',
        'ChallengePage',
        'ChooseCountryLink',
        'ContactLinks',
        'CountryChooser',
        'CrisisLineList',
        'CrisisLines',
        'GuidedActivity',
        'HSDS_OBJECT_TYPES',
        'HSDS_VERSION',
        'HUB_SLUGS',
        'InternationalHelplinesLink',
        'NO_FILTERS',
        'ResourceCard',
        'ResourceDirectory',
        'SAFETY_PLAN_SOURCES',
        'challenges',
        'countryInSentence',
        'findCountry',
        'getChallenge',
        'isActivitySlug',
        'isUnfinished',
        'linkNumbers',
        'loadCountryLines',
        'loadOpenDataInput',
        'parseResourceFilters',
        'preloadChallengePage',
        'preloadResourceDirectory',
        'readActivityProgress',
        'readTimeZoneHere',
        'resourceFiltersToParams',
        'setTimeZoneReader',
        'structuredHours',
        'toHsds',
        'useVisitorCountry',
      ].sort(),
    );
  });
});
