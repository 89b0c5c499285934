import { useAuth } from '@harbor-help/auth';
import { CRISIS_LINE_NUMBERS, ContactLinks } from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { formatPostDate } from '../../blog/blog-filter';
import { BLOG_POSTS } from '../../blog/blog-posts';
import { FEATURED_CHALLENGES } from '../../help/challenge-links';
import { usePageTitle } from '../../app/use-page-title';
import '../home.css';

/** The three newest posts (BLOG_POSTS is newest first). */
const LATEST_POSTS = BLOG_POSTS.slice(0, 3);

/**
 * The lines shown on the home page itself, by name and numbers only (their sources are on
 * /resources, one tap away, with the rest).
 */
const HOME_CRISIS_LINES = CRISIS_LINE_NUMBERS.filter((line) => line.id !== 'us-emergency-services');

export default function HomePage() {
  usePageTitle(null);
  const { status } = useAuth();

  return (
    <>
      {/* No "Welcome back": on a shared or checked phone, a greeting tells the next person that
          someone here used Harbor before. The journey's flags are kept (spec), not shown. */}
      <PageHeader
        title="You don't have to face hard times alone"
        intro="Harbor is a place to find help, and people who get it. We cover mental health, money, housing, immigration, unfair treatment, drugs and alcohol, and more. Take what you need, at your own pace. Most of it is free, and you never have to explain yourself."
      />
      {/* Shown until someone is known to be signed in, so the prerendered page (auth unknown)
          and a signed-out visitor's page are the same: nothing moves when auth settles. */}
      {status !== 'signed-in' ? (
        <p className="web-actions">
          <Link className="harbor-button harbor-button--primary" to="/signup">
            Create a free account
          </Link>
          <Link className="harbor-button harbor-button--secondary" to="/explore">
            Explore without an account
          </Link>
        </p>
      ) : null}

      <Section title="Get help now">
        <p>
          If you or someone else is in danger, call <a href="tel:911">911</a>. These lines are free,
          private and open day and night:
        </p>
        <ul className="web-home__crisis">
          {HOME_CRISIS_LINES.map((line) => (
            <li key={line.name}>
              <h3 className="web-home__crisis-name">{line.name}</h3>
              <ContactLinks name={line.name} phone={line.phone} text={line.text} />
            </li>
          ))}
        </ul>
        <p>
          Someone at home hurts, scares or controls you?{' '}
          <Link to="/challenges/abuse-at-home">Abuse at home: what to do, and who can help</Link>
        </p>
        <p>
          <Link to="/resources#crisis-lines">All crisis lines and help outside the US</Link>
        </p>
      </Section>

      <Section title="Who Harbor is for">
        <p>
          Anyone going through a hard time. Maybe money or housing is short, or you are new to the
          country. Maybe you are treated unfairly, or you struggle with your mind, drugs or alcohol.
          Harbor is also for the people who care about you. You do not need an account to use the
          guides and services.
        </p>
      </Section>

      <Section title="Explore what you're facing">
        <ul className="web-links">
          {FEATURED_CHALLENGES.map((challenge) => (
            <li key={challenge.href}>
              <Link to={challenge.href}>{challenge.label}</Link>
            </li>
          ))}
        </ul>
        <p className="web-actions">
          <Link className="harbor-button harbor-button--primary" to="/explore">
            See every topic
          </Link>
          <Link className="harbor-button harbor-button--secondary" to="/resources">
            Search services
          </Link>
        </p>
      </Section>

      <Section title="Latest from the blog" id="home-latest">
        <ul className="web-home-posts">
          {LATEST_POSTS.map((post) => (
            <li key={post.slug}>
              <h3 className="web-home-posts__title">
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h3>
              <p className="web-home-posts__meta">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{' '}
                {post.readingMinutes} min read
              </p>
              <p>{post.summary}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/blog">All posts</Link>
        </p>
      </Section>

      <Section title="Membership">
        <p>
          Harbor is free to join. Help for a hard moment is always free. Paid plans add more guides
          and worksheets in the library, and bundles you can download. They also help keep Harbor
          free for everyone else.
        </p>
        <p>
          <Link to="/products/membership">Compare memberships</Link>
        </p>
      </Section>
    </>
  );
}
