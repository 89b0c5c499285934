import { startTransition, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { LoadError, useLoad, type LinkComponent } from '@harbor-help/ui';
import { getChallenge } from './challenge-content';
import { ContactLinks, webHref } from './contact-links';
import { linkNumbers } from './linked-numbers';
import { CRISIS_LINES } from './resources/crisis-lines';
import { countryInSentence, findCountry, type Country } from './country/countries';
import { ChooseCountryLink, CrisisLineList } from './country/country-lines-view';
import { loadVisitorCountryLines, type ShownLine } from './country/visitor-country';
import { loadHubContent } from './hubs/load-hub-content';
import { recall, remember } from './loaded-values';
import { InternationalHelplinesLink } from './international-helplines';
import type { HubContent, HubStepLink } from './hubs/hub-content-types';
import type { HubSlug } from './hubs/hub-slugs';
import { ResourceCard } from './resource-card';
import { loadResources } from './resources/load-resources';
import type { Resource } from './resources/resource-types';

export interface HubViewProps {
  slug: HubSlug;
  linkComponent: LinkComponent;
}

interface LoadedHub {
  content: HubContent;
  resources: ReadonlyMap<string, Resource>;
}

/** What the crisis box says on a hub that has no safety note of its own. */
const DEFAULT_CRISIS_SENTENCE =
  'In crisis, or thinking about suicide? Call or text 988, free, day or night. In danger right now? Call 911.';

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
  Link,
}: {
  note: string | undefined;
  /** Also link to "My safety plan", under the Call and Text links. */
  safetyPlan: boolean;
  Link: LinkComponent;
}) {
  return (
    <div className="harbor-safety-note harbor-safety-note--actions">
      <p>
        <strong>{linkNumbers(note ?? DEFAULT_CRISIS_SENTENCE)}</strong>
      </p>
      <div className="harbor-safety-note__links">
        {LIFELINE ? (
          <ContactLinks name={LIFELINE.name} phone={LIFELINE.phone} text={LIFELINE.text} />
        ) : null}
        {EMERGENCY ? <ContactLinks name={EMERGENCY.name} phone={EMERGENCY.phone} /> : null}
      </div>
      {safetyPlan ? (
        <p className="harbor-safety-note__plan">
          <Link href={SAFETY_PLAN_HREF}>Make a safety plan, kept only on this device</Link>
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
function useVisitorLines(): VisitorLines {
  const [visitor, setVisitor] = useState<VisitorLines>(null);
  useEffect(() => {
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
  }, []);
  return visitor;
}

/** Loads a hub's content and the services it names (remembered: see `preloadChallengePage`). */
export function loadHub(slug: HubSlug): Promise<LoadedHub> {
  return remember(`hub-view:${slug}`, async () => {
    const [content, resources] = await Promise.all([loadHubContent(slug), loadResources()]);
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
}: {
  items: readonly string[];
  ordered?: boolean;
  links?: readonly HubStepLink[] | undefined;
  Link?: LinkComponent;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="harbor-hub__list">
      {items.map((item, index) => {
        const link = Link ? links.find((each) => each.step === index) : undefined;
        return (
          <li key={item}>
            {linkNumbers(item)}
            {link && Link ? (
              <>
                {' '}
                <Link href={link.href}>{link.label}</Link>
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
export function HubView({ slug, linkComponent: Link }: HubViewProps) {
  const visitor = useVisitorLines();
  const load = useCallback(() => loadHub(slug), [slug]);
  const { state, retry } = useLoad(load, { peek: () => recall<LoadedHub>(`hub-view:${slug}`) });

  if (state.status === 'loading') {
    return (
      <p role="status" className="harbor-loading-inline">
        Loading this page…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadError
        message="We could not load this page. Please check your connection and try again."
        onRetry={retry}
      />
    );
  }

  const { content, resources } = state.value;
  const helpNow = pick(content.helpNow, resources);
  const related = pick(
    content.relatedResourceIds.filter((id) => !content.helpNow.includes(id)),
    resources,
  );
  const relatedPages = content.relatedSlugs.flatMap((relatedSlug) => {
    const challenge = relatedSlug === slug ? undefined : getChallenge(relatedSlug);
    return challenge ? [challenge] : [];
  });

  const rights =
    content.rights && content.rights.length > 0 ? (
      <HubSection title={content.rightsFirst?.title ?? 'Your rights'}>
        {content.rights.map((right) => {
          const source = webHref(right.source.url);
          const second = right.source.alsoReportedBy
            ? webHref(right.source.alsoReportedBy.url)
            : undefined;
          return (
            <div key={right.title} className="harbor-hub__item">
              <h3>{right.title}</h3>
              <p>{linkNumbers(right.body)}</p>
              {right.source.confirmed === 'second-hand' && source && second ? (
                <p className="harbor-hub__second-hand">
                  Second-hand: the owner’s own page was not in reach, so this rests on two reports
                  that quote it,{' '}
                  <a href={source} rel="noopener noreferrer">
                    one<span className="harbor-visually-hidden"> report: {right.title}</span>
                  </a>{' '}
                  and{' '}
                  <a href={second} rel="noopener noreferrer">
                    another<span className="harbor-visually-hidden"> report: {right.title}</span>
                  </a>
                  .
                </p>
              ) : source ? (
                <p className="harbor-resource-card__source">
                  <a href={source} rel="noopener noreferrer">
                    Source<span className="harbor-visually-hidden">: {right.title}</span>
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
        Link={Link}
      />

      {content.firstSteps && content.firstSteps.length > 0 ? (
        <HubSection title="Do these things now">
          <HubList items={content.firstSteps} ordered />
        </HubSection>
      ) : null}

      {content.rightsFirst ? rights : null}

      <HubSection title="What this can look like">
        <HubList items={content.looksLike} />
      </HubSection>

      <HubSection title="What you can do today">
        <HubList items={content.todaySteps} ordered links={content.todayLinks} Link={Link} />
      </HubSection>

      <HubSection title="Where to get help now">
        {visitor ? (
          <div className="harbor-crisis-lines harbor-crisis-lines--hub">
            <h3 className="harbor-crisis-lines__country">
              {`Crisis lines in ${countryInSentence(visitor.country)}`}
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
            <ResourceCard key={resource.id} resource={resource} linkComponent={Link} />
          ))}
        </div>
        <ChooseCountryLink country={visitor?.country ?? findCountry('US')} linkComponent={Link} />
        <InternationalHelplinesLink />
      </HubSection>

      {content.rightsFirst ? null : rights}

      {content.myths && content.myths.length > 0 ? (
        <HubSection title="Common myths">
          <ul className="harbor-myths">
            {content.myths.map((item) => {
              const source = item.source ? webHref(item.source.url) : null;
              return (
                <li key={item.myth}>
                  <p>
                    <strong>Myth:</strong> {linkNumbers(item.myth)}
                  </p>
                  <p>
                    <strong>Fact:</strong> {linkNumbers(item.fact)}
                    {source ? (
                      <>
                        {' '}
                        <a href={source} rel="noopener noreferrer">
                          Source<span className="harbor-visually-hidden">: {item.myth}</span>
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

      <HubSection title="Related">
        {related.length > 0 ? (
          <div className="harbor-card-grid">
            {related.map((resource) => (
              <ResourceCard key={resource.id} resource={resource} linkComponent={Link} />
            ))}
          </div>
        ) : null}
        <ul className="harbor-hub__links">
          {relatedPages.map((challenge) => (
            <li key={challenge.slug}>
              <Link href={`/challenges/${challenge.slug}`}>{challenge.title}</Link>
            </li>
          ))}
          <li>
            <Link href={`/library?challenge=${slug}`}>
              Library items about {content.title.toLowerCase()}
            </Link>
          </li>
          <li>
            <Link href={`/resources?challenge=${slug}`}>All services for this topic</Link>
          </li>
        </ul>
      </HubSection>
    </>
  );
}
