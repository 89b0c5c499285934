import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { FEATURED_CHALLENGES } from '../challenge-links';
import { usePageTitle } from '../use-page-title';

export default function ExplorePage() {
  usePageTitle('Explore');
  return (
    <>
      <PageHeader
        title="Explore Harbor"
        intro="Not sure where to start? Browse by what you're facing, read how others found their way through, or save a guide for later. There's no right order — follow what feels useful today."
      />
      <Section title="Start with a topic">
        <ul className="web-links">
          {FEATURED_CHALLENGES.map((challenge) => (
            <li key={challenge.href}>
              <Link to={challenge.href}>{challenge.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Or look around">
        <ul className="web-links">
          <li>
            <Link to="/blog">Stories and guides on the blog</Link>
          </li>
          <li>
            <Link to="/library">The library</Link>
          </li>
          <li>
            <Link to="/share">Share your own story</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
