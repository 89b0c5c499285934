import type { FactSource } from '../sources/fact-source';
import {
  EMERGENCY_NUMBERS,
  HOTLINE_NUMBERS,
  LIFELINE_NUMBERS,
  TEXT_LINE_NUMBERS,
} from './crisis-line-numbers';
import type { OtherWay, ResourcePhone, ResourceText } from './resource-types';

/** One of the few lines shown wherever a visitor may need help right now. */
export interface CrisisLine {
  /**
   * A stable id for reports of a problem with it (the directory's id for the same service).
   * Lines without one get their country and name (`lineId`).
   */
  id?: string;
  /** The line's name, as its owner writes it. */
  name: string;
  /** One short sentence: when to use this line. */
  offers: string;
  /** The number to call, when it has one. */
  phone?: ResourcePhone;
  /** The number to text, when it has one. */
  text?: ResourceText;
  /** https address of its website or chat. */
  url?: string;
  /** TTY, videophone, ASL video, chat and Spanish ways in, where the line has them. */
  otherWays?: readonly OtherWay[];
  /** The owner's page where the contact details were checked. */
  source: FactSource;
}

const SAMHSA_ASL =
  'https://www.samhsa.gov/newsroom/press-announcements/20230908/988-suicide-crisis-lifeline-adds-american-sign-language-services-deaf-hard-of-hearing-callers';
/** The 988 Lifeline's page on what happens when you call, text or chat. */
export const LIFELINE_WHAT_TO_EXPECT = 'https://988lifeline.org/get-help/what-to-expect';
const HOTLINE_OVC =
  'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts';
/** Crisis Text Line's post on its Spanish service. */
export const CTL_SPANISH =
  'https://crisistextline.org/blog/2021/10/15/hola-crisis-text-line-is-now-available-in-spanish';

/** The 988 Lifeline's own page, where its number and hours were checked. */
export const LIFELINE_988_SOURCE: FactSource = {
  url: 'https://988lifeline.org',
  checked: '2026-11-25',
  quote: 'The 988 Lifeline provides 24/7, free and confidential support for people in distress',
};

/** 988's chat, ASL video, videophone and Spanish ways in (shared with the directory). */
export const LIFELINE_988_WAYS: readonly OtherWay[] = [
  {
    // The chat itself, not the home page. The Lifeline's own page says chat exists ("After
    // clicking “Chat” a new window with a brief survey will open", on its what-to-expect page);
    // no page of 988lifeline.org or samhsa.gov naming the chat's address was in reach, so the
    // address is second-hand: two Lifeline network crisis centers give it, independently. ASL Now
    // stays on the home page, where SAMHSA says its button is.
    kind: 'chat',
    label: 'Chat at 988lifeline.org/chat',
    url: 'https://988lifeline.org/chat',
    source: {
      url: 'https://www.sfsuicide.org/about-988/',
      checked: '2026-11-27',
      quote:
        'Chat (English only) is available through the Lifeline’s website at 988lifeline.org/chat.',
      confirmed: 'second-hand',
      alsoReportedBy: {
        url: 'https://builtbycommunity.org/crisis/',
        quote: 'Go to 988lifeline.org/chat and click “Chat Now.”',
      },
    },
  },
  {
    kind: 'asl',
    label: 'ASL Now video call at 988lifeline.org',
    url: 'https://988lifeline.org',
    source: {
      url: SAMHSA_ASL,
      checked: '2026-11-25',
      quote: 'can click the "ASL Now" button on and follow the prompts',
    },
  },
  {
    kind: 'videophone',
    label: 'From a videophone, call 1-800-273-8255',
    phone: { display: '1-800-273-8255', tel: '+18002738255' },
    source: {
      url: SAMHSA_ASL,
      checked: '2026-11-25',
      quote:
        'ASL callers can call 1-800-273-TALK (8255) from their videophone to reach ASL services',
    },
  },
  {
    kind: 'spanish',
    label: 'Llame al 988 y marque 2',
    lang: 'es',
    phone: { display: '988', tel: '988' },
    source: {
      url: LIFELINE_WHAT_TO_EXPECT,
      checked: '2026-11-25',
      quote: 'Spanish-language (Press 2)',
    },
  },
  {
    kind: 'spanish',
    label: 'Envíe AYUDA al 988',
    lang: 'es',
    text: { display: 'AYUDA al 988', number: '988', body: 'AYUDA' },
    source: {
      url: LIFELINE_WHAT_TO_EXPECT,
      checked: '2026-11-25',
      quote: 'our Spanish-language (text AYUDA)',
    },
  },
];

/** Crisis Text Line's own page, where its number and hours were checked. */
export const CRISIS_TEXT_LINE_SOURCE: FactSource = {
  url: 'https://www.crisistextline.org/faq',
  checked: '2026-11-25',
  quote: 'You text 741741 when in crisis, available 24/7 in the United States.',
};

/** Crisis Text Line's Spanish way in. */
export const CRISIS_TEXT_LINE_WAYS: readonly OtherWay[] = [
  {
    kind: 'spanish',
    label: 'Envíe AYUDA al 741741',
    lang: 'es',
    text: { display: 'AYUDA al 741741', number: '741741', body: 'AYUDA' },
    source: {
      url: CTL_SPANISH,
      checked: '2026-11-25',
      quote: 'anyone can text AYUDA to 741741 or 442-AYUDAME in WhatsApp',
    },
  },
];

/** The Hotline's numbers, as its federal funder (the Office for Victims of Crime) lists them. */
export const DOMESTIC_VIOLENCE_HOTLINE_SOURCE: FactSource = {
  url: HOTLINE_OVC,
  checked: '2026-11-25',
  quote:
    'call 800–799–SAFE (7233), TTY 800–787–3224, text "START" to 88788, or use their live chat',
};

/** The Hotline's TTY and chat. */
export const DOMESTIC_VIOLENCE_HOTLINE_WAYS: readonly OtherWay[] = [
  {
    kind: 'tty',
    label: 'TTY 1-800-787-3224',
    phone: { display: '1-800-787-3224', tel: '+18007873224' },
    source: DOMESTIC_VIOLENCE_HOTLINE_SOURCE,
  },
  {
    kind: 'chat',
    label: 'Live chat at thehotline.org',
    url: 'https://www.thehotline.org',
    source: {
      url: HOTLINE_OVC,
      checked: '2026-11-25',
      quote: 'The Hotline, which is available via phone, text, or online chat',
    },
  },
];

/**
 * The crisis lines behind the header's "Get help now". Tiny and synchronous on purpose, so it can
 * be shown without waiting for any other data. US numbers; see INTERNATIONAL_HELPLINES elsewhere.
 * Their names and numbers are crisis-line-numbers.ts's (checked on the pages in `source`), which
 * a page that shows only those reads without the sources.
 */
export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    ...EMERGENCY_NUMBERS,
    offers: 'If someone is hurt or in danger right now, call 911 for police, fire or an ambulance.',
    otherWays: [
      {
        kind: 'text',
        label: 'Text 911 if you cannot call (not in every area)',
        text: { display: '911', number: '911' },
        source: {
          url: 'https://denco.org/9-1-1-tips',
          checked: '2026-11-25',
          quote: 'Text-to-911 service is not available everywhere',
        },
      },
    ],
    source: {
      url: 'https://stlouiscountymn.gov/departments-a-z/sheriff/about-the-sheriffs-office/faqs',
      checked: '2026-11-25',
      quote:
        'Call 911 to report a crime in progress, a fire, a serious illness or injury or any situation requiring immediate response of the police, fire or ambulance services.',
    },
  },
  {
    ...LIFELINE_NUMBERS,
    offers:
      'Free, private help from a trained counselor, 24/7, for any kind of pain, thoughts of suicide or a drug or alcohol crisis.',
    url: 'https://988lifeline.org',
    otherWays: LIFELINE_988_WAYS,
    source: LIFELINE_988_SOURCE,
  },
  {
    ...TEXT_LINE_NUMBERS,
    offers: 'Text with a trained volunteer, 24/7, about any kind of crisis. Free.',
    url: 'https://www.crisistextline.org',
    otherWays: CRISIS_TEXT_LINE_WAYS,
    source: CRISIS_TEXT_LINE_SOURCE,
  },
  {
    ...HOTLINE_NUMBERS,
    offers:
      'Private help and safety planning, 24/7, if someone is hurting, scaring or controlling you.',
    url: 'https://www.thehotline.org',
    otherWays: DOMESTIC_VIOLENCE_HOTLINE_WAYS,
    source: DOMESTIC_VIOLENCE_HOTLINE_SOURCE,
  },
];

/** Outside the US: a directory of free helplines by country. */
export const INTERNATIONAL_HELPLINES: { name: string; url: string; source: FactSource } = {
  name: 'Find A Helpline (free helplines in your country)',
  url: 'https://findahelpline.com',
  source: {
    url: 'https://findahelpline.com/AU',
    checked: '2026-11-25',
    quote:
      'Helplines, otherwise known as hotlines or crisis lines, offer free, confidential counseling support to people in emotional pain.',
  },
};
