import { HUB_SLUGS } from '../hubs/hub-slugs';
import { loadHubContent, loadHubContentIn } from '../hubs/load-hub-content';
import { COUNTRY_LINES, type CountryLine } from '../resources/country-lines';
import { CRISIS_LINES, INTERNATIONAL_HELPLINES } from '../resources/crisis-lines';
import type { OtherWay } from '../resources/resource-types';
import { resources } from '../resources/resources';
import { SAFETY_PLAN_SOURCES } from '../safety-plan-sources';
import { SPANISH_HELP_FACTS } from '../resources/spanish-help-sources';
import type { Fact } from './check-sources';

function otherWayFacts(
  where: string,
  ownerUrl: string | undefined,
  ways: readonly OtherWay[] = [],
) {
  return ways.map((way): Fact => ({
    where: `${where}, ${way.kind} "${way.label}"`,
    ownerUrl,
    source: way.source,
  }));
}

/**
 * Every fact Harbor's help content states, with its source: each service (its numbers, text
 * codes, hours and languages), each crisis line (the US lines and every other country's), each other way
 * in, each hub's rights and myths, and the sources of the safety plan page.
 */
export async function collectFacts(): Promise<Fact[]> {
  const facts: Fact[] = [];
  for (const line of CRISIS_LINES) {
    const where = `crisis line ${line.name}`;
    facts.push({ where, ownerUrl: line.url, source: line.source });
    facts.push(...otherWayFacts(where, line.url, line.otherWays));
  }
  for (const entry of COUNTRY_LINES) {
    // The US entry is CRISIS_LINES, listed above.
    if (entry.lines === CRISIS_LINES) continue;
    for (const line of entry.lines as readonly CountryLine[]) {
      const where = `country ${entry.code} ${line.kind} ${line.name}`;
      facts.push({ where, ownerUrl: line.url, source: line.source });
      for (const source of line.alsoSources ?? []) {
        facts.push({ where: `${where} (more)`, ownerUrl: line.url, source });
      }
      facts.push(...otherWayFacts(where, line.url, line.otherWays));
    }
  }
  facts.push({
    where: `international ${INTERNATIONAL_HELPLINES.name}`,
    ownerUrl: INTERNATIONAL_HELPLINES.url,
    source: INTERNATIONAL_HELPLINES.source,
  });
  for (const resource of resources) {
    const where = `resource ${resource.id}`;
    facts.push({ where, ownerUrl: resource.url, source: resource.source });
    for (const source of resource.alsoSources ?? []) {
      facts.push({ where: `${where} (more)`, ownerUrl: resource.url, source });
    }
    if (resource.languagesSource) {
      facts.push({
        where: `${where} (languages)`,
        ownerUrl: resource.url,
        source: resource.languagesSource,
      });
    }
    facts.push(...otherWayFacts(where, resource.url, resource.otherWays));
  }
  for (const fact of SPANISH_HELP_FACTS) {
    facts.push({
      where: `Spanish help page, "${fact.says}"`,
      ownerUrl: fact.ownerUrl,
      source: fact.source,
    });
  }
  for (const item of SAFETY_PLAN_SOURCES) {
    facts.push({ where: `safety plan, ${item.name}`, source: item.source });
  }
  const hubs = await Promise.all(HUB_SLUGS.map((slug) => loadHubContent(slug)));
  // A Spanish hub's own sources, where the owner says the same in Spanish (issue 25); the rest
  // of its facts are the English hub's, listed below.
  const spanishHubs = await Promise.all(HUB_SLUGS.map((slug) => loadHubContentIn('es', slug)));
  for (const hub of spanishHubs) {
    for (const right of hub.rights ?? []) {
      if (right.source.language === 'es') {
        facts.push({ where: `hub es/${hub.slug}, right "${right.title}"`, source: right.source });
      }
    }
    for (const myth of hub.myths ?? []) {
      if (myth.source?.language === 'es') {
        facts.push({ where: `hub es/${hub.slug}, myth "${myth.myth}"`, source: myth.source });
      }
    }
  }
  for (const hub of hubs) {
    for (const right of hub.rights ?? []) {
      facts.push({ where: `hub ${hub.slug}, right "${right.title}"`, source: right.source });
    }
    for (const myth of hub.myths ?? []) {
      // A myth without a source is plain encouragement, not a checkable fact.
      if (myth.source) {
        facts.push({ where: `hub ${hub.slug}, myth "${myth.myth}"`, source: myth.source });
      }
    }
  }
  return facts;
}
