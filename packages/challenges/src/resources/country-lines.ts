import type { FactSource } from '../sources/fact-source';
import { CRISIS_LINES, type CrisisLine } from './crisis-lines';

/** What a line is for; each country lists them in this order. */
export type CountryLineKind = 'emergency' | 'crisis' | 'domestic-violence';

/**
 * One line in one country, in the same sourced format as the US crisis lines: its `source` is a
 * `FactSource` on the line's owner (the organisation that runs it, or the government for an
 * emergency number), with the words that show the number.
 */
export interface CountryLine extends CrisisLine {
  /** What the line is for: `emergency` (the emergency number), `crisis` or `domestic-violence`. */
  kind: CountryLineKind;
  /**
   * Opening hours, as the owner states them. Left out when the owner's page we checked does not
   * say (the line may well be open; Harbor does not guess).
   */
  hours?: string;
  /** More of the owner's pages: the hours, or another detail the main source does not state. */
  alsoSources?: readonly FactSource[];
}

/** One country's crisis lines, as the lines table keeps them. */
export interface CountryLines {
  /** ISO 3166-1 alpha-2, as in `country/countries.ts`. */
  code: string;
  /** The country's lines, in the order they are shown. */
  lines: readonly CrisisLine[] | readonly CountryLine[];
}

/** The day the lines below were read on their owners' pages. */
const CHECKED = '2026-11-25';

/** A source read on `CHECKED`. */
function source(url: string, quote: string): FactSource {
  return { url, checked: CHECKED, quote };
}

/** The day the lines added for issue 29 were read. */
const CHECKED_29 = '2026-11-27';

/** An owner's page read on `CHECKED_29`. */
function source29(url: string, quote: string): FactSource {
  return { url, checked: CHECKED_29, quote };
}

/**
 * A fact no owner's page in reach states, read on `CHECKED_29` in two independent reports (on
 * two different sites) that quote the owner. `pnpm check:sources` lists it to check again.
 */
function secondHand(
  url: string,
  quote: string,
  alsoReportedBy: { url: string; quote: string },
): FactSource {
  return { url, checked: CHECKED_29, quote, confirmed: 'second-hand', alsoReportedBy };
}

/** The European Commission's page on 112, the emergency number in every EU member state. */
const EU_112_SOURCE = source(
  'https://ec.europa.eu/information_society/activities/112/actions/index_en.htm',
  'the European emergency number 112 can be used across the EU in case of emergency',
);

function eu112(): CountryLine {
  return {
    kind: 'emergency',
    name: 'Emergency services',
    offers: 'If someone is hurt or in danger right now, call 112 for police, fire or an ambulance.',
    phone: { display: '112', tel: '112' },
    source: EU_112_SOURCE,
  };
}

/**
 * Crisis lines by country, loaded only with /get-help and the crisis boxes (its own chunk), never
 * on the first paint. Every number was read on its owner's page (on `CHECKED`, or `CHECKED_29`
 * for the lines added later), and its source quotes the words that show it (`pnpm check:sources`
 * checks each source is on the owner's site). Where no owner's page was in reach, a number may be
 * confirmed second-hand (`secondHand`: two independent reports quoting the owner, listed by
 * `check:sources` for a new check). A line that nobody confirms is left out, never guessed: a
 * country may then show only its emergency number (several EU members show only 112, from the
 * European Commission's page). The international directory (INTERNATIONAL_HELPLINES) is shown under
 * every country's lines, and for any country not listed here.
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
        source: source(
          'https://www.lincs.police.uk/news/lincolnshire/news/2024/sep-2024/advice-if-you-know-someone-who-is-vulnerable/',
          'If a person is in immediate danger, call 999.',
        ),
      },
      {
        kind: 'crisis',
        name: 'Samaritans',
        offers:
          'Talk to a trained volunteer about anything that is troubling you, including thoughts of suicide. Free from any phone, even with no credit.',
        phone: { display: '116 123', tel: '116123' },
        url: 'https://www.samaritans.org',
        hours: '24/7',
        source: source(
          'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
          'You do not need to have any credit or call allowance on your plan to call 116 123.',
        ),
        alsoSources: [
          source(
            'https://www.samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas',
            'our volunteers are available 24 hours a day, every day of the year to talk to you. You can ring us free on 116 123.',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'NHS 111, mental health option (England)',
        offers:
          'In England, if you or someone you know needs urgent help with mental health, call 111 and choose the mental health option (option 2). You speak to a trained mental health worker. For all ages.',
        phone: { display: '111 (option 2)', tel: '111' },
        url: 'https://111.nhs.uk',
        hours: '24/7',
        // Lincolnshire Partnership NHS Foundation Trust, one of the NHS mental health trusts that
        // answer the option.
        source: source29(
          'https://www.lpft.nhs.uk/contact-us/need-help-now',
          'you can access local urgent mental health support by calling NHS 111 and selecting the mental health option.',
        ),
        alsoSources: [
          source29(
            'https://www.lpft.nhs.uk/contact-us/need-help-now',
            'NHS 111 is for all ages, including children and young people and those with neurodevelopmental needs.',
          ),
          // Pendeen Surgery, an NHS GP practice.
          source29(
            'https://www.pendeensurgery.nhs.uk/health-information/urgent-mental-health-support-and-mental-health-and-wellness',
            'dialling NHS 111 and selecting Option 2 is a fast way to connect with trained mental health professionals',
          ),
          source29(
            'https://www.pendeensurgery.nhs.uk/health-information/urgent-mental-health-support-and-mental-health-and-wellness',
            'It’s open 24 hours a day, 7 days a week and may be quicker than booking a GP appointment.',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'Shout 85258',
        offers:
          'Text with a trained volunteer if you are struggling to cope. Free, private and by text only. For anyone in the UK.',
        text: { display: 'Text SHOUT to 85258', number: '85258', body: 'SHOUT' },
        url: 'https://giveusashout.org',
        hours: '24/7',
        source: source29(
          'https://www.giveusashout.org/faqs/',
          'By texting ‘SHOUT’ to ‘85258’ a Texter will be put in touch with a trained Crisis Volunteer (CV) who will chat to them using trained techniques via text.',
        ),
        alsoSources: [
          source29(
            'https://giveusashout.org/about-us/faq/',
            'Shout 85258 is a 24/7 UK text messaging service for times when people feel they need immediate support.',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'Childline',
        offers:
          'Free, private help for children and young people under 19, about anything that worries them. Run by the NSPCC. Also online at childline.org.uk.',
        phone: { display: '0800 1111', tel: '+448001111' },
        url: 'https://www.childline.org.uk',
        hours: '24/7',
        // The NSPCC, which runs Childline.
        source: source29(
          'https://www.nspcc.org.uk/what-is-child-abuse/',
          'Children can call Childline any time on 0800 1111 or find advice and support on the Childline website.',
        ),
        alsoSources: [
          source29(
            'https://learning.nspcc.org.uk/services/childline',
            'Childline is the UK’s free, 24-hour service for children and young people. Run by the NSPCC, Childline gives children and young people up to the age of 19 confidential support with whatever is worrying them.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'National Domestic Abuse Helpline (Refuge)',
        offers:
          'Free, confidential support if a partner or family member is hurting, scaring or controlling you.',
        phone: { display: '0808 2000 247', tel: '+448082000247' },
        url: 'https://www.nationaldahelpline.org.uk',
        hours: '24/7',
        // Refuge, which runs the helpline.
        source: source(
          'https://refuge.org.uk/news/refuge-response-to-home-secretary-announcement-of-support-for-domestic-abuse-victims',
          'If you need support, you can call free, anytime of day or night on 0808 2000 247.',
        ),
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
          'Talk to a trained volunteer about anything that is troubling you, including thoughts of suicide. Free to call.',
        phone: { display: '116 123', tel: '116123' },
        url: 'https://www.samaritans.org',
        // No Samaritans page we could read states the hours for the Republic of Ireland today.
        source: source(
          'https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey',
          'ComReg awarded Samaritans the 116123 number in 2009',
        ),
        alsoSources: [
          source(
            'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
            'This number is free to call from both landlines and mobiles, including pay-as-you-go mobiles.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: "Women's Aid National Freephone Helpline",
        offers: 'Free support for women living with abuse from a partner or ex-partner.',
        phone: { display: '1800 341 900', tel: '+3531800341900' },
        url: 'https://www.womensaid.ie',
        hours: '24/7',
        source: source(
          'https://www.womensaid.ie/about/newsevents/news/2009/11/30/supporting-a-friend-sinead-desmond-launches-the-wo/',
          "phone the Women's Aid National Freephone Helpline 1800 341 900",
        ),
        alsoSources: [
          source(
            'https://www.womensaid.ie/about/newsevents/news/2016/09/05/media-release-41-calls-a-day-to-womens-aid-in-2016/',
            'The Women’s Aid National Freephone Helpline became a 24 hours a day, 7 days a week service in January 2016',
          ),
        ],
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
          'Free, confidential support from health professionals if you are in distress or thinking about suicide, or worried about someone.',
        phone: { display: '3114', tel: '3114' },
        url: 'https://3114.fr',
        hours: '24/7',
        source: source(
          'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
          'Le 3114 est le numéro de la ligne nationale en prévention du suicide.',
        ),
        alsoSources: [
          source(
            'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
            'Ce fonctionnement garantit également la continuité du service 24h/24 sur l’ensemble du territoire français.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: '3919 (Violences Femmes Info)',
        offers:
          'Free, anonymous listening, information and referral for women facing violence (especially from a partner), and for those close to them.',
        phone: { display: '3919', tel: '3919' },
        url: 'https://solidaritefemmes.org',
        hours: '24/7',
        // The Fédération Nationale Solidarité Femmes, which runs the line.
        source: source(
          'https://solidaritefemmes.org/appeler-le-3919/',
          'Le 3919 est le numéro national de référence d’écoute téléphonique et d’orientation à destination des femmes victimes de violences',
        ),
        alsoSources: [
          source(
            'https://solidaritefemmes.org/appeler-le-3919/',
            'Anonyme, accessible 24h/24 et 7j/7',
          ),
        ],
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
        source: source(
          'https://www.ekkw.de/telefonseelsorge-seit-60-jahren-fuer-menschen-in-schwierigen-situationen-da',
          'ist zentral über die Telefonnummern (0800) 111 0 111 oder (0800) 111 0 222 gebührenfrei, anonym und rund um die Uhr erreichbar',
        ),
      },
      {
        kind: 'domestic-violence',
        name: 'Hilfetelefon Gewalt gegen Frauen',
        offers:
          'Free, anonymous advice for women facing any kind of violence, in many languages, by phone or chat.',
        phone: { display: '116 016', tel: '116016' },
        url: 'https://www.hilfetelefon.de',
        hours: '24/7',
        source: source(
          'https://www.hilfetelefon.de/das-hilfetelefon/angebot-im-ueberblick.html',
          'das erste 24-Stunden-Beratungsangebot für Deutschland, das unter der Nummer 116 016 und per Online-Beratung vertraulich und kostenfrei Hilfe und Unterstützung bietet',
        ),
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
          'Free, anonymous help from trained advisers if you face violence or stalking, in many languages, by phone or chat.',
        phone: { display: '1522', tel: '1522' },
        url: 'https://www.1522.eu',
        hours: '24/7',
        // Linea Amica, the Italian government's public-service portal; 1522 is the government's line.
        source: source(
          'https://lineaamica.gov.it/news-e-multimedia/news/d/2024/11/25/non-sei-sola-chiama-il-1522-boom-dell-help-line-per-le-vittime-di-violenza-e-stalking',
          'anche il 1522 è attivo 24 ore su 24, tutti i giorni dell’anno ed è accessibile dall’intero territorio nazionale gratuitamente, sia da rete fissa che mobile, anche attraverso chat dedicata',
        ),
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
        source: source('https://www.113.nl/schoolopdracht', 'Bel gratis 113'),
        alsoSources: [
          source(
            'https://www.113.nl/schoolopdracht',
            'Je kunt met ons geheel anoniem bellen of chatten.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'Veilig Thuis',
        offers:
          'Free advice and support if you face, witness or use violence at home, or are worried a child is being harmed. You can stay anonymous. Say your town and you reach the team near you.',
        phone: { display: '0800-2000', tel: '+318002000' },
        url: 'https://veiligthuis.nl',
        hours: '24/7',
        source: source(
          'https://www.rijksoverheid.nl/onderwerpen/huiselijk-geweld/vraag-en-antwoord/wat-moet-ik-doen-bij-huiselijk-geweld',
          'Het nummer 0800-2000 is gratis en alle dagen en alle uren bereikbaar.',
        ),
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
        source: source(
          'https://www.katholisch.at/telefonseelsorge',
          'Unter der Rufnummer 142 ist die Telefonseelsorge in ganz Österreich rund um die Uhr und kostenlos zu erreichen.',
        ),
      },
      {
        kind: 'domestic-violence',
        name: 'Frauenhelpline gegen Gewalt',
        offers:
          'Free, anonymous support for women and girls facing violence, and for the people around them. It can put you in touch with shelters and advice centres.',
        phone: { display: '0800 222 555', tel: '+43800222555' },
        url: 'https://www.frauenhelpline.at',
        hours: '24/7',
        source: source(
          'https://frauenhelpline.at/berichte/2003/vorwort.htm',
          'Die Mitarbeiterinnen der Frauenhelpline stehen 24 Stunden an 365 Tagen im Jahr bundesweit zur Verfügung. Die Nummer 0800 222 555 ist kostenlos und anonym für alle AnruferInnen.',
        ),
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
          'Free, anonymous support in Dutch if you are thinking about suicide or worried about someone. Chat in the evening on the website.',
        phone: { display: '1813', tel: '1813' },
        url: 'https://www.zelfmoord1813.be',
        hours: 'Phone 24/7; chat in the evening',
        source: source(
          'https://zelfmoord1813.be/blog/chat-zelfmoordlijn-langer-geopend',
          'De Zelfmoordlijn is bereikbaar via telefoon op het nummer 1813 (24/7) en via chat (18u30-22u) en e-mail op www.zelfmoord1813.be.',
        ),
      },
      {
        kind: 'crisis',
        name: 'Centre de Prévention du Suicide',
        offers:
          'Free, anonymous listening in French if you are thinking about suicide or worried about someone.',
        phone: { display: '0800 32 123', tel: '+3280032123' },
        url: 'https://www.preventionsuicide.be',
        // The centre's own page we could read gives the number, not the hours.
        source: source(
          'https://www.preventionsuicide.be/actualites/le-centre-de-prevention-du-suicide-publie-son-rapport-dactivites-2022',
          'Le Centre de Prévention du Suicide a répondu à plus de 23 000 appels sur sa ligne d’écoute 0800 32 123',
        ),
      },
      {
        kind: 'domestic-violence',
        name: 'Hulplijn 1712',
        offers:
          'Help in Dutch for anyone with a question about violence, abuse or child abuse: victims, witnesses and people who use violence. You do not have to say who you are.',
        phone: { display: '1712', tel: '1712' },
        url: 'https://www.1712.be',
        source: source(
          'https://www.1712.be/nl/over-1712',
          '1712 is een hulplijn voor elke burger met een vraag over geweld, misbruik en kindermishandeling.',
        ),
      },
      {
        kind: 'domestic-violence',
        name: 'Écoute violences conjugales',
        offers:
          'Free, anonymous listening in French for anyone facing violence from a partner, and for those close to them. Not an emergency line.',
        phone: { display: '0800 30 030', tel: '+3280030030' },
        url: 'https://www.ecouteviolencesconjugales.be',
        hours: '24/7',
        source: source(
          'https://www.ecouteviolencesconjugales.be/qui-sommes-nous/presentation/',
          'Le numéro vert "Ecoute Violences Conjugales" 0800/30.030',
        ),
        alsoSources: [
          source(
            'https://www.ecouteviolencesconjugales.be/qui-sommes-nous/presentation/',
            'Afin d’assurer une continuité du service 24 heures sur 24 et 7 jours sur 7, le 8 mars 2017, une bascule vers le 107 est assurée.',
          ),
        ],
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
          'Talk with a crisis worker or trained volunteer about a crisis, a trauma or thoughts of suicide, anonymously. In Finnish; Swedish, Ukrainian, Russian and English lines on the website.',
        phone: { display: '09 2525 0111', tel: '+358925250111' },
        url: 'https://mieli.fi/helpline',
        // MIELI's page gives the Finnish line's number, not its hours.
        source: source(
          'https://mieli.fi/helpline',
          'MIELI Crisis Helpline offers help also in Finnish (09 2525 0111), Swedish (09 2525 0112), Ukrainian (09 2525 0114) and Russian (09 2525 0115).',
        ),
      },
      {
        kind: 'domestic-violence',
        name: 'Nollalinja',
        offers:
          'Free help if someone close to you uses or threatens violence, or if you are a woman facing violence anywhere. Your number is not shown. Also chat on weekdays.',
        phone: { display: '080 005 005', tel: '+35880005005' },
        url: 'https://nollalinja.fi/en',
        hours: 'Phone 24/7; chat Mon–Wed 9–15, Thu–Fri 14–20',
        source: source(
          'https://nollalinja.fi/en',
          'Nollalinja is a free helpline that you can call at any time, on any day of the year. The telephone number for Nollalinja is 080 005 005.',
        ),
        alsoSources: [
          source(
            'https://nollalinja.fi/en',
            'The chat is open Monday to Wednesday 9.00–15.00 and Thursday to Friday 14.00–20.00.',
          ),
        ],
      },
    ],
  },
  {
    code: 'CA',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services',
        offers: 'If you or someone else is in immediate danger, call 911.',
        phone: { display: '911', tel: '911' },
        source: source(
          'https://www.canada.ca/en/public-health/services/suicide-prevention/about-suicide.html',
          'If you or someone you know is in immediate danger, please call 9-1-1.',
        ),
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
        // The Government of Canada, which funds 9-8-8.
        source: source(
          'https://www.canada.ca/en/public-health/services/suicide-prevention/about-suicide.html',
          'If you or someone you know is thinking about suicide, call or text 9-8-8. Support is available 24 hours a day, 7 days a week through 9-8-8: Suicide Crisis Helpline.',
        ),
        alsoSources: [
          source(
            'https://www.canada.ca/en/public-health/services/suicide-prevention/government-canada-doing-help-prevent-suicide.html',
            'provided in English and French',
          ),
        ],
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
          'If someone is hurt or in danger right now, call 911, the national emergency number.',
        phone: { display: '911', tel: '911' },
        source: source(
          'https://www.gob.mx/policiafederal/articulos/088-911-responder-ante-cualquier-llamado',
          'El Acuerdo concreta el 911 como el único número nacional de atención a emergencias y respuesta inmediata',
        ),
      },
      {
        kind: 'crisis',
        name: 'Línea de la Vida',
        offers:
          'The national line for mental health and addictions, run by the Secretaría de Salud (CONASAMA). Talk to someone about anxiety, sadness, thoughts of suicide, or drug or alcohol use, for you or someone close. Free.',
        phone: { display: '800 911 2000', tel: '+528009112000' },
        hours: '24/7',
        otherWays: [
          {
            kind: 'spanish',
            label: 'Llame gratis al 800 911 2000, las 24 horas',
            lang: 'es',
            phone: { display: '800 911 2000', tel: '+528009112000' },
            source: secondHand(
              'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
              'El número telefónico para pedir ayuda es el 800-911-2000 y no tiene costo.',
              {
                url: 'https://zamudionoticias.mx/?p=17586',
                quote:
                  'la Línea de la Vida (800 911 2000), operada por la CONASAMA, brinda atención las 24 horas en crisis emocionales, consumo de sustancias y riesgo suicida.',
              },
            ),
          },
        ],
        // Second-hand: no gob.mx page with the number was in reach (searched 2026-11-27). Two
        // newspapers report CONASAMA's and the Secretaría de Salud's own statements.
        source: secondHand(
          'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
          'El número telefónico para pedir ayuda es el 800-911-2000 y no tiene costo.',
          {
            url: 'https://www.proceso.com.mx/ciencia-tecnologia/salud/2025/10/11/se-triplican-llamadas-la-linea-de-la-vida-en-el-primer-trimestre-de-2025-360581.html',
            quote:
              'de las llamadas a la “Línea de la Vida” 800-911-2000 de este año, en 84% de los casos corresponden a solicitudes de orientación y consejería',
          },
        ),
        alsoSources: [
          secondHand(
            'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
            'La línea de la vida es un espacio de orientación telefónica especializado en salud mental y adicciones que está disponible las 24 horas del día, los 365 días del año.',
            {
              url: 'https://zamudionoticias.mx/?p=17586',
              quote:
                'la Línea de la Vida (800 911 2000), operada por la CONASAMA, brinda atención las 24 horas en crisis emocionales, consumo de sustancias y riesgo suicida.',
            },
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'Línea de las Mujeres (079, opción 1)',
        offers:
          "The federal Secretariat for Women's line for women facing violence: call 079 and choose option 1.",
        phone: { display: '079 (opción 1)', tel: '079' },
        // The Government of Mexico's annual report (Informe de Gobierno).
        source: source(
          'https://www.informegobierno.gob.mx/indice/i-tiempo-de-mujeres',
          'la atención de la Línea de las Mujeres 079, opción 1',
        ),
      },
    ],
  },
  {
    code: 'AU',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency services (Triple Zero)',
        offers:
          'If there is a threat to life or property, call 000 for police, fire or an ambulance.',
        phone: { display: '000', tel: '000' },
        // Victoria's Emergency Services Telecommunications Authority.
        source: source(
          'https://www.esta.vic.gov.au/000-process',
          'Triple zero (000) should be called only when you need police, fire or ambulance.',
        ),
      },
      {
        kind: 'crisis',
        name: 'Lifeline',
        offers:
          'Talk to a trained crisis supporter if you are overwhelmed, in crisis or thinking about suicide. Free from mobiles.',
        phone: { display: '13 11 14', tel: '131114' },
        url: 'https://www.lifeline.org.au',
        hours: '24/7',
        // Lifeline WA, one of Lifeline's centres.
        source: source(
          'https://wa.lifeline.org.au/resources/helpful-articles/what-happens-when-you-call-13-11-14/',
          'What happens when you call 13 11 14?',
        ),
        alsoSources: [
          source(
            'https://wa.lifeline.org.au/resources/helpful-articles/what-happens-when-you-call-13-11-14/',
            'We are here by choice, 24 hours a day',
          ),
          source(
            'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
            'Calls to Lifeline made from a mobile phone are free.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: '1800RESPECT',
        offers:
          'Counselling and support if you have experienced, or are at risk of, domestic, family or sexual violence.',
        phone: { display: '1800RESPECT (1800 737 732)', tel: '+611800737732' },
        url: 'https://www.1800respect.org.au',
        hours: '24/7',
        // The Department of Social Services, for which the service is run.
        source: source(
          'https://plan4womenssafety.dss.gov.au/initiatives/1800respect',
          '1800RESPECT is the national online and telephone counselling and support service for people who have experienced, or are at risk of experiencing, sexual assault and/or domestic and family violence',
        ),
        alsoSources: [
          source(
            'https://plan4womenssafety.dss.gov.au/initiatives/1800respect',
            'providing support 24 hours a day, seven days a week',
          ),
        ],
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
        source: source(
          'https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/',
          'If you need help from the police, the fire service, or you need an ambulance, dial 111 and the emergency operator will connect you to the right place.',
        ),
      },
      {
        kind: 'crisis',
        name: '1737, Need to talk?',
        offers:
          'Free call or text to talk with a trained counsellor about stress, worry, low mood or anything that feels too much, or about someone you care about.',
        phone: { display: '1737', tel: '1737' },
        text: { display: '1737', number: '1737' },
        hours: '24/7',
        // Manatū Hauora, the Ministry of Health, which funds the line.
        source: source29(
          'https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy',
          'If you or someone you know needs mental wellbeing support or advice then call or text 1737 anytime day or night to talk to a trained counsellor.',
        ),
      },
      {
        kind: 'domestic-violence',
        name: "Women's Refuge crisis line",
        offers:
          'Free support from an advocate near you if someone in your family or home is hurting, scaring or controlling you. Also live chat on the website.',
        phone: { display: '0800 REFUGE (0800 733 843)', tel: '+64800733843' },
        url: 'https://womensrefuge.org.nz',
        hours: '24/7',
        source: source(
          'https://womensrefuge.org.nz/get-help/',
          'Crisisline: 0800 REFUGE or 0800 733 843',
        ),
        alsoSources: [
          source(
            'https://womensrefuge.org.nz/get-help/',
            'Through our crisis line, we are here to help you 24 hours a day, 7 days a week.',
          ),
        ],
      },
    ],
  },
  // The other EU members. Those with only 112 (the Commission's page) are the ones whose own
  // crisis and domestic-violence lines could not be confirmed on their owners' pages; their
  // visitors also see the international directory.
  {
    code: 'ES',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: '024 (Línea de atención a la conducta suicida)',
        offers:
          "The Ministry of Health's free line if you think about suicide, or worry about someone who does. Private, and it does not show on your phone bill.",
        phone: { display: '024', tel: '024' },
        hours: '24/7',
        otherWays: [
          {
            kind: 'spanish',
            label: 'Llame al 024, gratis y las 24 horas',
            lang: 'es',
            phone: { display: '024', tel: '024' },
            source: secondHand(
              'https://ondacero.es/noticias/sociedad/telefono-atencion-suicidio-recibio-15000-llamadas-primer-mes-funcionamiento_2022061062a36debdbf6f2000130de02.html',
              'El 024 es una línea gratuita, accesible, inmediata y confidencial que está disponible las 24 horas del día, los 7 días de la semana, los 365 días del año.',
              {
                url: 'https://www.farodevigo.es/galicia/2025/10/11/medio-millar-gallegos-mes-024-linea-suicidio-122499662.html',
                quote:
                  'el 024, la línea de atención a la conducta suicida, un servicio gratuito, confidencial y disponible las 24 horas del día, los 365 días del año.',
              },
            ),
          },
        ],
        // Second-hand: no page of sanidad.gob.es was in reach (searched 2026-11-27). Onda Cero
        // quotes the Ministry of Health's own page; Faro de Vigo its monthly figures.
        source: secondHand(
          'https://ondacero.es/noticias/sociedad/telefono-atencion-suicidio-recibio-15000-llamadas-primer-mes-funcionamiento_2022061062a36debdbf6f2000130de02.html',
          'El 024 es una línea gratuita, accesible, inmediata y confidencial que está disponible las 24 horas del día, los 7 días de la semana, los 365 días del año.',
          {
            url: 'https://www.farodevigo.es/galicia/2025/10/11/medio-millar-gallegos-mes-024-linea-suicidio-122499662.html',
            quote:
              'el 024, la línea de atención a la conducta suicida, un servicio gratuito, confidencial y disponible las 24 horas del día, los 365 días del año.',
          },
        ),
        alsoSources: [
          secondHand(
            'https://amp.antena3.com/noticias/sociedad/telefono-prevenir-suicidio-atiende-1000-llamadas-primer-dia_20220512627ccf372c207f0001807ccf.html',
            'La línea 024 es gratuita y anónima y no queda registrada en la factura telefónica.',
            {
              url: 'https://elespanol.com/espana/20220210/telefono-gratuito-024-suicidio-mayo/649185102_0.amp.html',
              quote: 'Gratis y no estará en la factura',
            },
          ),
        ],
      },
    ],
  },
  {
    code: 'PT',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'SNS 24 psychological counselling',
        offers:
          'Talk to a clinical psychologist about anxiety, distress or a crisis. Call 808 24 24 24 and choose option 4.',
        phone: { display: '808 24 24 24 (option 4)', tel: '+351808242424' },
        url: 'https://www.sns24.gov.pt',
        hours: '24/7',
        source: source(
          'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
          'The number you should call is SNS 24 – 808242424. Then you should select option 4 (psychological counseling).',
        ),
        alsoSources: [
          source(
            'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
            'The service is available 24/7.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'Serviço de Informação às Vítimas de Violência Doméstica',
        offers:
          'Free, anonymous and confidential information for victims of domestic violence: your rights, and where to get psychological, social and legal help.',
        phone: { display: '800 202 148', tel: '+351800202148' },
        url: 'https://www.cig.gov.pt',
        hours: '24/7',
        source: source(
          'https://www.cig.gov.pt/servicos/servico-de-informacao-as-vitimas-de-violencia-domestica/',
          'este serviço de informação é gratuito e funciona pelo telefone, 24 horas por dia / 365 dias por ano, para apoiar vítimas de violência doméstica através do número 800 202 148.',
        ),
      },
    ],
  },
  { code: 'PL', lines: [eu112()] },
  {
    code: 'SE',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Kvinnofridslinjen',
        offers:
          'Free support for women who face threats or physical, mental or sexual violence, and for people close to them. You can stay anonymous.',
        phone: { display: '020-50 50 50', tel: '+4620505050' },
        url: 'https://kvinnofridslinjen.se',
        hours: '24/7',
        // The National Centre for Knowledge on Men's Violence Against Women, which runs the line.
        source: source(
          'https://www.nck.uu.se/nyhetsarkiv/nyhetsvisningssida/?tarContentId=1050738&languageId=3&id=1040&librisId=&swepubId=',
          'Kvinnofridslinjen 020-50 50 50 startade 2007 och ger stöd till kvinnor som är utsatta för fysiskt, psykiskt eller sexuellt våld.',
        ),
        alsoSources: [
          source(
            'https://www.nck.uu.se/kvinnofridslinjen/kvinnofridslinjen10ar/statistik/',
            'Alla dagar, dygnet runt tar medarbetarna på Kvinnofridslinjen emot samtal.',
          ),
        ],
      },
    ],
  },
  {
    code: 'DK',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Lev Uden Vold national hotline',
        offers:
          'Free, anonymous advice about violence in close relationships, for people who face it, people who use it, and those around them.',
        phone: { display: '1888', tel: '1888' },
        url: 'https://levudenvold.dk',
        hours: '24/7',
        source: source(
          'https://levudenvold.dk/aktuelt/nyheder/lev-uden-vold-modtog-i-2022-rekordmange-opkald/',
          'Den nationale hotline 1888 – en døgnåben, gratis og anonym rådgivning om vold i nære relationer',
        ),
      },
    ],
  },
  {
    code: 'CZ',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Linka pomoci obětem kriminality a domácího násilí (116 006)',
        offers:
          'Free, anonymous crisis help by phone for anyone facing domestic violence or hurt by a crime, and for witnesses and families. Calls are not recorded.',
        phone: { display: '116 006', tel: '116006' },
        url: 'https://www.116006.cz',
        hours: '24/7',
        // Bílý kruh bezpečí, which runs the line.
        source: source(
          'https://www.bkb.cz/aktuality/n440-startuje-bezplatna-linka-pomoci-obetem-116-006/',
          'Pod číslem 116 006 je od dnešního dne v ČR dostupná zdarma a non-stop telefonická krizová pomoc pro oběti kriminality a domácího násilí.',
        ),
        alsoSources: [
          source(
            'https://www.116006.cz/',
            'Všechny hovory na telefonní linku 116 006 jsou pro volající zdarma (tj. hovory jsou vedeny na účet volaného), ať volá odkudkoliv.',
          ),
          source(
            'https://www.116006.cz/',
            'Konzultanti linky jsou připraveni pomoci kdykoliv, ve dne i v noci, 7 dní v týdnu, 365 dní v roce.',
          ),
        ],
      },
    ],
  },
  {
    code: 'SK',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Národná linka pre ženy zažívajúce násilie',
        offers:
          'Free, confidential help from trained counsellors for women facing violence, and for anyone who sees it. Run for the Ministry of Labour, Social Affairs and Family.',
        phone: { display: '0800 212 212', tel: '+421800212212' },
        hours: '24/7',
        // The Institute for Labour and Family Research (IVPR), which runs the line.
        source: source(
          'https://ivpr.gov.sk/eu-a-linky-pomoci-pre-obete-nasilia-pocas-pandemie-koronavirusu/',
          'volajte bezplatne 0800 212 212 a píšte na linkaprezeny@ivpr.gov.sk',
        ),
        alsoSources: [
          // The Ministry of Labour's gender-equality site, on the line's launch with IVPR.
          source(
            'https://gender.gov.sk/zastavmenasilie/2015/03/19/narodna-linka-pre-zeny-zazivajuce-nasilie-bezplatna-nonstop-linka-0800-212-2012',
            'pripravili a spustili bezplatnú non-stop linku 0800 212 212 pre ženy zažívajúce násilie',
          ),
        ],
      },
    ],
  },
  { code: 'HU', lines: [eu112()] },
  {
    code: 'RO',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Linia telefonică gratuită pentru victimele violenței domestice (ANES)',
        offers:
          'Free help and advice if you face domestic violence, or if you know someone who does. Run by the National Agency for Equal Opportunities between Women and Men.',
        phone: { display: '0800 500 333', tel: '+40800500333' },
        url: 'https://anes.gov.ro',
        hours: '24/7',
        source: source(
          'https://anes.gov.ro/call-center/',
          'a pus la dispoziția victimelor violenței domestice o linie telefonică gratuită, cu un număr unic de contact, 0800.500.333',
        ),
        alsoSources: [
          source(
            'https://anes.gov.ro/call-center/',
            'Acest serviciu este asigurat 24/24 ore, 7/7 zile.',
          ),
        ],
      },
    ],
  },
  {
    code: 'BG',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Национална гореща телефонна линия за пострадали от насилие (Animus Association)',
        offers:
          'Emotional support, crisis counselling, legal advice and referral for people hurt by domestic violence, sexual violence or trafficking, and for their families.',
        phone: { display: '02 981 76 86', tel: '+35929817686' },
        url: 'https://animusassociation.org',
        hours: '24/7',
        // Animus Association Foundation, which runs the line.
        source: source(
          'https://animusassociation.org/18-%D0%B3%D0%BE%D0%B4%D0%B8%D0%BD%D0%B8-%D0%BD%D0%B0%D1%86%D0%B8%D0%BE%D0%BD%D0%B0%D0%BB%D0%BD%D0%B0-%D0%B3%D0%BE%D1%80%D0%B5%D1%89%D0%B0-%D1%82%D0%B5%D0%BB%D0%B5%D1%84%D0%BE%D0%BD%D0%BD%D0%B0-%D0%BB/',
          'На 01 октомври 2015 г се навършват 18 години от създаването на Националната гореща телефонна линия за пострадали от насилие 02 981 76 86.',
        ),
        alsoSources: [
          source(
            'https://animusassociation.org/programi-uslugi/goreshta-linia/?lang=en',
            'Национална Гореща телефонна линия за подкрепа и насочване на хора, пострадали от насилие е 24 часова услуга на Фондация „Асоциация Анимус“.',
          ),
        ],
      },
    ],
  },
  {
    code: 'HR',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Nacionalni pozivni centar za žrtve kaznenih djela i prekršaja (116 006)',
        offers:
          'Free, anonymous support and legal and practical information for victims and witnesses of crime, and the national line for victims of gender-based violence. In Croatian and English.',
        phone: { display: '116 006', tel: '116006' },
        url: 'https://pzs.hr',
        hours: '24/7',
        // Victim and Witness Support Service Croatia, which runs the line.
        source: source(
          'https://pzs.hr/en/announcement-on-marking-the-8th-year-of-establishing-of-national-call-centre-for-victims-of-crimes/',
          'On Friday, 16th of July 2021, National Call Centre for victims of crimes – 116 006 is marking its 8th anniversary.',
        ),
        alsoSources: [
          source(
            'https://pzs.hr/en/announcement-on-marking-the-8th-year-of-establishing-of-national-call-centre-for-victims-of-crimes/',
            'Since November 25th 2020, the line also became the National helpline for victims of gender based violence',
          ),
          source(
            'https://pzs.hr/en/announcement-on-marking-the-8th-year-of-establishing-of-national-call-centre-for-victims-of-crimes/',
            'The line is available 24/7 including weekends and holidays, it is free and anonymous.',
          ),
        ],
      },
    ],
  },
  {
    code: 'SI',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'Zaupni telefon Samarijan',
        offers:
          'Talk to a trained volunteer if you are in distress or thinking about suicide. Free, anonymous and confidential.',
        phone: { display: '116 123', tel: '116123' },
        url: 'https://www.telefon-samarijan.si',
        hours: '24/7',
        source: source(
          'https://www.telefon-samarijan.si/author/admin/',
          'Prostovoljci Zaupnega telefona Samarijan so posamezniku v stiski za pogovor na voljo na brezplačni telefonski številki 116 123: 24 ur na dan, vse dni v letu, anonimno, zaupno in brezplačno.',
        ),
      },
    ],
  },
  { code: 'GR', lines: [eu112()] },
  {
    code: 'CY',
    lines: [
      eu112(),
      {
        kind: 'domestic-violence',
        name: 'Domestic violence helpline 1440 (SPAVO)',
        offers:
          'Free support if someone in your family or a partner is hurting you, run by the Association for the Prevention and Handling of Violence in the Family.',
        phone: { display: '1440', tel: '1440' },
        url: 'https://www.domviolence.org.cy',
        hours: '24/7',
        // SPAVO's own site (a news report it republished on the line).
        source: source(
          'https://www.domviolence.org.cy/en/calls-domestic-violence-support-line-soar-2017/',
          'Spavo said that the victim support line they operate -1440 – has received 11,634 calls so far this year.',
        ),
        alsoSources: [
          source(
            'https://www.domviolence.org.cy/en/calls-domestic-violence-support-line-soar-2017/',
            'The support line has been operating round the clock since the beginning of the year',
          ),
        ],
      },
    ],
  },
  { code: 'MT', lines: [eu112()] },
  { code: 'LU', lines: [eu112()] },
  {
    code: 'EE',
    lines: [
      eu112(),
      {
        kind: 'crisis',
        name: 'Emotsionaalse toe ja hingehoiu telefon (116 123)',
        offers:
          'Free emotional support from a counsellor, or pastoral care, when things feel too heavy. In Estonian, Russian and English. Run by the Social Insurance Board.',
        phone: { display: '116 123', tel: '116123' },
        hours: 'Every day 10:00–24:00 (pastoral care 16:00–24:00)',
        // The Social Insurance Board (Sotsiaalkindlustusamet), which runs the line.
        source: source(
          'https://www.sotsiaalkindlustusamet.ee/uudised/vaimse-tervise-tugiliini-teenust-pakub-nuud-emotsionaalse-toe-ja-hingehoiu-telefon-116-123',
          'Jaanuaris liideti vaimse tervise tugiliini ning emotsionaalse toe ja hingehoiu telefonid üheks numbriks 116 123.',
        ),
        alsoSources: [
          source(
            'https://www.sotsiaalkindlustusamet.ee/uudised/vaimse-tervise-tugiliini-teenust-pakub-nuud-emotsionaalse-toe-ja-hingehoiu-telefon-116-123',
            'Nõustajad pakuvad emotsionaalset tuge iga päev ajavahemikul 10-24 ning hingehoidjad on samal liinil kättesaadavad kella 16-24.',
          ),
          source(
            'https://www.sotsiaalkindlustusamet.ee/uudised/vaimse-tervise-tugiliini-teenust-pakub-nuud-emotsionaalse-toe-ja-hingehoiu-telefon-116-123',
            'Helistamine on tasuta ning tuge saab mõlema teenuse puhul nii eesti, vene kui ka inglise keeles.',
          ),
        ],
      },
    ],
  },
  { code: 'LV', lines: [eu112()] },
  { code: 'LT', lines: [eu112()] },
  {
    code: 'NO',
    lines: [
      {
        kind: 'emergency',
        name: 'Medical emergency (113)',
        offers:
          'If someone needs urgent medical help and a life may be at risk, including acute risk of suicide, call 113.',
        phone: { display: '113', tel: '113' },
        hours: '24/7',
        // Helsenorge, the Norwegian public health portal.
        source: source(
          'https://www.helsenorge.no/nn/forstehjelp/ring-113/',
          'Ring medisinsk naudnummer 113 når du treng akutt helsehjelp og det kan stå om liv og helse.',
        ),
        alsoSources: [
          source(
            'https://www.helsenorge.no/nn/forstehjelp/ring-113/',
            'Medisinsk naudnummer 113 er open døgnet rundt.',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'Kirkens SOS',
        offers:
          'Talk anonymously to a trained volunteer who listens, about anything weighing on you, including thoughts of suicide. Normal call charges. Also by chat and message on the website.',
        phone: { display: '22 40 00 40', tel: '+4722400040' },
        url: 'https://www.kirkens-sos.no',
        hours: '24/7',
        // Kirkens SOS's own page (its Northern Sámi site).
        source: source(
          'https://www.girku-sos.no/nordsamisk/telefon',
          'Telefonnummeret til vår krisetelefon er: 22 40 00 40.',
        ),
        alsoSources: [
          source(
            'https://www.girku-sos.no/nordsamisk/telefon',
            'Telefonen vår er åpen hver dag, hele døgnet, uansett om det er helg, ferie eller helligdag.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'Vold- og overgrepslinjen',
        offers:
          'Free, anonymous help for anyone facing violence or abuse in a close relationship, and for family and friends. For adults (18 and over).',
        phone: { display: '116 006', tel: '116006' },
        url: 'https://volinjen.no',
        hours: '24/7',
        // Krisesentersekretariatet, which runs the line.
        source: source(
          'https://www.krisesenter.com/vold-og-overgrepslinjen-116-006-opplever-stor-pagang/',
          'Vold- og overgrepslinjen 116 006 opplever stor pågang siden åpning 01. oktober.',
        ),
        alsoSources: [
          source(
            'https://www.krisesenter.com/vold-og-overgrepslinjen-116-006-opplever-stor-pagang/',
            'Du kan ringe når som helst – døgnet rundt – for å snakke om opplevelsen',
          ),
        ],
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
        source: source(
          'https://112.is/en/samtal-vid-1-1-2',
          'If you are in doubt whether to contact 112 or not, contact 112.',
        ),
        alsoSources: [
          source(
            'https://www.112.is/ad-hringja-i-112',
            'Neyðarverðir eru á vakt allan sólarhringinn, árið um kring',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'Red Cross Helpline 1717 (Hjálparsíminn)',
        offers:
          'Talk to a trained Red Cross volunteer about distress, anxiety, loneliness or thoughts of suicide. Free and confidential. Also by chat at 1717.is. It cannot be called from a hidden number.',
        phone: { display: '1717', tel: '1717' },
        url: 'https://www.1717.is',
        hours: '24/7',
        source: source(
          'https://www.raudikrossinn.is/verkefni/innanlandsverkefni/heilbrigdi-og-velferd/hjalparsiminn-1717-og-netspjallid/',
          'Hjálparsíminn 1717 og netspjall 1717.is',
        ),
        alsoSources: [
          source(
            'https://www.raudikrossinn.is/verkefni/innanlandsverkefni/heilbrigdi-og-velferd/hjalparsiminn-1717-og-netspjallid/',
            'Hjálparsíminn er alltaf opinn, trúnaði og nafnleynd er heitið og hann er ókeypis.',
          ),
          source(
            'https://www.raudikrossinn.is/verkefni/innanlandsverkefni/heilbrigdi-og-velferd/hjalparsiminn-1717-og-netspjallid/',
            'Af öryggisástæðum er ekki lengur hægt að hringja í 1717 úr leyninúmeri.',
          ),
        ],
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
        source: source(
          'https://www.saps.gov.za/services/cc_10111.php',
          'Dial 10111 only in emergencies.',
        ),
        alsoSources: [
          source(
            'https://www.saps.gov.za/services/cc_10111.php',
            'This is a 24-hour crime reporting call centre which deals with complaints by the public.  The calls can be made on a landline - these calls are free, or from a cell phone, which are charged at the normal cell phone rates.',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'Gender-Based Violence Command Centre',
        offers:
          'Free support and counselling from social workers if you face gender-based violence, run by the Department of Social Development.',
        phone: { display: '0800 428 428', tel: '+27800428428' },
        url: 'https://gbv.org.za',
        hours: '24/7',
        source: source(
          'https://gbv.org.za/about-us',
          'The Centre operates an Emergency Line number – 0800 428 428.',
        ),
        alsoSources: [
          source(
            'https://gbv.org.za/about-us',
            'The Centre operates a National, 24hr/7days-a-week Call Centre facility.',
          ),
        ],
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
          'If someone is seriously ill or injured, or there is a fire, call 995 for an SCDF ambulance or fire engine. For emergencies only.',
        phone: { display: '995', tel: '995' },
        hours: '24/7',
        source: source(
          'https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services',
          'Call 995 Only For Emergencies',
        ),
        alsoSources: [
          source(
            'https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services',
            'SCDF operates a 24-hour Emergency Medical Services (EMS), which is ready to respond to any medical emergency in Singapore.',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'Samaritans of Singapore (SOS)',
        offers:
          'Talk to a trained volunteer if you are in crisis, thinking about suicide, or affected by a suicide. Private. Also by WhatsApp text (CareText).',
        phone: { display: '1767', tel: '1767' },
        hours: '24/7',
        // Second-hand: no page of sos.org.sg was in reach (searched 2026-11-27). Two news reports
        // of SOS's own launch of CareText give the hotline.
        source: secondHand(
          'https://mothership.sg/2022/09/sos-24h-whatsapp-service',
          'in addition to their 24-hour hotline 1-767 (1-SOS)',
          {
            url: 'https://www.channelnewsasia.com/singapore/suicide-whatsapp-service-caretext-samaritans-singapore-help-2929241',
            quote:
              'People who need help can text 9151 1767 for support via CareText, or call 1767 to reach the hotline.',
          },
        ),
        alsoSources: [
          secondHand(
            'https://www.daily8.com/en/hashtag/SamaritansOfSingapore',
            'The call and text-based services are operational 24 hours a day, every day of the week.',
            {
              url: 'https://mothership.sg/2022/09/sos-24h-whatsapp-service',
              quote: 'in addition to their 24-hour hotline 1-767 (1-SOS)',
            },
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'national mindline 1771',
        offers:
          "Singapore's national mental health line. Talk to a trained counsellor, get answers about mental health, and find the right help. Also by WhatsApp and web chat. You can stay anonymous.",
        phone: { display: '1771', tel: '1771' },
        url: 'https://mindline.sg',
        hours: '24/7',
        // The Ministry of Health, which launched the line.
        source: source29(
          'https://www.moh.gov.sg/newsroom/national-mindline-1771-to-provide--round-the-clock-support-for-mental-health',
          'i. Telephone hotline by dialling 1771;',
        ),
        alsoSources: [
          source29(
            'https://www.moh.gov.sg/newsroom/national-mindline-1771-to-provide--round-the-clock-support-for-mental-health',
            'From 18 June 2025, Singaporeans will be able to access round-the-clock support for mental health, including the seeking of professional help, via national mindline 1771',
          ),
        ],
      },
    ],
  },
  {
    code: 'IN',
    lines: [
      {
        kind: 'emergency',
        name: 'Emergency Response Support System (112)',
        offers: 'If you need the police, the fire service or an ambulance, call 112.',
        phone: { display: '112', tel: '112' },
        // Vikaspedia, the Government of India's information portal.
        source: source(
          'https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system',
          'Emergency Response Support System (ERSS) is a Pan-India single number (112) based emergency response system for citizens in emergencies.',
        ),
      },
      {
        kind: 'crisis',
        name: 'Tele-MANAS (14416)',
        offers:
          "The government's free mental health line. Choose your language, then talk to a trained counsellor. They can link you to a specialist if you need one.",
        phone: { display: '14416', tel: '14416' },
        hours: '24/7',
        // Second-hand: no page of mohfw.gov.in or telemanas.mohfw.gov.in was in reach (searched
        // 2026-11-27). Two news reports quote the Ministry of Health and Family Welfare.
        source: secondHand(
          'https://www.livemint.com/news/india/govts-mental-health-helpline-tele-manas-receives-over-2-lakh-calls-since-launch-11690014660473.html',
          'The service is accessible through the toll-free numbers 14416 or 1-800-891-4416, with options to choose preferred languages.',
          {
            url: 'https://www.newsdrum.in/national/tele-manas-helpline-received-over-2-lakh-calls-since-launch-in-oct-2022',
            quote:
              'Toll-free helpline numbers -- 14416 or 1-800-891-4416 -- with multi-language provision allow callers to select the language of their choice for availing the services, the ministry said in the statement.',
          },
        ),
        alsoSources: [
          secondHand(
            'https://www.thehansindia.com/news/national/government-launched-mental-health-service-as-tele-manas-765249',
            'a toll-free, round-the-clock helpline number (14416) has been established throughout the nation.',
            {
              url: 'https://theshillongtimes.com/2025/02/07/tele-manas-mental-health-helpline-handles-over-18-1-lakh-calls-centre/',
              quote: 'It provides 24×7 mental health services in up to 20 languages.',
            },
          ),
        ],
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
          'If someone is suddenly ill or injured, or there is a fire, call 119. For the police, call 110.',
        phone: { display: '119', tel: '119' },
        // Akita Prefecture's guide for residents from abroad.
        source: source(
          'https://www.pref.akita.jp/life/g030.htm',
          "The fire department's emergency number is 119 on any phone.",
        ),
        alsoSources: [
          source(
            'https://www.pref.akita.jp/life/g030.htm',
            'you should call an ambulance by dialing 119',
          ),
          source(
            'https://www.city.ichinoseki.iwate.jp/index.cfm/33,79329,217,html',
            '110 Police (reporting a crime or traffic accident)',
          ),
        ],
      },
      {
        kind: 'domestic-violence',
        name: 'DV相談+ (DV Soudan Plus)',
        offers:
          "Free support from specialist counsellors if a spouse or partner is hurting or controlling you. Also by chat and email, with chat in 10 languages. Run for the Cabinet Office's Gender Equality Bureau.",
        phone: { display: '0120-279-889', tel: '+81120279889' },
        hours: '24/7 by phone',
        // Kashiba City's page on the Cabinet Office line (the number is an image on the Bureau's page).
        source: source(
          'https://www.city.kashiba.lg.jp/soshiki/14/13224.html',
          '【電話相談】 9時~21時(4月29日から24時間受付) ⇒ 0120-279-889',
        ),
        alsoSources: [
          // The Gender Equality Bureau, Cabinet Office, which runs the line.
          source(
            'https://www.gender.go.jp/policy/no_violence/e-vaw/soudankikan.html',
            '電話相談(24時間対応)に加え、チャットやメールでもご相談できます。(チャット相談は、10言語の外国語にも対応しています。)',
          ),
        ],
      },
    ],
  },
  {
    code: 'CH',
    lines: [
      {
        kind: 'emergency',
        name: 'Ambulance (144)',
        offers: 'If someone is seriously ill or injured, call 144 for an ambulance. Police: 117.',
        phone: { display: '144', tel: '144' },
        // The City of Zurich, whose Schutz & Rettung answers 144 for the canton of Zurich and beyond.
        source: source(
          'https://stadt-zuerich.ch/pd/de/index/das_departement/medien/medienmitteilung/2024/02/anzahl-einsaetze-von-schutz-und-rettung-leicht-gesunken.html',
          'Anrufe auf die Notfallnummern 144 und 118 entgegengenommen',
        ),
        alsoSources: [
          source(
            'https://stadt-zuerich.ch/web/de/stadtleben/notfall/notrufe/notruf-117.html',
            'Über die Notrufnummer 117 alarmieren Sie die Polizei.',
          ),
        ],
      },
      {
        kind: 'crisis',
        name: 'Die Dargebotene Hand / La Main Tendue / Telefono Amico (143)',
        offers:
          'Talk anonymously to a trained listener about anything that weighs on you, including thoughts of suicide, day or night. Also by chat and email at 143.ch.',
        phone: { display: '143', tel: '143' },
        url: 'https://www.143.ch',
        hours: '24/7',
        // Die Dargebotene Hand's own page (its Ticino office).
        source: source(
          'https://www.143.ch/ticino/Consulenza/Servizio-di-consulenza/Notte',
          "Un quarto del totale delle chiamate al 143 avviene di notte. È un dato importante che conferma l'importanza di essere all'ascolto sempre.",
        ),
      },
    ],
  },
];

/** The lines for a country code, if Harbor has them. */
export function linesForCountry(code: string): CountryLines | undefined {
  return COUNTRY_LINES.find((entry) => entry.code === code);
}
