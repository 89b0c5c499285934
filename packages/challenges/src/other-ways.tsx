import { useId } from 'react';
import { smsHref, telHref, webHref } from './contact-links';
import { OTHER_WAY_LABELS } from './resources/resource-types';
import type { OtherWay } from './resources/resource-types';

/**
 * The props of `OtherWays`: a service's other ways in (TTY, videophone, ASL video, chat, Spanish).
 */
export interface OtherWaysProps {
  /** The service's name, added for screen readers so each link says whom it reaches. */
  name: string;
  /** The ways in to list, in order; nothing renders when empty or left out. */
  ways?: readonly OtherWay[];
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
export function OtherWays({ name, ways }: OtherWaysProps) {
  const titleId = useId();
  if (!ways || ways.length === 0) return null;
  return (
    <div className="harbor-other-ways">
      <p id={titleId} className="harbor-other-ways__title">
        More ways to reach them:
      </p>
      <ul aria-labelledby={titleId}>
        {ways.map((way) => {
          const href = wayHref(way);
          const kindLang = way.kind === 'spanish' ? 'es' : undefined;
          return (
            <li key={`${way.kind} ${way.label}`}>
              <span lang={kindLang}>{OTHER_WAY_LABELS[way.kind]}:</span>{' '}
              {href ? (
                <a
                  href={href}
                  lang={way.lang}
                  rel={href.startsWith('https:') ? 'noopener noreferrer' : undefined}
                >
                  {way.label}
                  <span className="harbor-visually-hidden" lang="en">
                    , {name}
                  </span>
                </a>
              ) : (
                <span lang={way.lang}>{way.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
