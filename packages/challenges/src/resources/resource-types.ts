import type { HubSlug } from '../hubs/hub-slugs';

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
  display: string;
  tel: string;
}

/** A text line: what to show, the number for an `sms:` link, and the word to send, if any. */
export interface ResourceText {
  display: string;
  number: string;
  body?: string;
}

/**
 * A real service. Every phone number, text code and web address was checked against the public
 * page in `source`.
 */
export interface Resource {
  /** kebab-case, unique and stable, e.g. '988-lifeline'. */
  id: string;
  name: string;
  /** What it offers, in one or two plain sentences. */
  offers: string;
  /** Who it is for. */
  forWhom: string;
  /** Opening hours, where known (for example '24/7'). */
  hours?: string;
  kinds: readonly ResourceKind[];
  /** The hubs it helps with. */
  challenges: readonly HubSlug[];
  phone?: ResourcePhone;
  text?: ResourceText;
  /** https web address. */
  url?: string;
  /** A crisis line answered 24/7. */
  crisis?: boolean;
  /** https URL of the public page where the contact details were checked. */
  source: string;
}
