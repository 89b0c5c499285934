import { CRISIS_LINES, type CrisisLine } from './crisis-lines';

/** What a line is for; each country lists them in this order. */
export type CountryLineKind = 'emergency' | 'crisis' | 'domestic-violence';

/**
 * One line in one country, in the same sourced format as the US crisis lines, plus its opening
 * hours and the date the details were checked on the `source` page (the line's owner: the
 * organisation that runs it or the government).
 */
export interface CountryLine extends Omit<CrisisLine, 'source'> {
  kind: CountryLineKind;
  /** The owner's page where the number and hours were checked. */
  source: string;
  /** Opening hours, as the owner states them. */
  hours: string;
  /** YYYY-MM-DD: when the number, hours and address were checked on `source`. */
  checked: string;
}

export interface CountryLines {
  /** ISO 3166-1 alpha-2, as in `country/countries.ts`. */
  code: string;
  lines: readonly CrisisLine[] | readonly CountryLine[];
}

const CHECKED = '2026-11-25';

/** The European Commission's page on 112, the emergency number in every EU member state. */
const EU_112_SOURCE =
  'https://ec.europa.eu/information_society/activities/112/actions/index_en.htm';

function eu112(): CountryLine {
  return {
    kind: 'emergency',
    name: 'Emergency services',
    offers:
      'If someone is hurt or in danger right now, call 112 for police, fire or an ambulance. Free, from any phone.',
    phone: { display: '112', tel: '112' },
    hours: '24/7',
    source: EU_112_SOURCE,
    checked: CHECKED,
  };
}

/**
 * Crisis lines by country, loaded only with /get-help and the crisis boxes (its own chunk), never
 * on the first paint. Every number was checked on its owner's page on `checked`. A country whose
 * lines could not be confirmed that way is left out, and its visitors see the international
 * directory (INTERNATIONAL_HELPLINES) instead. A kind missing from a country (no domestic-violence
 * line for Canada, no crisis line for Mexico, only 112 for several EU members) is one whose
 * national line could not be confirmed on its owner's page; the international directory is shown
 * under every country's lines.
 */
export const COUNTRY_LINES: readonly CountryLines[] = [
  // The US lines are the site-wide crisis lines, kept in crisis-lines.ts.
  { code: 'US', lines: CRISIS_LINES },
  {
    code: 'GB',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services',
        offers:
          'If someone is hurt or in danger right now, or their life is at risk, call 999 for police, fire or an ambulance.',
        phone: { display: '999', tel: '999' },
        hours: '24/7',
        source: 'https://www.lpft.nhs.uk/contact-us/need-help-now',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: 'Samaritans',
        offers:
          'Talk to a trained volunteer about anything that is troubling you, including thoughts of suicide. Free from any phone, and not shown on your bill.',
        phone: { display: '116 123', tel: '116123' },
        url: 'https://www.samaritans.org',
        hours: '24/7',
        source:
          'https://www.samaritans.org/news/samaritans-in-northern-ireland-answer-one-million-calls-during-10-years-of-freephone',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: 'National Domestic Abuse Helpline (Refuge)',
        offers:
          'Free, confidential support if a partner or family member is hurting, scaring or controlling you.',
        phone: { display: '0808 2000 247', tel: '+448082000247' },
        url: 'https://www.nationaldahelpline.org.uk',
        hours: '24/7',
        source:
          'https://refuge.org.uk/news/refuge-responds-to-reports-of-potential-increase-in-domestic-abuse-during-covid-19',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'IE',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'Samaritans Ireland',
        offers:
          'Talk to a trained volunteer about anything that is troubling you, including thoughts of suicide. Freephone.',
        phone: { display: '116 123', tel: '116123' },
        url: 'https://www.samaritans.org',
        hours: '24/7',
        source: 'https://www.oireachtas.ie/en/debates/question/2013-12-10/505/',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: "Women's Aid National Freephone Helpline",
        offers: 'Free support for women living with abuse from a partner or ex-partner.',
        phone: { display: '1800 341 900', tel: '+3531800341900' },
        url: 'https://www.womensaid.ie',
        // 24/7 since January 2016: https://www.womensaid.ie/about/newsevents/news/2016/09/05/media-release-41-calls-a-day-to-womens-aid-in-2016/
        hours: '24/7',
        source:
          'https://www.womensaid.ie/about/newsevents/news/2009/11/30/supporting-a-friend-sinead-desmond-launches-the-wo/',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'FR',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: '3114 (numéro national de prévention du suicide)',
        offers:
          'Free, confidential support from mental health professionals if you are in distress or thinking about suicide, or worried about someone.',
        phone: { display: '3114', tel: '3114' },
        url: 'https://3114.fr',
        hours: '24/7',
        source: 'https://www.service-public.fr/particuliers/actualites/A15206',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: '3919 (Violences Femmes Info)',
        offers:
          'Free, anonymous listening, information and referral for women facing violence (especially from a partner), and for those close to them. Free from landlines and mobiles, including overseas departments.',
        phone: { display: '3919', tel: '3919' },
        url: 'https://solidaritefemmes.org',
        hours: '24/7',
        // The Fédération Nationale Solidarité Femmes, which runs the line.
        source: 'https://solidaritefemmes.org/appeler-le-3919/',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'DE',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'TelefonSeelsorge',
        offers:
          'Free, anonymous support from trained listeners about anything weighing on you, including thoughts of suicide. Also chat and email on the website.',
        phone: { display: '0800 111 0 111', tel: '+498001110111' },
        url: 'https://www.telefonseelsorge.de',
        hours: '24/7',
        // The Protestant Church of Kurhessen-Waldeck, one of the two churches that run it.
        source:
          'https://www.ekkw.de/telefonseelsorge-seit-60-jahren-fuer-menschen-in-schwierigen-situationen-da',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: 'Hilfetelefon Gewalt gegen Frauen',
        offers:
          'Free, anonymous advice for women facing any kind of violence, in many languages, by phone or chat.',
        phone: { display: '116 016', tel: '116016' },
        url: 'https://www.hilfetelefon.de',
        hours: '24/7',
        source: 'https://www.hilfetelefon.de/das-hilfetelefon/angebot-im-ueberblick.html',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'IT',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: '1522 (antiviolenza e stalking)',
        offers:
          'Free, anonymous help from trained advisers if you face violence or stalking, in many languages, with a way to a safe house.',
        phone: { display: '1522', tel: '1522' },
        url: 'https://www.1522.eu',
        hours: '24/7',
        // The service's own site, run for the government's Dipartimento per le Pari Opportunità.
        source: 'https://www.1522.eu/cose-1522/?lang=en',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'NL',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: '113 Zelfmoordpreventie',
        offers:
          'Free, anonymous support if you are thinking about suicide or worried about someone. Call, or chat on the website.',
        phone: { display: '113', tel: '113' },
        url: 'https://www.113.nl',
        hours: '24/7',
        source: 'https://www.113.nl/schoolopdracht',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: 'Veilig Thuis',
        offers:
          'Free advice and support if you face, witness or use violence at home, or are worried a child is being harmed. You can stay anonymous. Say your town and you reach the team near you.',
        phone: { display: '0800-2000', tel: '+318002000' },
        url: 'https://veiligthuis.nl',
        hours: '24/7',
        source:
          'https://www.rijksoverheid.nl/onderwerpen/huiselijk-geweld/vraag-en-antwoord/wat-moet-ik-doen-bij-huiselijk-geweld',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'AT',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'TelefonSeelsorge (Notruf 142)',
        offers:
          'Free, confidential support from trained listeners in any crisis, including thoughts of suicide. Also by chat and email online.',
        phone: { display: '142', tel: '142' },
        url: 'https://www.telefonseelsorge.at',
        hours: '24/7',
        // The Catholic Church in Austria, which runs it with the Protestant Church.
        source: 'https://www.katholisch.at/telefonseelsorge',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'BE',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'Zelfmoordlijn 1813',
        offers:
          'Free, anonymous support in Dutch if you are thinking about suicide or worried about someone. Chat in the evenings on the website.',
        phone: { display: '1813', tel: '1813' },
        url: 'https://www.zelfmoord1813.be',
        hours: 'Phone 24/7; chat in the evening',
        source: 'https://zelfmoord1813.be/blog/chat-zelfmoordlijn-langer-geopend',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'FI',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'MIELI Crisis Helpline',
        offers:
          'Talk with a crisis worker or trained volunteer about a crisis, a trauma or thoughts of suicide, anonymously. In Finnish; other languages on the website.',
        phone: { display: '09 2525 0111', tel: '+358925250111' },
        url: 'https://mieli.fi/helpline',
        // The Finnish line answers day and night since 1 February 2020 (MIELI's release:
        // https://www.sttinfo.fi/tiedote/paha-olo-ei-katso-kelloa-kriisipuhelin-siirtyy-24h-aukioloon-122020-alkaen?publisherId=1863&releaseId=69873814).
        hours: '24/7 (Finnish line)',
        source: 'https://mieli.fi/helpline',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'CA',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services',
        offers:
          'If someone is hurt or in danger right now, call 911 or go to your local emergency department.',
        phone: { display: '911', tel: '911' },
        hours: '24/7',
        source: 'https://mentalhealthcommission.ca/catalyst/988-launches-in-canada/',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: '9-8-8: Suicide Crisis Helpline',
        offers:
          'Free support from a trained responder, in English or French, if you are thinking about suicide or worried about someone.',
        phone: { display: '988', tel: '988' },
        text: { display: '988', number: '988' },
        url: 'https://988.ca',
        hours: '24/7',
        source:
          'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'MX',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergencias 911',
        offers:
          'If someone is hurt or in danger right now, call 911 for police, fire, an ambulance or civil protection.',
        phone: { display: '911', tel: '911' },
        hours: '24/7',
        source:
          'https://www.gob.mx/policiafederal/articulos/088-911-responder-ante-cualquier-llamado',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'AU',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services',
        offers: 'If you are in immediate danger, call 000 for police, fire or an ambulance.',
        phone: { display: '000', tel: '000' },
        hours: '24/7',
        source: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: 'Lifeline',
        offers:
          'Talk to a trained crisis supporter if you are overwhelmed, in crisis or thinking about suicide. Free from mobiles.',
        phone: { display: '13 11 14', tel: '131114' },
        url: 'https://www.lifeline.org.au',
        hours: '24/7',
        source: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: '1800RESPECT',
        offers:
          'Counselling and support if you have experienced, or are at risk of, domestic, family or sexual violence.',
        phone: { display: '1800RESPECT (1800 737 732)', tel: '+611800737732' },
        url: 'https://www.1800respect.org.au',
        hours: '24/7',
        source: 'https://plan4womenssafety.dss.gov.au/initiatives/1800respect',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'NZ',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services',
        offers:
          'If someone is hurt or in danger right now, call 111 for police, fire or an ambulance.',
        phone: { display: '111', tel: '111' },
        hours: '24/7',
        source:
          'https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: '1737, Need to talk?',
        offers:
          'Call or text to talk with a trained counsellor if you are stressed, down, overwhelmed or thinking about suicide. Free.',
        phone: { display: '1737', tel: '1737' },
        text: { display: '1737', number: '1737' },
        hours: '24/7',
        source:
          'https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy',
        checked: CHECKED,
      },
      {
        kind: 'domestic-violence',
        name: "Women's Refuge crisis line",
        offers:
          'Free support from an advocate near you if someone in your family or home is hurting, scaring or controlling you. Also live chat on the website.',
        phone: { display: '0800 REFUGE (0800 733 843)', tel: '+64800733843' },
        url: 'https://womensrefuge.org.nz',
        hours: '24/7',
        source: 'https://womensrefuge.org.nz/get-help/',
        checked: CHECKED,
      },
    ],
  },
  // EU member states whose own crisis and domestic-violence lines could not yet be confirmed on
  // their owners' pages: 112 only (the Commission's page), then the international directory.
  { code: 'ES', lines: [eu112()] },
  {
    code: 'PT',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'SNS 24 psychological counselling',
        offers:
          'Talk to a clinical psychologist about anxiety, distress or a crisis; if you are in danger, the call is passed to the INEM emergency service. Call 808 24 24 24 and choose option 4.',
        phone: { display: '808 24 24 24 (option 4)', tel: '+351808242424' },
        url: 'https://www.sns24.gov.pt',
        hours: '24/7',
        source: 'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
        checked: CHECKED,
      },
    ],
  },
  { code: 'PL', lines: [eu112()] },
  { code: 'SE', lines: [eu112()] },
  { code: 'DK', lines: [eu112()] },
  { code: 'CZ', lines: [eu112()] },
  { code: 'SK', lines: [eu112()] },
  { code: 'HU', lines: [eu112()] },
  { code: 'RO', lines: [eu112()] },
  { code: 'BG', lines: [eu112()] },
  { code: 'HR', lines: [eu112()] },
  { code: 'SI', lines: [eu112()] },
  { code: 'GR', lines: [eu112()] },
  { code: 'CY', lines: [eu112()] },
  { code: 'MT', lines: [eu112()] },
  { code: 'LU', lines: [eu112()] },
  { code: 'EE', lines: [eu112()] },
  { code: 'LV', lines: [eu112()] },
  { code: 'LT', lines: [eu112()] },
  {
    code: 'NO',
    lines: [
      {
        kind: 'emergency',
        name: 'Medical emergency (113)',
        offers:
          'If someone is seriously ill or injured, or at acute risk of suicide, call 113. Police: 112. Fire: 110.',
        phone: { display: '113', tel: '113' },
        hours: '24/7',
        source: 'https://www.helsenorge.no/nn/forstehjelp/ring-113/',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: 'Kirkens SOS',
        offers:
          'Talk anonymously to a trained volunteer who listens, about anything weighing on you, including thoughts of suicide. Normal call charges. Also by chat and message on the website.',
        phone: { display: '22 40 00 40', tel: '+4722400040' },
        url: 'https://www.kirkens-sos.no',
        hours: '24/7',
        // Kirkens SOS's own page (its Northern Sami site): open every day, around the clock.
        source: 'https://www.girku-sos.no/nordsamisk/telefon',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'IS',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services (112)',
        offers:
          'If someone is hurt or in danger right now, call 112 for police, fire, an ambulance or rescue. If in doubt, call.',
        phone: { display: '112', tel: '112' },
        hours: '24/7',
        source: 'https://www.112.is/ad-hringja-i-112',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: 'Red Cross Helpline 1717 (Hjálparsíminn)',
        offers:
          'Talk to a trained Red Cross volunteer about distress, anxiety, depression, loneliness or thoughts of suicide. Free. Also by chat at 1717.is.',
        phone: { display: '1717', tel: '1717' },
        url: 'https://www.1717.is',
        // Free of charge: https://www.raudikrossinn.is/frettir/neydarvarnargreinar/nr/10762
        hours: '24/7',
        source:
          'https://www.raudikrossinn.is/um-okkur/frettir-og-utgefid-efni/frettayfirlit/almennar-frettir/felagsmalaraduneytid-stydur-vid-1717',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'ZA',
    lines: [
      {
        kind: 'emergency',
        name: 'SAPS emergency (10111)',
        offers:
          'If you are in danger or see a crime happening, call the South African Police Service on 10111. Free from a landline; normal rates from a mobile.',
        phone: { display: '10111', tel: '10111' },
        hours: '24/7',
        source: 'https://www.saps.gov.za/services/cc_10111.php',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'SG',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency (995)',
        offers:
          'If someone is seriously ill or injured, or there is a fire, call 995 for an SCDF ambulance or fire engine.',
        phone: { display: '995', tel: '995' },
        hours: '24/7',
        source:
          'https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'IN',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency Response Support System (112)',
        offers:
          'If you need the police, fire service or an ambulance, or are a woman or child in danger, call 112.',
        phone: { display: '112', tel: '112' },
        hours: '24/7',
        source:
          'https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'JP',
    lines: [
      {
        kind: 'emergency',
        name: 'Fire and ambulance (119)',
        offers:
          'If someone is seriously ill or injured, or there is a fire, call 119. For the police, call 110.',
        phone: { display: '119', tel: '119' },
        hours: '24/7',
        source: 'https://www.city.odate.lg.jp/city/foreign-language/english/emergency-call',
        checked: CHECKED,
      },
    ],
  },
  {
    code: 'CH',
    lines: [
      {
        kind: 'emergency',
        name: 'Ambulance (144)',
        offers:
          'If someone is seriously ill or injured, call 144 for an ambulance. Police: 117. Fire: 118.',
        phone: { display: '144', tel: '144' },
        hours: '24/7',
        source:
          'https://www.stadt-zuerich.ch/pd/de/index/schutz_u_rettung_zuerich/einsatzkoordination/ELZ/notruf0.html',
        checked: CHECKED,
      },
      {
        kind: 'crisis',
        name: 'Die Dargebotene Hand / La Main Tendue (143)',
        offers:
          'Talk anonymously to a trained listener about anything that weighs on you, including thoughts of suicide. Free. Also by chat and email at 143.ch.',
        phone: { display: '143', tel: '143' },
        url: 'https://www.143.ch',
        // The number: https://www.143.ch/unsere-geschichte/ ; "unser Telefon ruht nie": the Winterthur office.
        hours: '24/7',
        source: 'https://winterthur.143.ch/Beratung/Beratungsangebot/Copy_of_Nacht',
        checked: CHECKED,
      },
    ],
  },
];

/** The lines for a country code, if Harbor has them. */
export function linesForCountry(code: string): CountryLines | undefined {
  return COUNTRY_LINES.find((entry) => entry.code === code);
}
