// Real searches, in the words people type (English, slang, Spanish), against the real directory:
// what comes first, and what must never come up.
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, filterResources } from '../resource-filter';
import { resources } from './resources';

function search(query: string): string[] {
  return filterResources(resources, { ...NO_FILTERS, query }).map((resource) => resource.id);
}

/** Each query, and the service(s) a person would expect at the top (in the first `within`). */
const EXPECTED_FIRST: { query: string; first: string[]; within?: number }[] = [
  { query: 'ICE', first: ['eoir-legal-help'] },
  { query: 'la migra', first: ['eoir-legal-help'] },
  { query: 'deportation', first: ['eoir-legal-help'] },
  { query: 'inmigración', first: ['eoir-legal-help'] },
  { query: 'abogado', first: ['eoir-legal-help', 'legal-services-corporation'], within: 2 },
  { query: 'lawyers', first: ['eoir-legal-help', 'legal-services-corporation'], within: 2 },
  { query: 'food stamps', first: ['feeding-america'] },
  { query: 'comida', first: ['feeding-america'] },
  { query: 'free food', first: ['feeding-america'] },
  { query: 'hungry', first: ['feeding-america'] },
  { query: 'baby formula', first: ['wic'] },
  { query: 'suicidal', first: ['988-lifeline'] },
  { query: 'kill myself', first: ['988-lifeline'] },
  { query: '988', first: ['988-lifeline'] },
  { query: 'text', first: ['crisis-text-line'] },
  { query: 'depressed', first: ['988-lifeline'], within: 2 },
  {
    query: 'homeless',
    first: ['national-runaway-safeline', 'domestic-violence-hotline', '211'],
    within: 3,
  },
  { query: 'evicted', first: ['hud-fair-housing', '211'], within: 4 },
  { query: 'rehab', first: ['smart-recovery', 'samhsa-helpline'], within: 2 },
  { query: 'drinking', first: ['samhsa-helpline', 'smart-recovery'], within: 3 },
  { query: 'overdose', first: ['poison-control'] },
  { query: 'hit me', first: ['domestic-violence-hotline'] },
  { query: 'domestic violence', first: ['domestic-violence-hotline'] },
  { query: 'violencia doméstica', first: ['domestic-violence-hotline'], within: 2 },
  { query: 'restraining order', first: ['womenslaw'] },
  { query: 'orden de protección', first: ['womenslaw'] },
  { query: 'native', first: ['stronghearts-native-helpline'] },
  { query: 'rape', first: ['rainn-hotline'] },
  { query: 'veterans', first: ['veterans-crisis-line'] },
  { query: 'debt', first: ['nfcc', 'cfpb'], within: 2 },
  { query: 'foreclosure', first: ['hope-hotline'] },
  { query: 'doctor', first: ['hrsa-health-centers'] },
  { query: 'elderly', first: ['eldercare-locator'] },
  { query: 'postpartum', first: ['maternal-mental-health-hotline'] },
  {
    query: 'racism',
    first: ['hud-fair-housing', 'eeoc', 'hhs-office-for-civil-rights'],
    within: 3,
  },
  { query: 'heating', first: ['liheap-energy-help'] },
  { query: 'trafficking', first: ['human-trafficking-hotline'] },
  { query: 'español', first: ['988-lifeline'] },
  { query: 'laid off', first: ['unemployment-benefits-finder'] },
  { query: 'desempleo', first: ['unemployment-benefits-finder'] },
];

describe('the directory search, with real queries', () => {
  it.each(EXPECTED_FIRST)('“$query” puts $first first', ({ query, first, within = 1 }) => {
    const found = search(query);
    const top = found.slice(0, within);
    for (const id of first.slice(0, within)) expect(top, query).toContain(id);
  });

  it('“ICE” finds immigration help, not services with "ice" inside a word (service, police)', () => {
    const found = search('ICE');
    expect(found).toContain('eoir-legal-help');
    for (const unrelated of ['veterans-crisis-line', 'rainn-hotline', 'poison-control']) {
      expect(found).not.toContain(unrelated);
    }
  });

  it('matches whole words and their forms, not letters inside words', () => {
    expect(search('lawyer')).toEqual(search('lawyers'));
    expect(search('veteran')).toEqual(search('veterans'));
    expect(search('ice')).not.toContain('legal-services-corporation');
  });

  it('“ayuda” (help) finds services, and every word of a search must match', () => {
    expect(search('ayuda').length).toBeGreaterThan(5);
    expect(search('abogado inmigración')).toEqual(search('lawyer immigration'));
    expect(search('abogado inmigración')[0]).toBe('eoir-legal-help');
  });

  it('finds nothing for a word no service has, rather than something unrelated', () => {
    expect(search('zzzz')).toEqual([]);
    expect(search('unicorn')).toEqual([]);
  });
});
