import { useAuth } from '@harbor/auth';
import { useJourney } from '@harbor/journey';
import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { FEATURED_CHALLENGES } from '../challenge-links';
import { usePageTitle } from '../use-page-title';

export default function HomePage() {
  usePageTitle(null);
  const { status } = useAuth();
  const { isReturningUser } = useJourney();

  return (
    <>
      {isReturningUser ? (
        <p className="web-welcome">Welcome back. We're glad you're here.</p>
      ) : null}
      <PageHeader
        title="You don't have to face hard times alone"
        intro="Harbor is a community and a set of practical resources for people dealing with mental health struggles, money worries, housing trouble, immigration, discrimination, addiction and more. Take what you need, at your own pace — most of it is free, and you never have to explain yourself."
      />
      {status === 'signed-out' ? (
        <p className="web-actions">
          <Link className="harbor-button harbor-button--primary" to="/signup">
            Create a free account
          </Link>
          <Link className="harbor-button harbor-button--secondary" to="/resources">
            Browse resources first
          </Link>
        </p>
      ) : null}
      <Section title="Find support for what you're facing">
        <ul className="web-links">
          {FEATURED_CHALLENGES.map((challenge) => (
            <li key={challenge.href}>
              <Link to={challenge.href}>{challenge.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/resources">Every topic we cover</Link>
          </li>
        </ul>
      </Section>
      <Section title="If you need help right now">
        <p>
          If you are in danger or thinking about harming yourself, please call your local emergency
          number. Harbor is not a crisis service, but we are here for everything that comes after.
        </p>
      </Section>
    </>
  );
}
