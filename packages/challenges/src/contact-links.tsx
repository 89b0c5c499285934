import { useUiI18n } from '@harbor-help/ui/locale';
import { linkWords } from './i18n-links';
import type { ResourcePhone, ResourceText } from './resources/resource-types';

/**
 * "Call 988" ("Llame al 988" in Spanish), or the number's own words when they already say what
 * to do ("Dial 988, then press 1"; the directory's Spanish "Marque…").
 */
export function callLabel(phone: Pick<ResourcePhone, 'display'>, locale = 'en'): string {
  const i18n = linkWords(locale);
  return /^(call|dial|marque)\b/i.test(phone.display)
    ? phone.display
    : i18n._('contact.call', { number: phone.display });
}

/**
 * "Text 741741" ("Mensaje de texto al 741741"), or the line's own words when they already say
 * what to send ("Text START to 88788"; the directory's Spanish "Envíe…").
 */
export function textLabel(text: Pick<ResourceText, 'display'>, locale = 'en'): string {
  const i18n = linkWords(locale);
  return /^(text|envíe)\b/i.test(text.display)
    ? text.display
    : i18n._('contact.text', { number: text.display });
}

/** A `tel:` link target, or null when the digits are not a plain phone number. */
export function telHref(phone: ResourcePhone): string | null {
  return /^\+?[0-9]{3,15}$/.test(phone.tel) ? `tel:${phone.tel}` : null;
}

/** An `sms:` link target with the message filled in, or null when the number is not plain. */
export function smsHref(text: ResourceText): string | null {
  if (!/^\+?[0-9]{3,15}$/.test(text.number)) return null;
  // `?&body=` is the form both iOS and Android read.
  return text.body
    ? `sms:${text.number}?&body=${encodeURIComponent(text.body)}`
    : `sms:${text.number}`;
}

/** The web address when it is https, else null (nothing else is ever linked). */
export function webHref(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Props of `ContactLinks`: a service's name and the ways to reach it; none linkable renders nothing. */
export interface ContactLinksProps {
  /** The service's name, added for screen readers so each "Call" link says whom it calls. */
  name: string;
  /** The number to call: a "Call" link; none if left out. */
  phone?: ResourcePhone;
  /** The number to text: a "Text" link (`sms:`); none if left out. */
  text?: ResourceText;
  /** The service's website: a "Website" link; none if left out. */
  url?: string;
  /**
   * The language of `name` when it is not the page's (a service's English name on a Spanish
   * page: `'en'`), so a screen reader says it in that language (WCAG 3.1.2).
   */
  nameLang?: string | undefined;
}

/** One-tap Call, Text and Website links for a service. */
export function ContactLinks({ name, phone, text, url, nameLang }: ContactLinksProps) {
  const { locale } = useUiI18n();
  const i18n = linkWords(locale);
  const tel = phone ? telHref(phone) : null;
  const sms = text ? smsHref(text) : null;
  const web = webHref(url);
  if (!tel && !sms && !web) return null;
  return (
    <ul className="harbor-contact-links">
      {tel && phone ? (
        <li>
          <a className="harbor-button harbor-button--primary" href={tel}>
            {callLabel(phone, locale)}
            <span className="harbor-visually-hidden" lang={nameLang}>
              , {name}
            </span>
          </a>
        </li>
      ) : null}
      {sms && text ? (
        <li>
          <a className="harbor-button harbor-button--secondary" href={sms}>
            {textLabel(text, locale)}
            <span className="harbor-visually-hidden" lang={nameLang}>
              , {name}
            </span>
          </a>
        </li>
      ) : null}
      {web ? (
        <li>
          <a
            className="harbor-button harbor-button--secondary"
            href={web}
            rel="noopener noreferrer"
          >
            {i18n._('contact.website')}
            <span className="harbor-visually-hidden" lang={nameLang}>
              : {name}
            </span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
