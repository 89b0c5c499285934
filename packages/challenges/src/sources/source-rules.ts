/**
 * Which web hosts count as a fact's owner. A source must be on the owner's own site: for a
 * service, the site in its `url` (or a partner listed below); for a right or rule, a government
 * site or an organisation listed below. Edit this list to add a known partner.
 */
export const SOURCE_RULES = {
  /** Hosts that speak for a service whose own site is the key (the agency that runs or funds it). */
  partners: {
    '988lifeline.org': ['samhsa.gov'],
    'thehotline.org': ['ovc.ojp.gov'],
    'veteranscrisisline.net': ['va.gov'],
    'findtreatment.gov': ['samhsa.gov'],
    'reportfraud.ftc.gov': ['ftc.gov'],
    'identitytheft.gov': ['ftc.gov'],
    'findahealthcenter.hrsa.gov': ['hrsa.gov'],
    // USAging runs the Eldercare Locator's call center for ACL.
    'eldercare.acl.gov': ['acl.gov', 'usaging.org'],
    '211.org': ['211hudsonvalley.org'],
    // Both run by the Centers for Medicare & Medicaid Services; medicare.gov lists both numbers.
    'healthcare.gov': ['medicare.gov', 'cms.gov'],
  } as Record<string, readonly string[]>,
  /**
   * Organisations whose own pages may source a right or a piece of advice they publish (besides
   * government sites, which always may).
   */
  organisations: [
    'aclu.org',
    'ilrc.org',
    'nilc.org',
    'immigrationadvocates.org',
    'lsc.gov',
    'humantraffickinghotline.org',
    '6ac.org',
    // Denton County Emergency Communications District, a 911 authority (not on .gov).
    'denco.org',
  ] as readonly string[],
  /** Facts checked longer ago than this are listed as due for a new check (a warning only). */
  maxAgeDays: 365,
};

/** The host without a leading "www.", lower case. */
export function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/** Whether `host` is `site` or a subdomain of it (mchb.hrsa.gov is on hrsa.gov). */
export function isOnSite(host: string, site: string): boolean {
  return host === site || host.endsWith(`.${site}`);
}

/** The site a service is on, for matching: the last two labels of its host (hrsa.gov). */
export function siteOf(url: string): string {
  return hostOf(url).split('.').slice(-2).join('.');
}

/** A US government site: .gov or .mil. */
export function isGovernment(host: string): boolean {
  return /\.(gov|mil)$/.test(host);
}
