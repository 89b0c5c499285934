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
    // The National Indigenous Women's Resource Center founded StrongHearts (with the Hotline);
    // StrongHearts' own staff publish its updates in NIWRC's Restoration magazine.
    'strongheartshelpline.org': ['niwrc.org'],
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
    // Crisis lines in other countries (resources/country-lines.ts):
    // Refuge runs the National Domestic Abuse Helpline (England).
    'nationaldahelpline.org.uk': ['refuge.org.uk'],
    // The Protestant Church of Kurhessen-Waldeck, one of the two churches that run TelefonSeelsorge.
    'telefonseelsorge.de': ['ekkw.de'],
    // The Catholic Church in Austria, which runs TelefonSeelsorge 142 with the Protestant Church.
    'telefonseelsorge.at': ['katholisch.at'],
    // 1522 is the Italian government's line (Presidency of the Council of Ministers, Department
    // for Equal Opportunities); its pages on Italian government sites (gov.it) speak for it.
    '1522.eu': ['gov.it'],
    // The Dutch national government, which has every region run a Veilig Thuis (0800-2000).
    'veiligthuis.nl': ['rijksoverheid.nl'],
    // 9-8-8 is funded by the Government of Canada (Public Health Agency of Canada).
    '988.ca': ['canada.ca'],
    // Lifeline Harbour to Hawkesbury, one of Lifeline Australia's centres.
    'lifeline.org.au': ['lifelineh2h.org.au'],
    // 1800RESPECT is run for the Australian Department of Social Services.
    '1800respect.org.au': ['dss.gov.au'],
    // Kvinnofridslinjen is run by the National Centre for Knowledge on Men's Violence Against
    // Women (NCK, Uppsala University) for the Swedish government.
    'kvinnofridslinjen.se': ['nck.uu.se'],
    // Kirkens SOS's own Northern Sámi site.
    'kirkens-sos.no': ['girku-sos.no'],
    // The Vold- og overgrepslinjen 116 006 is operated by Krisesentersekretariatet (Norway).
    'volinjen.no': ['krisesenter.com'],
    // Bílý kruh bezpečí (Czech Republic) runs the 116 006 line and its site.
    '116006.cz': ['bkb.cz'],
    // The Icelandic Red Cross runs the 1717 helpline and chat.
    '1717.is': ['raudikrossinn.is'],
    // Childhelp runs the Childhelp National Child Abuse Hotline and its site.
    'childhelphotline.org': ['childhelp.org'],
    // The NSPCC runs Childline (UK).
    'childline.org.uk': ['nspcc.org.uk'],
    // Singapore's Ministry of Health launched national mindline 1771 (run by the Institute of
    // Mental Health); its newsroom speaks for the line.
    'mindline.sg': ['moh.gov.sg'],
  } as Record<string, readonly string[]>,
  /**
   * Governments and public bodies outside the US (which always may, on .gov) that may source an
   * emergency number or a rule, by site and name. Add one only for a body that runs or sets the
   * fact, with its name.
   */
  publicBodies: {
    'europa.eu': 'European Union institutions (European Commission)',
    'police.uk': 'UK police forces',
    'canada.ca': 'Government of Canada',
    'gob.mx': 'Government of Mexico',
    'gov.au': 'Australian federal, state and territory governments',
    'govt.nz': 'New Zealand Government',
    'helsenorge.no': 'Helsenorge, the Norwegian public health portal (Directorate of Health)',
    '112.is': 'Neyðarlínan (112 Iceland), the state-owned emergency line',
    'gov.za': 'Government of South Africa',
    'gov.sg': 'Government of Singapore',
    'vikaspedia.in':
      'Vikaspedia, the Government of India information portal (Ministry of Electronics and IT, run by C-DAC)',
    'pref.akita.jp': 'Akita Prefectural Government (Japan)',
    'city.ichinoseki.iwate.jp': 'Ichinoseki City (Japan)',
    'stadt-zuerich.ch': 'City of Zurich (Switzerland)',
    'ivpr.gov.sk':
      'Institute for Labour and Family Research (IVPR, Slovakia), which runs the national line for women facing violence',
    'gender.gov.sk':
      'Slovak Ministry of Labour, Social Affairs and Family (its gender-equality site)',
    'sotsiaalkindlustusamet.ee':
      'Social Insurance Board (Sotsiaalkindlustusamet, Estonia), which runs the 116 123 and 116 006 lines',
    'informegobierno.gob.mx': 'Government of Mexico (the annual Informe de Gobierno)',
    'gender.go.jp': 'Gender Equality Bureau, Cabinet Office (Japan), which runs DV相談+',
    'city.kashiba.lg.jp': 'Kashiba City (Japan)',
  } as Record<string, string>,
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
    // WomensLaw, the National Network to End Domestic Violence's legal information project.
    'womenslaw.org',
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

/** Second-level labels under a country code that are not a site of their own (org.uk, gov.au). */
const SECOND_LEVEL = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gob',
  'gouv',
  'gov',
  'govt',
  'net',
  'org',
]);

/**
 * The site a service is on, for matching: the last two labels of its host (hrsa.gov), or three
 * under a country's second level (refuge.org.uk, dss.gov.au), so that one org.uk site never
 * stands for another.
 */
export function siteOf(url: string): string {
  const labels = hostOf(url).split('.');
  const [second, top] = labels.slice(-2);
  const keep =
    labels.length > 2 && top?.length === 2 && second !== undefined && SECOND_LEVEL.has(second)
      ? 3
      : 2;
  return labels.slice(-keep).join('.');
}

/** A US government site: .gov or .mil. */
export function isGovernment(host: string): boolean {
  return /\.(gov|mil)$/.test(host);
}

/** A government or public body outside the US that the rules list (`publicBodies`). */
export function isPublicBody(host: string, rules: typeof SOURCE_RULES = SOURCE_RULES): boolean {
  return Object.keys(rules.publicBodies).some((site) => isOnSite(host, site));
}
