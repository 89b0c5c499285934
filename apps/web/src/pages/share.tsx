import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function SharePage() {
  usePageTitle('Share');
  return (
    <>
      <PageHeader
        title="Share your story"
        intro="Your experience could be the thing that helps someone else hold on. Share what you went through, what helped, or simply what you wish someone had told you."
      />
      <div className="web-prose">
        <p>
          You choose what to include and whether your name appears. We read every story with care
          before anything is published.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/blog">Read stories from the community</Link>
          </li>
          <li>
            <Link to="/privacy">How we handle what you share</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
