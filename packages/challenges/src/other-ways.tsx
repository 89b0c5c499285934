import { useId } from 'react';
import { smsHref, telHref, webHref } from './contact-links';
import { useChallengesI18n } from './i18n';
import type { I18n } from '@lingui/core';
import type { OtherWay, OtherWayKind } from './resources/resource-types';

/** A kind of way in, before its link: "TTY", "Videophone (ASL)", "Español". */
function otherWayLabel(kind: OtherWayKind, i18n: I18n): string {
  const labels: Record<OtherWayKind, () => string> = {
    tty: () => i18n._('otherWay.tty'),
    videophone: () => i18n._('otherWay.videophone'),
    asl: () => i18n._('otherWay.asl'),
    text: () => i18n._('otherWay.text'),
    chat: () => i18n._('otherWay.chat'),
    spanish: () => i18n._('otherWay.spanish'),
  };
  return labels[kind]();
}

/**
 * The props of `OtherWays`: a service's other ways in (TTY, videophone, ASL video, chat, Spanish).
 */
export interface OtherWaysProps {
  /** The service's name, added for screen readers so each link says whom it reaches. */
  name: string;
  /** The ways in to list, in order; nothing renders when empty or left out. */
  ways?: readonly OtherWay[];
  /**
   * The language of `name` when it is not the page's (a service's English name on a Spanish
   * page: `'en'`), so a screen reader says it in that language (WCAG 3.1.2).
   */
  nameLang?: string | undefined;
}

function wayHref(way: OtherWay): string | null {
  if (way.phone) return telHref(way.phone);
  if (way.text) return smsHref(way.text);
  return webHref(way.url);
}

/**
 * A service's other ways in, after its Call and Text buttons: TTY and videophone numbers, ASL
 * video and chat links, and its Spanish option (marked `lang="es"`). Nothing when it has none.
 */
export function OtherWays({ name, ways, nameLang }: OtherWaysProps) {
  const i18n = useChallengesI18n();
  const titleId = useId();
  if (!ways || ways.length === 0) return null;
  return (
    <div className="harbor-other-ways">
      <p id={titleId} className="harbor-other-ways__title">
        {i18n._('card.moreWays')}
      </p>
      <ul aria-labelledby={titleId}>
        {ways.map((way) => {
          const href = wayHref(way);
          // "Español" is Spanish on an English page.
          const kindLang = way.kind === 'spanish' && i18n.locale !== 'es' ? 'es' : undefined;
          return (
            <li key={`${way.kind} ${way.label}`}>
              <span lang={kindLang}>{otherWayLabel(way.kind, i18n)}:</span>{' '}
              {href ? (
                <a
                  href={href}
                  lang={way.lang === i18n.locale ? undefined : way.lang}
                  rel={href.startsWith('https:') ? 'noopener noreferrer' : undefined}
                >
                  {way.label}
                  <span
                    className="harbor-visually-hidden"
                    lang={
                      nameLang ?? (way.lang && i18n.locale !== way.lang ? i18n.locale : undefined)
                    }
                  >
                    , {name}
                  </span>
                </a>
              ) : (
                <span lang={way.lang === i18n.locale ? undefined : way.lang}>{way.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
