import type { I18n } from '@lingui/core';
import type { LinkComponent } from '@harbor-help/ui';
import type { ReactNode } from 'react';
import type { ResourceCardPaths } from './resource-card';

/**
 * Where a challenge page's links go, for a site that has its pages in another language: the
 * cards' own links (`ResourceCardPaths`), and `inLanguage`, which gives the path of this site's
 * page at an English path (`/safety-plan`, `/challenges/legal`) in the page's language, or
 * undefined when that page has none: the link then goes to the English page and says so (" (en
 * inglés)", `hrefLang="en"`). Omitted: every link is the English path.
 */
export interface ChallengePagePaths extends ResourceCardPaths {
  /** This site's page at `englishPath` in the page's language, or undefined when it has none. */
  inLanguage?: (englishPath: string) => string | undefined;
}

/**
 * A link to one of this site's pages, by its English path: in the page's language when it has
 * one there (`paths.inLanguage`), else to the English page, saying so.
 */
export function PageLink({
  href,
  children,
  Link,
  paths,
  i18n,
  className,
}: {
  href: string;
  children: ReactNode;
  Link: LinkComponent;
  paths: ChallengePagePaths | undefined;
  i18n: I18n;
  className?: string;
}) {
  const inLanguage = paths?.inLanguage;
  const cut = href.search(/[?#]/);
  const local = inLanguage?.(cut === -1 ? href : href.slice(0, cut));
  if (!inLanguage || local) {
    const to = local ? `${local}${cut === -1 ? '' : href.slice(cut)}` : href;
    return (
      <Link href={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <a href={href} hrefLang="en" className={className}>
        {children}
      </a>
      {i18n._('link.inEnglish')}
    </>
  );
}
