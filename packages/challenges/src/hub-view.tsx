import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { I18n } from '@lingui/core';
import { LoadError, useLoad, type LinkComponent } from '@harbor-help/ui';
import { getChallenge } from './challenge-content';
import { ContactLinks, webHref } from './contact-links';
import { englishNamesPattern, textWithEnglishNames } from './english-names';
import { CRISIS_LINES } from './resources/crisis-lines';
import { countryInSentence, findCountry, type Country } from './country/countries';
import { ChooseCountryLink, CrisisLineList } from './country/country-lines-view';
import { loadVisitorCountryLines, type ShownLine } from './country/visitor-country';
import { challengesContent, type ChallengesLocale } from './i18n';
import { usePagesI18n } from './pages-i18n';
import { loadHubContentIn } from './hubs/load-hub-content';
import { recall, remember } from './loaded-values';
import { InternationalHelplinesLink } from './international-helplines';
import type { HubContent, HubStepLink } from './hubs/hub-content-types';
import type { HubSlug } from './hubs/hub-slugs';
import type { FactSource } from './sources/fact-source';
import { ResourceCard } from './resource-card';
import { PageLink, type ChallengePagePaths } from './page-link';
import { loadResourcesIn } from './resources/load-resources-in';
import type { Resource } from './resources/resource-types';

/**
 * What a site puts in place of the hub's own crisis buttons and country lines, when it has its
 * own for the page's language (a Spanish site: "Llame al 988 y marque 2", "Envíe AYUDA al 988").
 */
export interface ChallengePageSlots {
  /** In the crisis box at the top, in place of Call and Text 988 and Call 911. */
  crisisActions?: ReactNode;
  /**
   * In "Where to get help now", in place of the visitor's own country's lines and the links to
   * choose a country and to the international helplines.
   */
  otherCountries?: ReactNode;
}

export interface HubViewProps {
  slug: HubSlug;
  linkComponent: LinkComponent;
  paths?: ChallengePagePaths | undefined;
  slots?: ChallengePageSlots | undefined;
}

interface LoadedHub {
  content: HubContent;
  resources: ReadonlyMap<string, Resource>;
}

/** Harbor's "My safety plan" page (apps/web). */
const SAFETY_PLAN_HREF = '/safety-plan';

const LIFELINE = CRISIS_LINES.find((line) => line.phone?.tel === '988');
const EMERGENCY = CRISIS_LINES.find((line) => line.phone?.tel === '911');

/**
 * The box at the top of every hub: its safety note (or the default sentence), with one-tap Call
 * and Text 988 and Call 911, so someone in crisis never has to scroll for them.
 */
function HubCrisisBox({
  note,
  safetyPlan,
  actions,
  Link,
  paths,
  i18n,
  names,
}: {
  note: string | undefined;
  /** Also link to "My safety plan", under the Call and Text links. */
  safetyPlan: boolean;
  /** The site's own buttons, in place of Call and Text 988 and Call 911. */
  actions: ReactNode;
  Link: LinkComponent;
  paths: ChallengePagePaths | undefined;
  i18n: I18n;
  /** The English names to mark in a page in another language (`englishNamesPattern`). */
  names: RegExp | null;
}) {
  // The lines' names are their owners', in English: marked so on a page in another language.
  const nameLang = i18n.locale === 'en' ? undefined : 'en';
  return (
    <div className="harbor-safety-note harbor-safety-note--actions">
      <p>
        <strong>{textWithEnglishNames(note ?? i18n._('hub.crisisSentence'), names)}</strong>
      </p>
      <div className="harbor-safety-note__links">
        {actions ?? (
          <>
            {LIFELINE ? (
              <ContactLinks
                name={LIFELINE.name}
                phone={LIFELINE.phone}
                text={LIFELINE.text}
                nameLang={nameLang}
              />
            ) : null}
            {EMERGENCY ? (
              <ContactLinks name={EMERGENCY.name} phone={EMERGENCY.phone} nameLang={nameLang} />
            ) : null}
          </>
        )}
      </div>
      {safetyPlan ? (
        <p className="harbor-safety-note__plan">
          <PageLink href={SAFETY_PLAN_HREF} Link={Link} paths={paths} i18n={i18n}>
            {i18n._('hub.safetyPlan')}
          </PageLink>
        </p>
      ) : null}
    </div>
  );
}

/** The visitor's own country's crisis lines, when they are not in the US. */
type VisitorLines = { country: Country; lines: readonly ShownLine[] } | null;

/**
 * The visitor's lines, read from the browser after mount: the prerendered hub (and the first
 * render that hydrates it) shows the US lines, so hydration matches the HTML.
 */
function useVisitorLines(wanted: boolean): VisitorLines {
  const [visitor, setVisitor] = useState<VisitorLines>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadVisitorCountryLines().then(
      (lines) => {
        // A transition: an urgent update while the hub is still being hydrated in slices would
        // make React hydrate the rest of it at once, in one long task.
        if (live) startTransition(() => setVisitor(lines));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return visitor;
}

/**
 * Loads a hub's content and the services it names, in `locale`'s words (remembered: see
 * `preloadChallengePage`).
 */
export function loadHub(slug: HubSlug, locale: ChallengesLocale = 'en'): Promise<LoadedHub> {
  return remember(`hub-view:${locale}:${slug}`, async () => {
    const [content, resources] = await Promise.all([
      loadHubContentIn(locale, slug),
      loadResourcesIn(locale),
    ]);
    return { content, resources: new Map(resources.map((resource) => [resource.id, resource])) };
  });
}

function HubSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="harbor-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="harbor-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A hub's list of sentences (steps in order, or signs), their numbers one tap away, and after a
 * step its link to one of Harbor's pages, if it has one.
 */
function HubList({
  items,
  ordered = false,
  links = [],
  Link,
  paths,
  i18n,
  names,
}: {
  items: readonly string[];
  ordered?: boolean;
  links?: readonly HubStepLink[] | undefined;
  Link?: LinkComponent;
  paths?: ChallengePagePaths | undefined;
  i18n?: I18n;
  names: RegExp | null;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="harbor-hub__list">
      {items.map((item, index) => {
        const link = Link ? links.find((each) => each.step === index) : undefined;
        return (
          <li key={item}>
            {textWithEnglishNames(item, names)}
            {link && Link && i18n ? (
              <>
                {' '}
                <PageLink href={link.href} Link={Link} paths={paths} i18n={i18n}>
                  {link.label}
                </PageLink>
              </>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}

function pick(ids: readonly string[], resources: ReadonlyMap<string, Resource>): Resource[] {
  return ids.flatMap((id) => {
    const resource = resources.get(id);
    return resource ? [resource] : [];
  });
}

/**
 * The body of one challenge hub, loaded on demand: what this can look like, what you can do
 * today, where to get help now, your rights, common myths and related help. Shows a loading
 * state while the content comes in, and an error with a retry when it cannot.
 */
export function HubView({ slug, linkComponent: Link, paths, slots }: HubViewProps) {
  const i18n = usePagesI18n();
  const locale = i18n.locale as ChallengesLocale;
  const visitor = useVisitorLines(slots?.otherCountries === undefined);
  const load = useCallback(() => loadHub(slug, locale), [slug, locale]);
  const { state, retry } = useLoad(load, {
    peek: () => recall<LoadedHub>(`hub-view:${locale}:${slug}`),
  });
  const cardPaths = paths ? { myList: paths.myList, contact: paths.contact } : undefined;
  const loaded = state.status === 'ready' ? state.value.resources : undefined;
  // On a page in another language, the English names in its words are marked `lang="en"`.
  const names = useMemo(
    () =>
      locale === 'en' || !loaded
        ? null
        : englishNamesPattern([...loaded.values(), ...CRISIS_LINES].map((each) => each.name)),
    [locale, loaded],
  );

  if (state.status === 'loading') {
    return (
      <p role="status" className="harbor-loading-inline">
        {i18n._('hub.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError message={i18n._('hub.loadError')} onRetry={retry} />;
  }

  const { content, resources } = state.value;
  const helpNow = pick(content.helpNow, resources);
  const related = pick(
    content.relatedResourceIds.filter((id) => !content.helpNow.includes(id)),
    resources,
  );
  const titles = challengesContent(locale)?.titles;
  const relatedPages = content.relatedSlugs.flatMap((relatedSlug) => {
    const challenge = relatedSlug === slug ? undefined : getChallenge(relatedSlug);
    return challenge
      ? [{ slug: challenge.slug, title: titles?.[challenge.slug] ?? challenge.title }]
      : [];
  });

  // "Source", or on a Spanish page "Fuente (en inglés)" unless the owner's page is in Spanish.
  const sourceLabel = (source: FactSource | undefined) =>
    source?.language === undefined ? i18n._('hub.source') : i18n._('hub.sourceInPageLanguage');

  const rights =
    content.rights && content.rights.length > 0 ? (
      <HubSection title={content.rightsFirst?.title ?? i18n._('hub.rights')}>
        {content.rights.map((right) => {
          const source = webHref(right.source.url);
          const second = right.source.alsoReportedBy
            ? webHref(right.source.alsoReportedBy.url)
            : undefined;
          return (
            <div key={right.title} className="harbor-hub__item">
              <h3>{names ? textWithEnglishNames(right.title, names) : right.title}</h3>
              <p>{textWithEnglishNames(right.body, names)}</p>
              {right.source.confirmed === 'second-hand' && source && second ? (
                <p className="harbor-hub__second-hand">
                  {i18n._('hub.secondHand')}{' '}
                  <a href={source} rel="noopener noreferrer" hrefLang="en">
                    {i18n._('hub.secondHand.one')}
                    <span className="harbor-visually-hidden">
                      {i18n._('hub.secondHand.report', { title: right.title })}
                    </span>
                  </a>{' '}
                  {i18n._('hub.secondHand.and')}{' '}
                  <a href={second} rel="noopener noreferrer" hrefLang="en">
                    {i18n._('hub.secondHand.another')}
                    <span className="harbor-visually-hidden">
                      {i18n._('hub.secondHand.report', { title: right.title })}
                    </span>
                  </a>
                  .
                </p>
              ) : source ? (
                <p className="harbor-resource-card__source">
                  <a
                    href={source}
                    rel="noopener noreferrer"
                    hrefLang={right.source.language ?? 'en'}
                  >
                    {sourceLabel(right.source)}
                    <span className="harbor-visually-hidden">: {right.title}</span>
                  </a>
                </p>
              ) : null}
            </div>
          );
        })}
      </HubSection>
    ) : null;

  return (
    <>
      <HubCrisisBox
        note={content.safetyNote}
        safetyPlan={content.safetyPlanInCrisisBox === true}
        actions={slots?.crisisActions}
        Link={Link}
        paths={paths}
        i18n={i18n}
        names={names}
      />

      {content.firstSteps && content.firstSteps.length > 0 ? (
        <HubSection title={i18n._('hub.firstSteps')}>
          <HubList items={content.firstSteps} ordered names={names} />
        </HubSection>
      ) : null}

      {content.rightsFirst ? rights : null}

      <HubSection title={i18n._('hub.looksLike')}>
        <HubList items={content.looksLike} names={names} />
      </HubSection>

      <HubSection title={i18n._('hub.today')}>
        <HubList
          items={content.todaySteps}
          ordered
          links={content.todayLinks}
          Link={Link}
          paths={paths}
          i18n={i18n}
          names={names}
        />
      </HubSection>

      <HubSection title={i18n._('hub.helpNow')}>
        {slots?.otherCountries === undefined && visitor ? (
          <div className="harbor-crisis-lines harbor-crisis-lines--hub">
            <h3 className="harbor-crisis-lines__country">
              {i18n._('hub.countryLines', { country: countryInSentence(visitor.country) })}
            </h3>
            <CrisisLineList
              lines={visitor.lines}
              headingLevel={4}
              countryCode={visitor.country.code}
              linkComponent={Link}
            />
          </div>
        ) : null}
        <div className="harbor-card-grid">
          {helpNow.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              linkComponent={Link}
              paths={cardPaths}
            />
          ))}
        </div>
        {slots?.otherCountries ?? (
          <>
            <ChooseCountryLink
              country={visitor?.country ?? findCountry('US')}
              linkComponent={Link}
            />
            <InternationalHelplinesLink />
          </>
        )}
      </HubSection>

      {content.rightsFirst ? null : rights}

      {content.myths && content.myths.length > 0 ? (
        <HubSection title={i18n._('hub.myths')}>
          <ul className="harbor-myths">
            {content.myths.map((item) => {
              const source = item.source ? webHref(item.source.url) : null;
              return (
                <li key={item.myth}>
                  <p>
                    <strong>{i18n._('hub.myth')}</strong> {textWithEnglishNames(item.myth, names)}
                  </p>
                  <p>
                    <strong>{i18n._('hub.fact')}</strong> {textWithEnglishNames(item.fact, names)}
                    {source ? (
                      <>
                        {' '}
                        <a
                          href={source}
                          rel="noopener noreferrer"
                          hrefLang={item.source?.language ?? 'en'}
                        >
                          {sourceLabel(item.source)}
                          <span className="harbor-visually-hidden">: {item.myth}</span>
                        </a>
                      </>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        </HubSection>
      ) : null}

      <HubSection title={i18n._('hub.related')}>
        {related.length > 0 ? (
          <div className="harbor-card-grid">
            {related.map((resource) => (
              <ResourceCard
                key={resource.id}
                resource={resource}
                linkComponent={Link}
                paths={cardPaths}
              />
            ))}
          </div>
        ) : null}
        <ul className="harbor-hub__links">
          {relatedPages.map((challenge) => (
            <li key={challenge.slug}>
              <PageLink
                href={`/challenges/${challenge.slug}`}
                Link={Link}
                paths={paths}
                i18n={i18n}
              >
                {challenge.title}
              </PageLink>
            </li>
          ))}
          <li>
            <PageLink href={`/library?challenge=${slug}`} Link={Link} paths={paths} i18n={i18n}>
              {i18n._('hub.library', {
                topic: locale === 'en' ? content.title.toLowerCase() : content.title,
              })}
            </PageLink>
          </li>
          <li>
            <PageLink href={`/resources?challenge=${slug}`} Link={Link} paths={paths} i18n={i18n}>
              {i18n._('hub.allServices')}
            </PageLink>
          </li>
        </ul>
      </HubSection>
    </>
  );
}
