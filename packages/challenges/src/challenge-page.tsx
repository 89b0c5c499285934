import { useId } from 'react';
import { DefaultLink } from '@harbor-help/ui';
import type { LinkComponent } from '@harbor-help/ui';
import { GuidedActivity } from './activities/guided-activity';
import { isActivitySlug } from './activities/activity-types';
import type { ActivitySlug } from './activities/activity-types';
import type { ActivityStorage } from './activities/activity-storage';
import type { Challenge } from './challenge-content';
import { HubView, type ChallengePageSlots } from './hub-view';
import { PageLink, type ChallengePagePaths } from './page-link';
import { isHubSlug } from './hubs/hub-slugs';
import { challengesContent } from './i18n';
import { usePagesI18n } from './pages-i18n';

/** Props of `ChallengePage`. */
export interface ChallengePageProps {
  /** The challenge the page is about (see `getChallenge`). */
  challenge: Challenge;
  /** Renders the page's links. Defaults to a plain `<a href>`; apps pass their router's link. */
  linkComponent?: LinkComponent;
  /** Called when a visitor finishes a guided activity (the app records it in the journey). */
  onActivityComplete?: (slug: ActivitySlug) => void;
  /**
   * Where a guided activity keeps its answers. Omitted: `keptStore` of `@harbor-help/device-storage`
   * (this tab only unless the visitor chooses to keep them on this device; this page's memory only
   * in shared-computer mode).
   */
  activityStorage?: ActivityStorage | null;
  /**
   * Where the page's links go when the site has its pages in the page's language (the language
   * of `UiLocaleProvider`): see `ChallengePagePaths`. Omitted: the English paths.
   */
  paths?: ChallengePagePaths;
  /** The site's own crisis buttons and country lines for the page's language, if it has them. */
  slots?: ChallengePageSlots;
}

/**
 * The page for one challenge: its title as the page's only `h1` and its introduction, then
 * either the hub (real services, steps for today, rights, myths; loaded on demand) or, for the
 * four `-challenge` slugs, the guided check-in that ends in an action plan. It renders an
 * `<article>` and expects to sit inside the site's `<main>`. Its look comes from
 * `@harbor-help/ui/styles.css` (tokens, buttons, cards, fields) and this package's
 * `@harbor-help/challenges/styles.css`.
 *
 * In another language (`UiLocaleProvider`'s, once `preloadChallengePage(slug, locale)` has loaded
 * it), the title, introduction, hub and check-in are in that language's words; the services'
 * names, numbers and sources stay as their owners write them.
 */
export function ChallengePage({
  challenge,
  linkComponent: Link = DefaultLink,
  onActivityComplete,
  activityStorage,
  paths,
  slots,
}: ChallengePageProps) {
  const titleId = useId();
  const i18n = usePagesI18n();
  const { slug } = challenge;
  const content = challengesContent(i18n.locale);
  const title = content?.titles[slug] ?? challenge.title;
  const summary = content?.summaries[slug] ?? challenge.summary;

  return (
    <article aria-labelledby={titleId}>
      <div className="harbor-page-header">
        <h1 id={titleId} className="harbor-page-header__title">
          {title}
        </h1>
        <p className="harbor-page-header__intro">{summary}</p>
      </div>

      {isHubSlug(slug) ? (
        <HubView slug={slug} linkComponent={Link} paths={paths} slots={slots} />
      ) : null}
      {isActivitySlug(slug) ? (
        <GuidedActivity
          slug={slug}
          title={title}
          onComplete={onActivityComplete}
          storage={activityStorage}
          paths={paths}
        />
      ) : null}

      <p className="harbor-no-print">
        <PageLink
          href="/resources"
          className="harbor-button harbor-button--secondary"
          Link={Link}
          paths={paths}
          i18n={i18n}
        >
          {i18n._('page.allResources')}
        </PageLink>
      </p>
    </article>
  );
}
