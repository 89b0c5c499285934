import { describe, expect, it } from 'vitest';
import {
  FILTER_LANGUAGES,
  NO_FILTERS,
  filterResources,
  parseResourceFilters,
  resourceFiltersToParams,
} from './resource-filter';
import type { Resource } from './resources/resource-types';

function resource(id: string, overrides: Partial<Resource> = {}): Resource {
  return {
    id,
    name: id,
    offers: 'Help.',
    forWhom: 'Anyone.',
    kinds: ['hotline'],
    challenges: ['mental-health'],
    source: { url: 'https://example.org', checked: '2026-01-01', quote: 'Help for anyone.' },
    ...overrides,
  };
}

const lifeline = resource('lifeline', {
  name: '988 Lifeline',
  offers: 'Crisis counseling by phone and text.',
  kinds: ['hotline', 'text-line'],
  phone: { display: '988', tel: '988' },
});
const pantry = resource('pantry', {
  name: 'Food finder',
  offers: 'Find a food bank near you.',
  kinds: ['food'],
  challenges: ['poverty', 'homelessness'],
});
const lawyers = resource('lawyers', {
  name: 'Legal aid finder',
  offers: 'Free lawyers for people with low incomes.',
  kinds: ['legal-aid'],
  challenges: ['legal', 'homelessness'],
});
const all = [lifeline, pantry, lawyers];
const spanishLine = resource('spanish-line', { languages: ['en', 'es'] });

describe('filterResources', () => {
  it('keeps everything, in order, with no filters', () => {
    expect(filterResources(all, NO_FILTERS)).toEqual(all);
  });

  it('keeps only services whose source states the chosen language; no language, all of them', () => {
    const withSpanish = [...all, spanishLine];
    expect(filterResources(withSpanish, { ...NO_FILTERS, language: 'es' })).toEqual([spanishLine]);
    expect(filterResources(withSpanish, { ...NO_FILTERS, language: null })).toEqual(withSpanish);
    expect(filterResources(withSpanish, { query: '', challenge: null, kind: null })).toEqual(
      withSpanish,
    );
  });

  it('keeps only the services for the chosen challenge', () => {
    expect(filterResources(all, { ...NO_FILTERS, challenge: 'homelessness' })).toEqual([
      pantry,
      lawyers,
    ]);
  });

  it('keeps only the services of the chosen kind', () => {
    expect(filterResources(all, { ...NO_FILTERS, kind: 'text-line' })).toEqual([lifeline]);
  });

  it('matches every word of the search, in any case, anywhere in the service', () => {
    expect(filterResources(all, { ...NO_FILTERS, query: 'FREE  lawyers' })).toEqual([lawyers]);
    expect(filterResources(all, { ...NO_FILTERS, query: 'food legal' })).toEqual([]);
  });

  it('finds a service by its topic’s title, its kind’s label and its number', () => {
    expect(filterResources(all, { ...NO_FILTERS, query: 'homelessness' })).toEqual([
      pantry,
      lawyers,
    ]);
    expect(filterResources(all, { ...NO_FILTERS, query: 'legal aid' })).toEqual([lawyers]);
    expect(filterResources(all, { ...NO_FILTERS, query: '988' })).toEqual([lifeline]);
  });

  it('combines the filters', () => {
    expect(
      filterResources(all, { query: 'finder', challenge: 'homelessness', kind: 'food' }),
    ).toEqual([pantry]);
  });
});

describe('the filters in the URL', () => {
  it('read q, challenge and kind', () => {
    expect(
      parseResourceFilters(new URLSearchParams('q=rent&challenge=poverty&kind=housing')),
    ).toEqual({ query: 'rent', challenge: 'poverty', kind: 'housing', language: null });
  });

  it('ignore an unknown challenge, kind or language', () => {
    expect(
      parseResourceFilters(
        new URLSearchParams('challenge=poverty-challenge&kind=toString&lang=constructor'),
      ),
    ).toEqual(NO_FILTERS);
  });

  it('read the language, and list Spanish first', () => {
    expect(parseResourceFilters(new URLSearchParams('lang=es')).language).toBe('es');
    expect(FILTER_LANGUAGES[0]).toBe('es');
    expect(FILTER_LANGUAGES).toContain('en');
  });

  it('cut a very long search', () => {
    expect(parseResourceFilters(new URLSearchParams(`q=${'a'.repeat(500)}`)).query).toHaveLength(
      100,
    );
  });

  it('write only the filters in use, and read back the same', () => {
    const filters = { query: 'food bank', challenge: null, kind: 'food' as const, language: 'es' };
    const params = resourceFiltersToParams(filters);
    expect(params.toString()).toBe('q=food+bank&kind=food&lang=es');
    expect(parseResourceFilters(params)).toEqual(filters);
    expect(resourceFiltersToParams(NO_FILTERS).toString()).toBe('');
  });
});
