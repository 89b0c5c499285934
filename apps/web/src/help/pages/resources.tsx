import { CrisisLines, ResourceDirectory, preloadResourceDirectory } from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { RouterLink } from '../../shared/router-link';
import { HubLinks } from '../hub-links';
import { useResourceFiltersInUrl } from '../use-resource-filters-in-url';
import '../resources.css';

const CRISIS_LINES_ID = 'crisis-lines';

/**
 * /resources — the crisis lines first (the target of "Get help now"), then every service with a
 * search and filters kept in the URL (`?q=&challenge=&kind=`), then the topics.
 */
export default function ResourcesPage() {
  usePageTitle(
    'Resources',
    'Crisis lines you can call or text now, and free services for money, food, housing, health, legal help and more, each checked on a page of the group that runs it or the agency that funds it, with one-tap phone and text links.',
  );
  const { hash } = useLocation();
  const { filters, onFiltersChange } = useResourceFiltersInUrl();

  // "Get help now" lands here with #crisis-lines: bring the section into view and focus it,
  // after the layout has moved focus to the main content.
  useEffect(() => {
    if (hash !== `#${CRISIS_LINES_ID}`) return;
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(CRISIS_LINES_ID);
      section?.scrollIntoView({ block: 'start' });
      section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <>
      <PageHeader
        title="Resources"
        intro="Real services you can reach today, each checked on a page of the group that runs it or the agency that funds it. If you need help right now, start with the crisis lines."
      />
      <CrisisLines id={CRISIS_LINES_ID} title="Get help now" />
      <Section title="Find a service">
        <p className="web-resources__my-list">
          Choose &ldquo;Save to my list&rdquo; under a service to find it fast later. Your list
          stays on this device. <RouterLink href="/my-list">See my list</RouterLink>
        </p>
        <ResourceDirectory
          filters={filters}
          onFiltersChange={onFiltersChange}
          crisisLinesHref={`#${CRISIS_LINES_ID}`}
          linkComponent={RouterLink}
        />
      </Section>
      <Section title="Guides by topic">
        <HubLinks className="web-resources__topics" />
      </Section>
      <Section title="Reuse this list">
        <div className="web-prose">
          <p>
            This list and the crisis lines are open data: anyone can copy and share them for free.{' '}
            <Link to="/open-data">See what we share and how</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}

/** The service directory, so the page renders it at once. */
export function preload(): Promise<void> {
  return preloadResourceDirectory();
}
