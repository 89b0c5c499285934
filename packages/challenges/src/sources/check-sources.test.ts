import { describe, expect, it } from 'vitest';
import type { Fact } from './check-sources';
import { checkFacts } from './check-sources';
import { collectFacts } from './collect-facts';
import { siteOf, SOURCE_RULES } from './source-rules';

const TODAY = new Date('2026-11-25T12:00:00Z');

function service(
  source: Partial<Fact['source']> & object,
  ownerUrl = 'https://www.example.org',
): Fact {
  return {
    where: 'resource example',
    ownerUrl,
    source: {
      url: 'https://www.example.org/about',
      checked: '2026-11-01',
      quote: 'Call us any time.',
      ...source,
    },
  };
}

function errors(facts: Fact[], rules = SOURCE_RULES) {
  return checkFacts(facts, TODAY, rules).problems.filter((problem) => problem.level === 'error');
}

describe('checkFacts', () => {
  it('accepts a dated, quoted source on the service’s own site or a subdomain of it', () => {
    expect(errors([service({})])).toEqual([]);
    expect(errors([service({ url: 'https://help.example.org/faq' })])).toEqual([]);
  });

  it('fails a missing source', () => {
    expect(errors([{ where: 'resource x', ownerUrl: 'https://x.org', source: undefined }])).toEqual(
      [{ level: 'error', where: 'resource x', message: 'no source' }],
    );
  });

  it('fails a source that is not the owner’s site, such as a directory or a proxy', () => {
    const [problem] = errors([service({ url: 'https://app.altruwe.org/proxy?url=x' })]);
    expect(problem?.message).toMatch(/altruwe\.org is not the owner's site \(example\.org\)/);
  });

  it('accepts a partner that the allowlist names for that owner, and only that one', () => {
    const rules = { ...SOURCE_RULES, partners: { 'example.org': ['agency.gov'] } };
    expect(errors([service({ url: 'https://www.agency.gov/page' })], rules)).toEqual([]);
    expect(errors([service({ url: 'https://www.other.gov/page' })], rules)).toHaveLength(1);
  });

  it('accepts a right sourced to a government site or a listed organisation, not a blog', () => {
    const right = (url: string): Fact => ({
      where: 'hub x, right',
      source: { url, checked: '2026-11-01', quote: 'You have 180 days to file a charge.' },
    });
    expect(errors([right('https://www.eeoc.gov/time-limits')])).toEqual([]);
    expect(errors([right('https://www.nilc.org/resources/x')])).toEqual([]);
    expect(errors([right('https://myfedlawyer.com/questions')])).toHaveLength(1);
  });

  it('treats a site under a country’s second level as its own site, not the whole org.uk', () => {
    expect(siteOf('https://www.refuge.org.uk/news')).toBe('refuge.org.uk');
    expect(siteOf('https://plan4womenssafety.dss.gov.au/x')).toBe('dss.gov.au');
    expect(siteOf('https://wa.lifeline.org.au/x')).toBe('lifeline.org.au');
    expect(siteOf('https://www.nck.uu.se/x')).toBe('uu.se');
    expect(siteOf('https://findahealthcenter.hrsa.gov')).toBe('hrsa.gov');
    const charity = service(
      { url: 'https://www.othercharity.org.uk/help' },
      'https://www.mine.org.uk',
    );
    expect(errors([charity])[0]?.message).toMatch(/not the owner's site \(mine\.org\.uk\)/);
  });

  it('accepts an emergency number sourced to a listed government or public body abroad, not another', () => {
    const emergency = (url: string): Fact => ({
      where: 'country XX emergency',
      source: { url, checked: '2026-11-01', quote: 'In an emergency, call 112.' },
    });
    expect(errors([emergency('https://ec.europa.eu/112')])).toEqual([]);
    expect(errors([emergency('https://www.lincs.police.uk/news')])).toEqual([]);
    expect(errors([emergency('https://www.govt.nz/111')])).toEqual([]);
    expect(errors([emergency('https://www.some-hospital.nhs.uk/need-help-now')])).toHaveLength(1);
    expect(errors([emergency('https://www.example.news/112')])).toHaveLength(1);
  });

  it('fails a check date in the future or not in YYYY-MM-DD form, and a missing quote', () => {
    expect(errors([service({ checked: '2026-11-26' })])[0]?.message).toMatch(/in the future/);
    expect(errors([service({ checked: '25/11/2026' })])[0]?.message).toMatch(/not a YYYY-MM-DD/);
    expect(errors([service({ checked: '2026-02-30' })])[0]?.message).toMatch(/not a YYYY-MM-DD/);
    expect(errors([service({ quote: ' ' })])[0]?.message).toMatch(/no quote/);
    expect(errors([service({ url: 'http://www.example.org' })])[0]?.message).toMatch(/https/);
  });

  it('only warns when a fact is older than 12 months, and reports its age', () => {
    const { facts, problems } = checkFacts([service({ checked: '2025-11-24' })], TODAY);
    expect(facts[0]?.ageDays).toBe(366);
    expect(problems).toEqual([
      expect.objectContaining({ level: 'warning', message: expect.stringMatching(/366 days ago/) }),
    ]);
  });
});

describe('a fact confirmed second-hand', () => {
  const secondHand = (also?: { url: string; quote: string }) =>
    service({
      url: 'https://news.example.com/story',
      quote: 'The line said: call 555 any time.',
      confirmed: 'second-hand',
      ...(also ? { alsoReportedBy: also } : {}),
    });

  it('is accepted with two reports on two different sites, and listed to be checked again', () => {
    const { problems } = checkFacts(
      [secondHand({ url: 'https://paper.example.net/a', quote: 'call 555 any time, it said' })],
      TODAY,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        level: 'warning',
        kind: 'second-hand',
        message: expect.stringMatching(/news\.example\.com, paper\.example\.net/),
      }),
    ]);
  });

  it('fails with one report, or with both reports on one site', () => {
    expect(errors([secondHand()])).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/needs a second report/) }),
    ]);
    expect(
      errors([secondHand({ url: 'https://www.example.com/other', quote: 'call 555 any time' })]),
    ).toEqual([expect.objectContaining({ message: expect.stringMatching(/on one site/) })]);
  });

  it('is only a second-hand fact when marked: an unmarked news page is not the owner', () => {
    expect(
      errors([service({ url: 'https://news.example.com/story', quote: 'call 555 any time' })]),
    ).toEqual([expect.objectContaining({ message: expect.stringMatching(/not the owner/) })]);
  });
});

describe('Harbor’s help content', () => {
  it('has a dated source on its owner’s own page for every fact', async () => {
    const facts = await collectFacts();
    expect(facts.length).toBeGreaterThan(50);
    // The date is the latest check in the content, so this never fails by itself as time passes.
    const latest = facts
      .map((fact) => fact.source?.checked ?? '')
      .sort()
      .at(-1);
    const { problems } = checkFacts(facts, new Date(`${latest}T12:00:00Z`));
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([]);
  });
});
