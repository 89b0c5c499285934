import type { FactSource } from './fact-source';
import { hostOf, isGovernment, isOnSite, isPublicBody, siteOf, SOURCE_RULES } from './source-rules';

/** One checkable fact in Harbor's help content, with where it came from. */
export interface Fact {
  /** Where it is in the content, e.g. 'resource 988-lifeline' or 'hub legal, right "…"'. */
  where: string;
  /** The service's own web address, when the fact is about a service: its site is the owner. */
  ownerUrl?: string;
  source: FactSource | undefined;
}

export interface SourceProblem {
  level: 'error' | 'warning';
  /** For a warning: a fact to check again because it is old, or because it is second-hand. */
  kind?: 'stale' | 'second-hand';
  where: string;
  message: string;
}

export interface CheckedFact {
  fact: Fact;
  /** Whole days since the source was checked, or null when there is no valid date. */
  ageDays: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD date as UTC midnight, or null when it is not a real date in that form. */
function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return time;
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why `sourceUrl` is not the owner's page for this fact, or null when it is. */
function ownerMismatch(
  fact: Fact,
  sourceUrl: string,
  rules: typeof SOURCE_RULES,
  serviceSites: readonly string[],
): string | null {
  const host = hostOf(sourceUrl);
  if (fact.ownerUrl) {
    const ownerHost = hostOf(fact.ownerUrl);
    const ownerSite = siteOf(fact.ownerUrl);
    if (isOnSite(host, ownerSite)) return null;
    const partners = rules.partners[ownerHost] ?? rules.partners[ownerSite] ?? [];
    if (partners.some((partner) => isOnSite(host, partner))) return null;
    return `source ${host} is not the owner's site (${ownerSite}) or a listed partner`;
  }
  if (isGovernment(host) || isPublicBody(host, rules)) return null;
  if (rules.organisations.some((site) => isOnSite(host, site))) return null;
  if (serviceSites.some((site) => isOnSite(host, site))) return null;
  return `source ${host} is not a government site, a listed public body or a listed organisation`;
}

/**
 * Checks every fact's source: it must exist, be an https page on the owner's own site (or, marked
 * second-hand, two reports on two different sites that quote the owner), carry a quote and a real
 * check date that is not in the future (errors). A second-hand fact is listed as a warning. A date older than
 * `rules.maxAgeDays` is only a warning, so nothing starts failing by itself as time passes.
 */
export function checkFacts(
  facts: readonly Fact[],
  today: Date,
  rules: typeof SOURCE_RULES = SOURCE_RULES,
): { facts: CheckedFact[]; problems: SourceProblem[] } {
  const todayDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const serviceSites = [
    ...new Set(facts.flatMap((fact) => (fact.ownerUrl ? [siteOf(fact.ownerUrl)] : []))),
  ];
  const problems: SourceProblem[] = [];
  const checked: CheckedFact[] = [];
  const error = (where: string, message: string) =>
    problems.push({ level: 'error', where, message });

  for (const fact of facts) {
    const { where, source } = fact;
    if (!source) {
      error(where, 'no source');
      checked.push({ fact, ageDays: null });
      continue;
    }
    if (!isHttps(source.url)) error(where, `source is not an https address: ${source.url}`);
    else if (source.confirmed === 'second-hand') {
      const other = source.alsoReportedBy;
      if (!other || !isHttps(other.url) || other.quote.trim().length < 5) {
        error(where, 'a second-hand fact needs a second report: an https page and its words');
      } else if (siteOf(other.url) === siteOf(source.url)) {
        error(
          where,
          `the two reports of a second-hand fact are on one site (${siteOf(source.url)})`,
        );
      } else {
        problems.push({
          level: 'warning',
          kind: 'second-hand',
          where,
          message: `second-hand (${hostOf(source.url)}, ${hostOf(other.url)}): check it against the owner's own page when it is in reach`,
        });
      }
    } else {
      const mismatch = ownerMismatch(fact, source.url, rules, serviceSites);
      if (mismatch) error(where, mismatch);
    }
    if (source.quote.trim().length < 5) error(where, 'no quote from the source');
    const day = parseDay(source.checked);
    let ageDays: number | null = null;
    if (day === null) error(where, `check date is not a YYYY-MM-DD date: "${source.checked}"`);
    else if (day > todayDay) error(where, `check date ${source.checked} is in the future`);
    else {
      ageDays = Math.floor((todayDay - day) / DAY_MS);
      if (ageDays > rules.maxAgeDays) {
        problems.push({
          level: 'warning',
          kind: 'stale',
          where,
          message: `checked ${ageDays} days ago (${source.checked}): check it again`,
        });
      }
    }
    checked.push({ fact, ageDays });
  }
  return { facts: checked, problems };
}
