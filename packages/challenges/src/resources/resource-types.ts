import type { HubSlug } from '../hubs/hub-slugs';
import type { ExtraReading, FactSource } from '../sources/fact-source';
import type { ServiceHours } from './service-hours';

/** The kinds of help a service gives, in the order the directory's filter lists them. */
export const RESOURCE_KINDS = [
  'hotline',
  'text-line',
  'chat',
  'legal-aid',
  'food',
  'housing',
  'health',
  'money',
] as const;

/** What a service offers, for the directory's kind filter and a card's tags (`hotline`, `food`, ...). */
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** A short, plain label for each kind, for filters and badges. */
export const RESOURCE_KIND_LABELS: Readonly<Record<ResourceKind, string>> = {
  hotline: 'Hotline',
  'text-line': 'Text line',
  chat: 'Chat',
  'legal-aid': 'Legal aid',
  food: 'Food',
  housing: 'Housing',
  health: 'Health',
  money: 'Money',
};

/** Whether a string (for example a `?kind=` filter) names one of the resource kinds. */
export function isResourceKind(value: string): value is ResourceKind {
  return (RESOURCE_KINDS as readonly string[]).includes(value);
}

/** A phone number: what to show, and the digits (optional leading +) for a `tel:` link. */
export interface ResourcePhone {
  /** The number as people read it, e.g. '1-800-799-7233' or '988'. */
  display: string;
  /** The number for a `tel:` link, digits only (with `+` for an international one). */
  tel: string;
}

/** A text line: what to show, the number for an `sms:` link, and the word to send, if any. */
export interface ResourceText {
  /** What to text, as people read it, e.g. 'Text HOME to 741741'. */
  display: string;
  /** The number for an `sms:` link. */
  number: string;
  /** The message to fill in (`HOME`), when the line asks for one. */
  body?: string;
}

/** The kinds of other ways into a service, for Deaf and hard-of-hearing visitors and in Spanish. */
export const OTHER_WAY_KINDS = ['tty', 'videophone', 'asl', 'text', 'chat', 'spanish'] as const;

/** A kind of other way into a service: TTY, videophone, ASL video, text, chat or Spanish. */
export type OtherWayKind = (typeof OTHER_WAY_KINDS)[number];

/**
 * Another way into a service besides its main phone and text: a TTY number, an ASL videophone
 * number or video link, an online chat, or its Spanish option. Exactly one of `phone`, `text`
 * or `url` is the link; a Spanish option with none of them is shown as words only (for example
 * "Llame al 988 y marque 2").
 */
export interface OtherWay {
  /** Which way in: `tty`, `videophone`, `asl`, `text`, `chat` or `spanish`. */
  kind: OtherWayKind;
  /** What the link or line says, e.g. 'TTY 1-800-787-3224' or 'Llame al 988 y marque 2'. */
  label: string;
  /** The number to call, for a way in by phone. */
  phone?: ResourcePhone;
  /** The number to text, for a way in by text. */
  text?: ResourceText;
  /** https address (a chat or an ASL video page). */
  url?: string;
  /** The label's language when it is not English. */
  lang?: 'es';
  /** The owner's page where this way in was checked. */
  source: FactSource;
}

/**
 * A real service. Its phone number, text code, hours and web address were checked on the owner's
 * own page in `source`; each of its `otherWays` carries its own source.
 */
export interface Resource {
  /** kebab-case, unique and stable, e.g. '988-lifeline'. */
  id: string;
  /** The service's name, as its owner writes it. */
  name: string;
  /** What it offers, in one or two plain sentences. */
  offers: string;
  /** Who it is for. */
  forWhom: string;
  /**
   * When it answers, as its owner states it (in `source` or `alsoSources`). Left out when no
   * owner's page says: the card then says "Hours not listed: check with them".
   */
  hours?: ServiceHours;
  /**
   * The languages it answers in, as BCP 47 codes ('en', 'es'), most used first: only those a
   * source states, in `languagesSource`. Left out when none does.
   */
  languages?: readonly string[];
  /** The page that states `languages`, with its words. Required with `languages`. */
  languagesSource?: FactSource;
  /** The kinds of help it gives (`hotline`, `food`, …): its badges, matched by the filter. */
  kinds: readonly ResourceKind[];
  /** The hubs it helps with. */
  challenges: readonly HubSlug[];
  /** The number to call, when it has one. */
  phone?: ResourcePhone;
  /** The number to text, when it has one. */
  text?: ResourceText;
  /** https web address. */
  url?: string;
  /** TTY, videophone, ASL video, chat and Spanish ways in, where the service has them. */
  otherWays?: readonly OtherWay[];
  /** A crisis line answered 24/7. */
  crisis?: boolean;
  /** The owner's page where the contact details and hours were checked. */
  source: FactSource;
  /** More of the owner's pages, for details the main source does not state. */
  alsoSources?: readonly FactSource[];
  /** Helpful pages that are not the owner's (directories, guides): reading, never a source. */
  extraReading?: readonly ExtraReading[];
}
