import {
  CRISIS_TEXT_LINE_SOURCE,
  CTL_SPANISH,
  LIFELINE_WHAT_TO_EXPECT,
  CRISIS_TEXT_LINE_WAYS,
  DOMESTIC_VIOLENCE_HOTLINE_SOURCE,
  DOMESTIC_VIOLENCE_HOTLINE_WAYS,
  LIFELINE_988_SOURCE,
  LIFELINE_988_WAYS,
} from './crisis-lines';
import type { Resource } from './resource-types';
import type { ServiceHours, Weekday } from './service-hours';

/** Every hour of every day: the owner says "24/7" or "24 hours a day, 7 days a week". */
const ALWAYS: ServiceHours = { kind: 'always' };

/** Monday to Friday. */
const WEEKDAYS_MO_FR: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/**
 * Every service in Harbor's directory. Each entry's phone number, text code, hours and web
 * address was checked on the owner's own page in its `source` (the organisation that runs the
 * service, or the agency that funds it), on the date given, with the words that support it.
 * If a detail cannot be checked there, leave it out. `pnpm check:sources` checks every source.
 */
export const resources: readonly Resource[] = [
  {
    id: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    offers:
      'Free, private help from a trained counselor by call, text or chat. For thoughts of suicide, a mental health or drug or alcohol crisis, or any kind of pain.',
    forWhom:
      'Anyone in the US who is struggling, and people worried about someone else. Press 1 for veterans, 2 for Spanish.',
    hours: ALWAYS,
    languages: ['en', 'es'],
    // The main line answers in English; its menu's Spanish-language option answers in Spanish.
    languagesSource: {
      url: LIFELINE_WHAT_TO_EXPECT,
      checked: '2026-11-28',
      quote:
        'First, you’ll hear a message that gives you service selection options including Veterans (Press 1), Spanish-language (Press 2), or your local 988 Lifeline contact center.',
    },
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'substance-abuse', 'loved-one', 'family-instability'],
    phone: { display: '988', tel: '988' },
    text: { display: '988', number: '988' },
    url: 'https://988lifeline.org',
    otherWays: LIFELINE_988_WAYS,
    crisis: true,
    source: LIFELINE_988_SOURCE,
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    offers:
      'Text with a trained volunteer about anything that is causing you pain. Free and private. In Spanish too, by text or WhatsApp.',
    forWhom: 'Anyone in the US, in any kind of crisis.',
    hours: ALWAYS,
    languages: ['en', 'es'],
    languagesSource: {
      url: CTL_SPANISH,
      checked: '2026-11-28',
      quote:
        'If you are bilingual in English and Spanish, we would love to train you to become a Crisis Counselor to help support LatinX people experiencing crisis.',
    },
    kinds: ['text-line'],
    challenges: ['mental-health', 'family-instability', 'parental-absence', 'loved-one'],
    text: { display: '741741', number: '741741' },
    url: 'https://www.crisistextline.org',
    otherWays: CRISIS_TEXT_LINE_WAYS,
    crisis: true,
    source: CRISIS_TEXT_LINE_SOURCE,
  },
  {
    id: 'samhsa-helpline',
    name: 'SAMHSA National Helpline',
    offers:
      'Free, private referrals to local treatment, support groups and other help for mental health and drug or alcohol use. If you have no insurance, they can point you to care paid for by your state.',
    forWhom:
      'People and families facing mental health or drug or alcohol problems. English and Spanish by phone.',
    hours: ALWAYS,
    languages: ['en', 'es'],
    languagesSource: {
      url: 'https://www.samhsa.gov/find-help/national-helpline',
      checked: '2026-11-25',
      quote:
        'English and Spanish are available if you select the option to speak with a national representative.',
    },
    kinds: ['hotline', 'text-line', 'health'],
    challenges: ['substance-abuse', 'mental-health', 'loved-one'],
    phone: { display: '1-800-662-4357 (HELP)', tel: '+18006624357' },
    text: { display: 'Text your ZIP code to 435748 (HELP4U)', number: '435748' },
    url: 'https://www.samhsa.gov/find-help/national-helpline',
    otherWays: [
      {
        kind: 'tty',
        label: 'TTY 1-800-487-4889',
        phone: { display: '1-800-487-4889', tel: '+18004874889' },
        source: {
          url: 'https://www.samhsa.gov/find-help/national-helpline',
          checked: '2026-11-25',
          quote:
            'SAMHSA’s National Helpline, 1-800-662-HELP (4357) (also known as the Treatment Referral Routing Service), or TTY: 1-800-487-4889',
        },
      },
      {
        kind: 'spanish',
        label:
          'Llame al 1-800-662-4357 y elija hablar con un representante nacional (inglés o español)',
        lang: 'es',
        phone: { display: '1-800-662-4357', tel: '+18006624357' },
        source: {
          url: 'https://www.samhsa.gov/find-help/national-helpline',
          checked: '2026-11-25',
          quote:
            'English and Spanish are available if you select the option to speak with a national representative.',
        },
      },
    ],
    source: {
      url: 'https://www.samhsa.gov/find-help/national-helpline',
      checked: '2026-11-25',
      quote: 'send your zip code via text message: 435748 (HELP4U) to find help near you',
    },
    alsoSources: [
      {
        url: 'https://www.samhsa.gov/find-help/national-helpline',
        checked: '2026-11-25',
        quote: 'The service is open 24/7, 365 days a year.',
      },
      {
        url: 'https://www.samhsa.gov/find-help/national-helpline',
        checked: '2026-11-25',
        quote:
          'SAMHSA’s National Helpline, 1-800-662-HELP (4357) (also known as the Treatment Referral Routing Service), or TTY: 1-800-487-4889 is a confidential, free, 24-hour-a-day, 365-day-a-year, information service, in English and Spanish',
      },
    ],
  },
  {
    id: 'nami-helpline',
    name: 'NAMI HelpLine',
    offers:
      'Free support, facts and referrals about mental health care and local support groups, from people who have been there. Not a crisis line.',
    forWhom:
      'People with a mental health condition, their family and caregivers, and anyone with questions.',
    hours: {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [{ days: WEEKDAYS_MO_FR, opens: '10:00', closes: '22:00' }],
    },
    kinds: ['hotline', 'text-line'],
    challenges: ['mental-health', 'loved-one'],
    phone: { display: '1-800-950-6264 (NAMI)', tel: '+18009506264' },
    text: { display: 'Text "helpline" to 62640', number: '62640', body: 'helpline' },
    url: 'https://www.nami.org',
    source: {
      url: 'https://nami.org/?p=30084',
      checked: '2026-11-25',
      quote: 'text “HELPLINE” to 62640 between 10 a.m.–10 p.m. ET, Monday–Friday',
    },
    alsoSources: [
      {
        url: 'https://nami.org/?p=30148',
        checked: '2026-11-25',
        quote: 'through the HelpLine at 800-950-NAMI (6264)',
      },
    ],
  },
  {
    id: 'veterans-crisis-line',
    name: 'Veterans Crisis Line',
    offers:
      'Free, private crisis help from people trained to help veterans and service members. You do not need to be signed up for VA care.',
    forWhom:
      'Veterans, service members, National Guard and Reserve, and their families and friends.',
    hours: ALWAYS,
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'substance-abuse', 'loved-one'],
    phone: { display: 'Dial 988, then press 1', tel: '988' },
    text: { display: '838255', number: '838255' },
    url: 'https://www.veteranscrisisline.net',
    otherWays: [
      {
        kind: 'chat',
        label: 'Chat at VeteransCrisisLine.net/Chat',
        url: 'https://www.veteranscrisisline.net/Chat',
        source: {
          url: 'https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/',
          checked: '2026-11-25',
          quote: 'chat online at VeteransCrisisLine.net/Chat',
        },
      },
    ],
    crisis: true,
    source: {
      url: 'https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/',
      checked: '2026-11-25',
      quote:
        'Dial 988 then Press 1, chat online at VeteransCrisisLine.net/Chat, or send a text message to 838255 to receive free, confidential support 24 hours a day, 7 days a week',
    },
  },
  {
    id: 'domestic-violence-hotline',
    name: 'National Domestic Violence Hotline',
    offers:
      'Private support, safety planning and help to find shelter and local services, by phone, text or chat. For anyone being hurt, scared or controlled by a partner or family member.',
    forWhom: 'People facing abuse, and friends and family who are worried about them.',
    hours: ALWAYS,
    kinds: ['hotline', 'text-line', 'chat', 'housing'],
    challenges: ['abuse-at-home', 'family-instability', 'loved-one', 'homelessness', 'legal'],
    phone: { display: '1-800-799-7233 (SAFE)', tel: '+18007997233' },
    text: { display: 'Text START to 88788', number: '88788', body: 'START' },
    url: 'https://www.thehotline.org',
    otherWays: DOMESTIC_VIOLENCE_HOTLINE_WAYS,
    crisis: true,
    source: DOMESTIC_VIOLENCE_HOTLINE_SOURCE,
    alsoSources: [
      {
        url: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
        checked: '2026-11-25',
        quote: 'the OVC-supported Hotline has been available 24/7/365 for anyone who needs help',
      },
    ],
  },
  {
    id: 'love-is-respect',
    name: 'love is respect',
    offers:
      'Support by phone, text or chat from trained peer advocates about dating, healthy relationships and dating abuse.',
    forWhom: 'Teens and young adults, and people who care about them.',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['abuse-at-home', 'family-instability', 'teenage-pregnancy', 'loved-one'],
    phone: { display: '1-866-331-9474', tel: '+18663319474' },
    text: { display: 'Text LOVEIS to 22522', number: '22522', body: 'LOVEIS' },
    url: 'https://www.loveisrespect.org',
    otherWays: [
      {
        kind: 'chat',
        label: 'Chat at loveisrespect.org',
        url: 'https://www.loveisrespect.org',
        source: {
          url: 'https://www.loveisrespect.org/content/category/respectext/',
          checked: '2026-11-25',
          quote: 'Just call 1-866-331-9474, chat at loveisrespect.org or text loveis to 22522.',
        },
      },
    ],
    source: {
      url: 'https://www.loveisrespect.org/content/category/respectext/',
      checked: '2026-11-25',
      quote: 'Just call 1-866-331-9474, chat at loveisrespect.org or text loveis to 22522.',
    },
  },
  {
    id: 'stronghearts-native-helpline',
    name: 'StrongHearts Native Helpline',
    offers:
      'Free, private support from Native advocates for domestic, dating and sexual violence: someone to talk to, a safety plan, and a link to Native and tribal services near you.',
    forWhom:
      'American Indians and Alaska Natives facing abuse, and the family and friends who worry about them.',
    hours: ALWAYS,
    kinds: ['hotline', 'chat'],
    challenges: ['abuse-at-home', 'family-instability'],
    phone: { display: '1-844-762-8483 (1-844-7NATIVE)', tel: '+18447628483' },
    url: 'https://strongheartshelpline.org',
    otherWays: [
      {
        kind: 'chat',
        label: 'Chat at strongheartshelpline.org',
        url: 'https://strongheartshelpline.org',
        source: {
          url: 'https://niwrc.org/restoration-magazine/june-2022/stronghearts-native-helpline-observes-five-year-anniversary-more',
          checked: '2026-11-27',
          quote: 'Addition of sexual violence advocacy, chat, and text advocacy',
        },
      },
    ],
    // StrongHearts was founded by the National Indigenous Women's Resource Center with the
    // Hotline; its own staff write these updates in NIWRC's Restoration magazine.
    source: {
      url: 'https://www.niwrc.org/rm-article/stronghearts-native-helpline-exceeds-5000-calls-indian-country',
      checked: '2026-11-27',
      quote: 'The helpline can be accessed anonymously by dialing 1-844-7NATIVE (762-8483)',
    },
    alsoSources: [
      {
        url: 'https://niwrc.org/restoration-magazine/june-2022/stronghearts-native-helpline-observes-five-year-anniversary-more',
        checked: '2026-11-27',
        quote: 'An increase in operating hours to 24 hours a day, 7 days a week, 365 days a year',
      },
    ],
  },
  {
    id: 'rainn-hotline',
    name: 'National Sexual Assault Hotline (RAINN)',
    offers:
      'A call connects you to trained staff at a sexual assault service near you. Your phone number is not kept, and you choose what to share.',
    forWhom:
      'Anyone hurt by sexual assault or abuse, at any time in their life, and people supporting them.',
    kinds: ['hotline'],
    challenges: ['mental-health', 'family-instability', 'abuse-at-home', 'legal'],
    phone: { display: '1-800-656-4673 (HOPE)', tel: '+18006564673' },
    url: 'https://rainn.org',
    source: {
      url: 'https://rainn.org/get-help/national-sexual-assault-hotline',
      checked: '2026-11-25',
      quote: "The caller's phone number is not retained, so the call is anonymous and confidential",
    },
    alsoSources: [
      {
        url: 'https://rainn.org/get-help/national-sexual-assault-hotline',
        checked: '2026-11-25',
        quote: 'When a caller dials 1.800.656.HOPE, a computer notes the area code',
      },
    ],
  },
  {
    id: 'childhelp-hotline',
    name: 'Childhelp National Child Abuse Hotline',
    offers:
      'Crisis counselors for children at risk, worried parents and anyone concerned about a child. Call or text the same number, or chat on their website. Not a line for making a report.',
    forWhom: 'Children and teens, parents and caregivers, and anyone worried about a child.',
    hours: ALWAYS,
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['family-instability', 'parental-absence', 'loved-one'],
    phone: { display: '1-800-422-4453 (4-A-CHILD)', tel: '+18004224453' },
    text: { display: '1-800-422-4453', number: '+18004224453' },
    url: 'https://www.childhelphotline.org',
    source: {
      url: 'https://childhelphotline.org/how-it-works',
      checked: '2026-11-25',
      quote: 'crisis counselors are here to answer calls, texts, and chats 24/7',
    },
    alsoSources: [
      // Childhelp, which runs the hotline (its own press release).
      {
        url: 'https://www.childhelp.org/news/congress-provides-2-million-for-a-national-child-abuse-hotline/',
        checked: '2026-11-27',
        quote:
          'Childhelp operates the National Child Abuse Hotline – 1-800-4-A-CHILD; text 1-800-422-4453; chat at childhelphotline.org',
      },
    ],
  },
  {
    id: 'national-runaway-safeline',
    name: 'National Runaway Safeline',
    offers:
      'Free, private crisis help by call, text, chat or email. Help to make a plan and find shelter, food, medical care or counseling nearby.',
    forWhom:
      'Young people ages 12 to 21 who have run away, are thinking about it, are homeless or are struggling at home, and their families.',
    hours: ALWAYS,
    kinds: ['hotline', 'text-line', 'chat', 'housing'],
    challenges: ['homelessness', 'family-instability', 'parental-absence'],
    phone: { display: '1-800-786-2929 (RUNAWAY)', tel: '+18007862929' },
    text: { display: '66008', number: '66008' },
    url: 'https://www.1800runaway.org',
    crisis: true,
    source: {
      url: 'https://www.1800runaway.org/about-us/faq/',
      checked: '2026-11-25',
      quote:
        'NRS operates a confidential 1-800-RUNAWAY hotline and 1800RUNAWAY.org online crisis service (live chat, emails, forum) 24/7/365. Texting is now also another option for kids in crisis to connect at 66008.',
    },
  },
  {
    id: 'poison-control',
    name: 'Poison Control',
    offers:
      'Free, expert and private advice if someone may have swallowed, breathed in or touched something harmful, like too much medicine or a drug. Help is also online with webPOISONCONTROL.',
    forWhom:
      'Anyone in the US. Call 911 instead if the person has collapsed, has a seizure, has trouble breathing or cannot be woken.',
    kinds: ['hotline', 'health'],
    challenges: ['health', 'substance-abuse', 'loved-one'],
    phone: { display: '1-800-222-1222', tel: '+18002221222' },
    url: 'https://www.poison.org',
    source: {
      url: 'https://www.poison.org/home',
      checked: '2026-11-25',
      quote: 'Call Poison Control to speak to an expert 1-800-222-1222',
    },
  },
  {
    id: 'disaster-distress-helpline',
    name: 'Disaster Distress Helpline',
    offers:
      'Counseling for stress, worry and low mood after a disaster or other hard event, by call or text, and help to find more support.',
    forWhom:
      'Anyone hurt by a disaster, like a storm, fire, flood or shooting, and the people who help.',
    hours: ALWAYS,
    languages: ['en', 'es'],
    // The line's page is in English and gives the Spanish option ("presiona 2").
    languagesSource: {
      url: 'https://www.samhsa.gov/find-help/disaster-distress-helpline',
      checked: '2026-11-25',
      quote: 'Español: Llama o envía un mensaje de texto 1-800-985-5990 presiona “2.”',
    },
    kinds: ['hotline', 'text-line', 'health'],
    challenges: ['mental-health', 'loved-one'],
    phone: { display: '1-800-985-5990', tel: '+18009855990' },
    text: { display: '1-800-985-5990', number: '+18009855990' },
    url: 'https://www.samhsa.gov/find-help/disaster-distress-helpline',
    otherWays: [
      {
        kind: 'videophone',
        label: 'Call 1-800-985-5990 from a videophone (ASL)',
        phone: { display: '1-800-985-5990', tel: '+18009855990' },
        source: {
          url: 'https://www.samhsa.gov/find-help/disaster-distress-helpline',
          checked: '2026-11-25',
          quote: 'call 1-800-985-5990 from your videophone. ASL Support is available 24/7.',
        },
      },
      {
        kind: 'spanish',
        label: 'Llame o envíe un mensaje de texto al 1-800-985-5990 y presione 2',
        lang: 'es',
        phone: { display: '1-800-985-5990', tel: '+18009855990' },
        source: {
          url: 'https://www.samhsa.gov/find-help/disaster-distress-helpline',
          checked: '2026-11-25',
          quote: 'Español: Llama o envía un mensaje de texto 1-800-985-5990 presiona “2.”',
        },
      },
    ],
    crisis: true,
    source: {
      url: 'https://www.samhsa.gov/find-help/disaster-distress-helpline',
      checked: '2026-11-25',
      quote:
        'This toll-free, multilingual, crisis support service is available 24/7 to all residents in the U.S. and its territories',
    },
    alsoSources: [
      {
        url: 'https://www.samhsa.gov/find-help/disaster-distress-helpline',
        checked: '2026-11-25',
        quote: 'Call or text 1-800-985-5990.',
      },
    ],
  },
  {
    id: 'maternal-mental-health-hotline',
    name: 'National Maternal Mental Health Hotline',
    offers:
      'Free call or text with professional counselors, like nurses, doulas and mental health clinicians, plus referrals to local or online care. Not a crisis line: call or text 988 in a crisis.',
    forWhom:
      'People who are pregnant or had a baby, and their loved ones. English and Spanish, and 60 more languages with interpreters.',
    hours: ALWAYS,
    languages: ['en', 'es'],
    languagesSource: {
      url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
      checked: '2026-11-25',
      quote: 'They speak English and Spanish.',
    },
    kinds: ['hotline', 'text-line', 'health'],
    challenges: ['teenage-pregnancy', 'mental-health', 'health'],
    phone: { display: '1-833-852-6262 (TLC-MAMA)', tel: '+18338526262' },
    text: { display: '1-833-852-6262', number: '+18338526262' },
    url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline',
    otherWays: [
      {
        kind: 'spanish',
        label: 'Le atienden en español',
        lang: 'es',
        source: {
          url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
          checked: '2026-11-25',
          quote: 'They speak English and Spanish.',
        },
      },
    ],
    source: {
      url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
      checked: '2026-11-25',
      quote: 'The National Maternal Mental Health Hotline is not a “crisis line.”',
    },
    // The number and hours are second-hand: no page of hrsa.gov that shows them was in reach
    // (searched 2026-11-27; the 2022 hhs.gov launch release gives the old number). Two
    // independent reports of HRSA's 2023 announcement give them.
    alsoSources: [
      {
        url: 'https://www.counseling.org/news/news-detail/2023/05/18/national-maternal-mental-health-hotline-first-anniversary',
        checked: '2026-11-27',
        quote:
          'Those in need can call or text 1-833-TLC-MAMA. The Hotline is free, confidential, and available 24/7.',
        confirmed: 'second-hand',
        alsoReportedBy: {
          url: 'https://mmhla.org/articles/national-maternal-mental-health-hotline-celebrates-one-year-anniversary-upcoming-webinar-to-share-information',
          quote: 'We also welcome the new caller-friendly number: 1-833-TLC-MAMA (1-833-852-6262).',
        },
      },
      {
        url: 'https://theforceforhealth.com/hrsa-celebrates-national-maternal-mental-health-hotlines-first-anniversary-introduces-updated-number-1-833-tlc-mama/',
        checked: '2026-11-27',
        quote: 'The hotline is available 24/7, via call or text',
        confirmed: 'second-hand',
        alsoReportedBy: {
          url: 'https://www.mmhla.org/articles/the-national-maternal-mental-health-hotline-celebrates-3-years-of-service',
          quote: 'Counselors are available 24 hours a day, 7 days a week',
        },
      },
    ],
  },
  {
    id: '211',
    name: '211',
    offers:
      'Free, private help to find local services: rent and utility help, food, shelter, health care, child care, jobs and more. Hours, and whether you can text, depend on where you live.',
    forWhom: 'Anyone in the US who needs help and does not know where to start.',
    kinds: ['hotline', 'text-line', 'housing', 'food', 'money'],
    challenges: ['resource-access', 'poverty', 'homelessness', 'financial', 'health'],
    phone: { display: '211', tel: '211' },
    text: { display: 'Text your ZIP code to 898-211 (in many areas)', number: '898211' },
    url: 'https://www.211.org',
    source: {
      url: 'https://www.211hudsonvalley.org/2020/01/united-ways-hudson-valley-211-helpline-expands-its-text-messaging-capacity/',
      checked: '2026-11-25',
      quote: 'To reach the 211 Helpline via text, send your zip code to 898211 (txt211).',
    },
    alsoSources: [
      {
        url: 'https://www.211hudsonvalley.org/2020/01/united-ways-hudson-valley-211-helpline-expands-its-text-messaging-capacity/',
        checked: '2026-11-25',
        quote: 'People can now text for help from 9 a.m. to 5 p.m. Monday through Friday.',
      },
    ],
  },
  {
    id: 'liheap-energy-help',
    name: 'Energy bill help (LIHEAP) referral line',
    offers:
      'Tells you where to apply in your area for LIHEAP, a program that may pay part of your heating or cooling bills.',
    forWhom: 'Households with low income who struggle to pay energy bills.',
    kinds: ['hotline', 'money', 'housing'],
    challenges: ['poverty', 'financial', 'homelessness'],
    phone: { display: '1-866-674-6327', tel: '+18666746327' },
    url: 'https://www.ncat.org/low-income-energy-assistance/',
    otherWays: [
      {
        kind: 'tty',
        label: 'TTY 1-866-367-6228',
        phone: { display: '1-866-367-6228', tel: '+18663676228' },
        source: {
          url: 'https://www.ncat.org/low-income-energy-assistance/',
          checked: '2026-11-25',
          quote:
            'call the National Energy Assistance Referral (NEAR) toll-free at 1-866-674-6327 or TTY 1-866-367-6228',
        },
      },
    ],
    source: {
      url: 'https://www.ncat.org/low-income-energy-assistance/',
      checked: '2026-11-25',
      quote:
        'call the National Energy Assistance Referral (NEAR) toll-free at 1-866-674-6327 or TTY 1-866-367-6228',
    },
  },
  {
    id: 'hope-hotline',
    name: 'HOPE Hotline (homeowners)',
    offers:
      'Free talks with a housing counselor about your mortgage and how to avoid losing your home.',
    forWhom: 'Homeowners who are behind, or worried about falling behind, on their mortgage.',
    kinds: ['hotline', 'housing', 'money'],
    challenges: ['financial', 'homelessness'],
    phone: { display: '1-888-995-4673 (HOPE)', tel: '+18889954673' },
    url: 'https://homeownershippreservation.org',
    source: {
      url: 'https://homeownershippreservation.org/news/nine-millionth-call-for-help-to-hpf-homeowners-hope-hotline-since-2007/',
      checked: '2026-11-25',
      quote:
        'calls to its national (888) 995-HOPE (4673) Hotline from homeowners facing foreclosure',
    },
  },
  {
    id: 'hud-fair-housing',
    name: 'HUD fair housing complaints',
    offers:
      'Report housing discrimination, like a landlord who will not rent to you because of your race, religion, disability, sex or because you have children. Help in any language.',
    forWhom: 'Renters, buyers and anyone treated unfairly in housing.',
    kinds: ['legal-aid', 'housing'],
    challenges: ['discrimination', 'homelessness', 'legal'],
    phone: { display: '1-800-669-9777', tel: '+18006699777' },
    url: 'https://www.hud.gov/fairhousing/fileacomplaint',
    source: {
      url: 'https://www.hud.gov/fairhousing/fileacomplaint',
      checked: '2026-11-25',
      quote:
        'We speak your language! Talk with an FHEO intake specialist by calling: 1-800-669-9777',
    },
  },
  {
    id: 'eeoc',
    name: 'U.S. Equal Employment Opportunity Commission (EEOC)',
    offers:
      'Takes charges of job discrimination, like unfair treatment at work because of race, sex, age, religion, national origin or disability. Start online at eeoc.gov.',
    forWhom: 'Job seekers and workers, including people who no longer work there.',
    kinds: ['legal-aid'],
    challenges: ['discrimination', 'legal'],
    url: 'https://www.eeoc.gov',
    source: {
      url: 'https://www.eeoc.gov/sites/default/files/2023-09/EEOC_v04.vtt',
      checked: '2026-11-25',
      quote:
        'you can file a charge of discrimination against your employer, union, or employment agency',
    },
  },
  {
    id: 'legal-services-corporation',
    name: 'Legal Services Corporation (find legal aid)',
    offers:
      'Funds local legal aid offices in every state. Find free legal help near you for problems like eviction, family safety, debt and benefits.',
    forWhom:
      'People with low income. Offices it funds help households at or below 125% of the poverty line.',
    kinds: ['legal-aid'],
    challenges: [
      'legal',
      'homelessness',
      'financial',
      'family-instability',
      'abuse-at-home',
      'discrimination',
      'resource-access',
    ],
    url: 'https://www.lsc.gov',
    source: {
      url: 'https://www.lsc.gov/',
      checked: '2026-11-25',
      quote:
        'LSC grantees help constituents who live in households with annual incomes at or below 125% of the federal poverty guidelines.',
    },
  },
  {
    id: 'womenslaw',
    name: 'WomensLaw (protective orders, state by state)',
    offers:
      'Plain-language legal information for people facing abuse: how to ask a court for a protective order in your state, custody, divorce and more. For everyone, whatever their sex or gender.',
    forWhom: 'Anyone facing abuse who wants to know their legal options, and people helping them.',
    kinds: ['legal-aid'],
    challenges: ['abuse-at-home', 'legal'],
    url: 'https://www.womenslaw.org',
    source: {
      url: 'https://www.womenslaw.org/laws/general/restraining-orders',
      checked: '2026-11-27',
      quote:
        'Restraining order laws are state laws and each state has different laws (also called statutes) that lay out the requirements for getting an order.',
    },
  },
  {
    id: 'eoir-legal-help',
    name: 'Free immigration legal help list (Justice Department)',
    offers:
      'The immigration courts’ list of groups and lawyers who may help for free, and the list of approved groups whose trained staff (accredited representatives) may take your case.',
    forWhom: 'Immigrants with a case in immigration court or with immigration officials.',
    kinds: ['legal-aid'],
    challenges: ['immigration', 'legal'],
    // The List's own page. The Office of Legal Access Programs page this linked to before is the
    // office's, and the List is now run by EOIR's Office of Policy (re-checked 2026-11-28, issue 29).
    url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
    source: {
      url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
      checked: '2026-11-28',
      quote:
        'The List is provided to individuals in immigration proceedings and contains information on non-profit organizations and attorneys who have committed to providing at least 50 hours per year of pro bono legal services before the immigration court location where they appear on the List.',
    },
    alsoSources: [
      {
        url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
        checked: '2026-11-28',
        quote:
          'The Executive Office for Immigration Review (EOIR), Office of Policy, Public Resources Program (PRP) administers the List of Pro Bono Legal Service Providers',
      },
      // The recognized organizations and accredited representatives, as read on the Office of
      // Legal Access Programs page on 2026-11-25; read it again on the program's current page.
      {
        url: 'https://www.justice.gov/eoir/office-of-legal-access-programs',
        checked: '2026-11-25',
        quote:
          'The purpose of the R&A program is to authorize qualified non-attorneys to provide representation in immigration matters through approved organizations.',
      },
    ],
  },
  {
    id: 'human-trafficking-hotline',
    name: 'National Human Trafficking Hotline',
    offers:
      'Help from trained advocates by call, text or chat, in English, Spanish and many more languages. They keep what you say private, except where the law makes them report: they tell the authorities if they suspect child abuse or think someone is in danger.',
    forWhom:
      'Anyone forced, tricked or pushed into work or sex, and anyone worried about someone else.',
    hours: ALWAYS,
    languages: ['en', 'es'],
    languagesSource: {
      url: 'https://humantraffickinghotline.org/about-us/what-we-do',
      checked: '2026-11-28',
      quote:
        'Callers can speak with the Hotline in English or Spanish, or in more than 200 additional languages using a 24-hour tele-interpreting service.',
    },
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['immigration', 'legal', 'homelessness'],
    phone: { display: '1-888-373-7888', tel: '+18883737888' },
    text: { display: '233733', number: '233733' },
    url: 'https://humantraffickinghotline.org',
    otherWays: [
      {
        kind: 'tty',
        label: 'TTY: dial 711',
        phone: { display: '711', tel: '711' },
        source: {
          url: 'https://humantraffickinghotline.org/our-approach',
          checked: '2026-11-25',
          quote: 'TTY: 711',
        },
      },
    ],
    crisis: true,
    source: {
      url: 'https://humantraffickinghotline.org/our-approach',
      checked: '2026-11-25',
      quote:
        'The National Hotline will immediately inform appropriate authorities if we suspect child abuse or if we have reason to believe there is imminent harm to you or others.',
    },
    alsoSources: [
      {
        url: 'https://humantraffickinghotline.org/our-approach',
        checked: '2026-11-25',
        quote: 'Text: 233733',
      },
      {
        url: 'https://humantraffickinghotline.org/about-us/what-we-do',
        checked: '2026-11-25',
        quote:
          'When you call the Hotline at 1-888-373-7888, you can expect a specially trained and experienced Anti-Trafficking Hotline Advocate',
      },
      {
        url: 'https://humantraffickinghotline.org/about-us/what-we-do',
        checked: '2026-11-28',
        quote:
          'The toll-free hotline is answered live 24 hours a day, 7 days a week, 365 days a year.',
      },
      {
        url: 'https://humantraffickinghotline.org/faqs/hotline-faqs',
        checked: '2026-11-25',
        quote:
          'will never share personally identifying information to any external agency, including law enforcement, service providers, and government agencies without the explicit permission of the caller, unless where required by law',
      },
    ],
  },
  {
    id: 'hrsa-health-centers',
    name: 'Find a Health Center (HRSA)',
    offers:
      'Find a community health center near you for checkups, dental care, mental health care and medicine. Fees are based on what you can pay.',
    forWhom: 'Anyone, with or without insurance.',
    kinds: ['health'],
    challenges: [
      'health',
      'immigration',
      'poverty',
      'teenage-pregnancy',
      'mental-health',
      'resource-access',
      'substance-abuse',
      'homelessness',
    ],
    url: 'https://findahealthcenter.hrsa.gov',
    source: {
      url: 'https://bphc.hrsa.gov/about/what-is-a-health-center/index.html',
      checked: '2026-11-25',
      quote:
        'Health centers provide high quality preventive and primary health care to patients regardless of their ability to pay.',
    },
  },
  {
    id: 'cfpb',
    name: 'Consumer Financial Protection Bureau (CFPB)',
    offers:
      'Send a complaint about a bank, credit card, loan, credit report or debt collector. The CFPB sends it to the company. You can also call and talk to a real person.',
    forWhom: 'Anyone with a problem with a money company.',
    kinds: ['money', 'legal-aid'],
    challenges: ['financial', 'legal'],
    url: 'https://www.consumerfinance.gov/complaint/',
    source: {
      url: 'https://www.consumerfinance.gov/about-us/blog/you-have-the-right-to-talk-to-a-real-person/',
      checked: '2026-11-25',
      quote:
        'you can also call our toll-free number to talk to a real person and get help submitting a complaint',
    },
  },
  {
    id: 'hhs-office-for-civil-rights',
    name: 'HHS Office for Civil Rights',
    offers:
      'Takes complaints about unfair treatment by hospitals, clinics, nursing homes and social services, because of race, color, national origin, age, disability, religion or sex. File within 180 days.',
    forWhom:
      'Patients and anyone treated unfairly by a health or social service. You can also file for someone else.',
    kinds: ['legal-aid', 'health'],
    challenges: ['discrimination', 'health', 'legal', 'resource-access'],
    url: 'https://www.hhs.gov/civil-rights/filing-a-complaint/index.html',
    source: {
      url: 'https://www.hhs.gov/answers/complaint-process/index.html',
      checked: '2026-11-25',
      quote:
        'Complaints must be filed within 180 days from the date of the alleged discrimination.',
    },
    alsoSources: [
      {
        url: 'https://www.hhs.gov/answers/complaint-process/index.html',
        checked: '2026-11-25',
        quote:
          'Any individual or organization can file a civil rights complaint; you do not need to be the victim of discrimination in order to file a complaint',
      },
    ],
  },
  {
    id: 'wic',
    name: 'WIC',
    offers:
      'Healthy food, nutrition advice and support for families with low income. You apply through your state’s WIC office.',
    forWhom:
      'People who are pregnant, just had a baby or are breastfeeding, and children under 5, with low income. Dads, grandparents and foster parents can apply for the children they raise.',
    kinds: ['food', 'health'],
    challenges: ['teenage-pregnancy', 'poverty', 'health', 'resource-access'],
    url: 'https://www.fns.usda.gov/wic',
    source: {
      url: 'https://www.fns.usda.gov/resources?f%5B0%5D=topic%3A52&page=9',
      checked: '2026-11-25',
      quote:
        'WIC is available for income-eligible pregnant and postpartum women, breastfeeding moms, and children under 5 (up to their fifth birthday).',
    },
  },
  {
    id: 'social-security',
    name: 'Social Security Administration',
    offers:
      'Apply for SSI (monthly money for people with little income who are older, blind or disabled), disability and other benefits. Call to make an appointment. Free interpreters if you ask.',
    forWhom: 'Older adults, people with disabilities and their families.',
    kinds: ['money'],
    challenges: ['financial', 'poverty', 'health'],
    phone: { display: '1-800-772-1213', tel: '+18007721213' },
    url: 'https://www.ssa.gov/benefits/ssi/adults.html',
    otherWays: [
      {
        kind: 'tty',
        label: 'TTY 1-800-325-0778',
        phone: { display: '1-800-325-0778', tel: '+18003250778' },
        source: {
          url: 'https://www.ssa.gov/benefits/ssi/adults.html',
          checked: '2026-11-25',
          quote: 'If you are deaf or hard of hearing, you can call us at TTY 1-800-325-0778.',
        },
      },
    ],
    source: {
      url: 'https://www.ssa.gov/benefits/ssi/adults.html',
      checked: '2026-11-25',
      quote: 'Call us to make an appointment to file your application at 1-800-772-1213.',
    },
    alsoSources: [
      {
        url: 'https://www.ssa.gov/kc/kc_filing_ssi.htm',
        checked: '2026-11-25',
        quote:
          'If you need an interpreter to conduct Social Security business, we will supply one on request, free of charge.',
      },
    ],
  },
  {
    id: 'healthcare-gov',
    name: 'HealthCare.gov',
    offers:
      'Apply for health insurance and find out if you can pay less. You can apply for Medicaid and CHIP (free or low-cost coverage) at any time of year.',
    forWhom: 'People without health insurance through work.',
    kinds: ['health', 'money'],
    challenges: ['health', 'poverty', 'financial', 'teenage-pregnancy'],
    phone: { display: '1-800-318-2596', tel: '+18003182596' },
    url: 'https://www.healthcare.gov',
    otherWays: [
      {
        kind: 'tty',
        label: 'TTY 1-855-889-4325',
        phone: { display: '1-855-889-4325', tel: '+18558894325' },
        source: {
          url: 'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
          checked: '2026-11-25',
          quote:
            'For the Health Insurance Marketplace, call us at 1-800-318-2596. TTY: 1-855-889-4325.',
        },
      },
    ],
    source: {
      url: 'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
      checked: '2026-11-25',
      quote:
        'For the Health Insurance Marketplace, call us at 1-800-318-2596. TTY: 1-855-889-4325.',
    },
    alsoSources: [
      {
        url: 'https://www.healthcare.gov/get-answers/',
        checked: '2026-11-25',
        quote:
          'You can apply for Medicaid and the Children’s Health Insurance Program (CHIP) any time of year.',
      },
    ],
  },
  {
    id: 'medicare',
    name: 'Medicare',
    offers:
      'Help with Medicare coverage, costs and forms. Ask for information in braille or large print.',
    forWhom: 'People 65 and older, and some younger people with disabilities, and their families.',
    kinds: ['hotline', 'health'],
    challenges: ['health', 'loved-one'],
    phone: { display: '1-800-633-4227 (MEDICARE)', tel: '+18006334227' },
    url: 'https://www.medicare.gov',
    otherWays: [
      {
        kind: 'tty',
        label: 'TTY 1-877-486-2048',
        phone: { display: '1-877-486-2048', tel: '+18774862048' },
        source: {
          url: 'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
          checked: '2026-11-25',
          quote: 'For Medicare, call us at 1-800-MEDICARE (1-800-633-4227). TTY: 1-877-486-2048.',
        },
      },
    ],
    source: {
      url: 'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
      checked: '2026-11-25',
      quote: 'For Medicare, call us at 1-800-MEDICARE (1-800-633-4227). TTY: 1-877-486-2048.',
    },
    alsoSources: [
      {
        url: 'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
        checked: '2026-11-25',
        quote:
          'Medicare provides free auxiliary aids and services including information in accessible formats like braille, large print',
      },
    ],
  },
  {
    id: 'boys-town-hotline',
    name: 'Boys Town National Hotline',
    offers:
      'Confidential support from trained crisis counselors by phone or text, with coaching, safety planning and referrals.',
    forWhom: 'Teens, young adults and parents, about any problem big or small.',
    hours: ALWAYS,
    kinds: ['hotline', 'text-line'],
    challenges: ['family-instability', 'parental-absence', 'mental-health'],
    phone: { display: '1-800-448-3000', tel: '+18004483000' },
    text: { display: 'Text VOICE to 20121', number: '20121', body: 'VOICE' },
    url: 'https://www.boystown.org',
    crisis: true,
    source: {
      url: 'https://www.boystown.org/media-room/news-releases/boys-town-highlights-the-need-for-youth-suicide-prevention',
      checked: '2026-11-25',
      quote:
        'Call 800-448-3000 or text VOICE to 20121 for 24/7, confidential support from trained crisis counselors.',
    },
  },
  {
    id: 'nfcc',
    name: 'National Foundation for Credit Counseling (NFCC)',
    offers:
      'Connects you to a nonprofit credit counselor who can help you make a budget and a plan to pay debts, in person, by phone or online.',
    forWhom: 'Anyone struggling with debt or bills.',
    kinds: ['money'],
    challenges: ['financial', 'poverty'],
    phone: { display: '1-800-388-2227', tel: '+18003882227' },
    url: 'https://www.nfcc.org',
    source: {
      url: 'https://nfcc.org/faqs-credit-and-debt-counseling',
      checked: '2026-11-25',
      quote:
        'Credit counseling services are available online, in-person or over the phone. You can schedule an appointment by visiting our Agency Finder page or by calling 800-388-2227.',
    },
  },
  {
    id: 'unemployment-benefits-finder',
    name: 'Unemployment Benefits Finder (CareerOneStop)',
    offers:
      'Lost your job? Find out how to file for unemployment benefits in your state: the state’s website, phone numbers and how to apply. File with the state where you worked.',
    forWhom: 'Workers who lost their job through no fault of their own.',
    kinds: ['money'],
    challenges: ['poverty', 'financial'],
    url: 'https://cloudfront.careeronestop.org/LocalHelp/UnemploymentBenefits/unemployment-benefits-finder-help.aspx',
    source: {
      url: 'https://cloudfront.careeronestop.org/LocalHelp/UnemploymentBenefits/unemployment-benefits-finder-help.aspx',
      checked: '2026-11-27',
      quote: 'You should file your claim with the state where you worked.',
    },
  },
  {
    id: 'feeding-america',
    name: 'Feeding America food bank finder',
    offers:
      'Find the food bank that serves your area. Food banks supply the pantries, soup kitchens and shelters near you.',
    forWhom: 'Anyone who needs food.',
    kinds: ['food'],
    challenges: ['poverty', 'homelessness'],
    url: 'https://www.feedingamerica.org/find-your-local-foodbank',
    source: {
      url: 'https://www.feedingamerica.org/our-work/food-bank-network',
      checked: '2026-11-25',
      quote:
        'Member food banks safely store and distribute food and groceries to local food programs like food pantries, soup kitchens, and shelters.',
    },
  },
  {
    id: 'meals-on-wheels',
    name: 'Meals on Wheels America',
    offers:
      'Find a local program that brings meals, and a friendly visit, to older people at home.',
    forWhom: 'Older adults who find it hard to shop or cook, and the people who care for them.',
    kinds: ['food'],
    challenges: ['loved-one', 'health', 'poverty'],
    url: 'https://www.mealsonwheelsamerica.org/',
    source: {
      url: 'https://www.mealsonwheelsamerica.org/about',
      checked: '2026-11-25',
      quote:
        'Our network includes more than 5,000 independent community-based providers across the country. They deliver nutritious meals and moments of connection to those who need it most.',
    },
  },
  {
    id: 'smart-recovery',
    name: 'SMART Recovery',
    offers:
      'Free support meetings, in person and online, with practical tools to change drinking, drug use or other habits. You do not have to speak.',
    forWhom: 'People who want to change their drinking, drug use or other habits.',
    kinds: ['health'],
    challenges: ['substance-abuse', 'loved-one'],
    url: 'https://www.smartrecovery.org',
    source: {
      url: 'https://support.smartrecovery.org/attending-your-first-smart-recovery-meeting',
      checked: '2026-11-25',
      quote:
        'SMART Recovery meetings are free, supportive group gatherings where people work on changing addictive behaviors through discussion, self-empowerment, and practical tools.',
    },
    alsoSources: [
      {
        url: 'https://support.smartrecovery.org/attending-your-first-smart-recovery-meeting',
        checked: '2026-11-25',
        quote: 'You are not required to speak.',
      },
    ],
  },
  {
    id: 'eldercare-locator',
    name: 'Eldercare Locator',
    offers:
      'Find your local Area Agency on Aging for help with rides, housing, benefits and care at home. Call or search online.',
    forWhom: 'Older adults, people with disabilities and the people who care for them.',
    hours: {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [{ days: WEEKDAYS_MO_FR, opens: '08:00', closes: '21:00' }],
    },
    kinds: ['health', 'food'],
    challenges: ['loved-one', 'health', 'resource-access'],
    phone: { display: '1-800-677-1116', tel: '+18006771116' },
    url: 'https://eldercare.acl.gov/home',
    source: {
      url: 'https://usaging.org/eldercareloc',
      checked: '2026-11-25',
      quote:
        'Through its National Call Center (800.677.1116), which operates Monday through Friday from 8:00 AM to 9:00 PM ET',
    },
    alsoSources: [
      {
        url: 'https://usaging.org/eldercareloc',
        checked: '2026-11-25',
        quote:
          'Certified Information Specialists refer the majority of inquiries to the 617 Area Agencies on Aging',
      },
    ],
  },
  {
    id: 'trevor-project',
    name: 'The Trevor Project',
    offers:
      'Free, private crisis help by call, text or chat from counselors trained to support LGBTQ+ young people. In July 2025, 988 ended its own LGBTQ+ youth option ("press 3"). Trevor still answers.',
    forWhom:
      'LGBTQ+ young people who feel alone, are in crisis or think about suicide, and the people who care about them.',
    hours: ALWAYS,
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'discrimination', 'family-instability'],
    phone: { display: '1-866-488-7386', tel: '+18664887386' },
    text: { display: 'Text START to 678-678', number: '678678', body: 'START' },
    url: 'https://www.thetrevorproject.org',
    otherWays: [
      {
        // The address is the Trevor Project's own words in Active Minds' interview; the second
        // report (a Trevor volunteer) says chat is a way in, without the address.
        kind: 'chat',
        label: 'Chat at TheTrevorProject.org/Get-Help',
        url: 'https://www.thetrevorproject.org/get-help/',
        source: {
          url: 'https://activeminds.org/?p=7221',
          checked: '2026-11-27',
          quote:
            'Our crisis lines can be reached at 1-866-488-7386, via chat at TheTrevorProject.org/Get-Help, or by texting START to 678678.',
          confirmed: 'second-hand',
          alsoReportedBy: {
            url: 'https://davidmglasgow.com/trevor',
            quote:
              'By telephone, text message, or chat, LGBTQ+ young people can contact a Trevor crisis counselor 24 hours a day, 7 days a week',
          },
        },
      },
    ],
    crisis: true,
    // Second-hand: no page of thetrevorproject.org with the numbers was in reach (searched
    // 2026-11-27). Active Minds quotes the Trevor Project itself; a Trevor volunteer's page gives
    // the same numbers.
    source: {
      url: 'https://activeminds.org/?p=7221',
      checked: '2026-11-27',
      quote:
        'Our crisis lines can be reached at 1-866-488-7386, via chat at TheTrevorProject.org/Get-Help, or by texting START to 678678.',
      confirmed: 'second-hand',
      alsoReportedBy: {
        url: 'https://davidmglasgow.com/trevor',
        quote: 'visit trevorchat.org, text START to 678–678, or call 866–488-7386, any time.',
      },
    },
    alsoSources: [
      {
        url: 'https://activeminds.org/?p=7221',
        checked: '2026-11-27',
        quote:
          'LGBTQ+ youth and young adults should know that The Trevor Project’s highly trained crisis counselors remain available 24/7, regardless of the 988 Lifeline’s move.',
        confirmed: 'second-hand',
        alsoReportedBy: {
          url: 'https://davidmglasgow.com/trevor',
          quote:
            'LGBTQ+ young people can contact a Trevor crisis counselor 24 hours a day, 7 days a week',
        },
      },
      // 988's "press 3" ended on 17 July 2025 (SAMHSA's order); no samhsa.gov page saying so was in reach.
      {
        url: 'https://kffhealthnews.org/news/article/988-suicide-crisis-lifeline-hotline-lgbtq-press-3-option-ended-states-backfill/',
        checked: '2026-11-27',
        quote:
          'On July 17, the option went dead for LGBTQ+ youth to access specialized mental health support from the national 988 Suicide & Crisis Lifeline.',
        confirmed: 'second-hand',
        alsoReportedBy: {
          url: 'https://principlecivics.com/topics/988-lgbtq-cuts-june2025',
          quote:
            "SAMHSA issued a termination order on June 18, 2025, shutting down the 988 Suicide and Crisis Lifeline's LGBTQ Youth Specialized Services effective July 17, 2025.",
        },
      },
    ],
  },
  {
    id: 'trans-lifeline',
    name: 'Trans Lifeline',
    offers:
      'Peer support by phone from trans people, for anything from feeling lonely to being in crisis. Their website lists the phone number and the hours they answer.',
    forWhom: 'Trans and questioning people.',
    kinds: ['hotline'],
    challenges: ['mental-health', 'discrimination'],
    url: 'https://translifeline.org',
    source: {
      url: 'https://translifeline.org/trans-lifeline-surpasses-20000-calls-in-2018/',
      checked: '2026-11-25',
      quote:
        'our amazing staff and volunteer operators—all of whom are trans themselves—answered 20,000 calls.',
    },
  },
];
