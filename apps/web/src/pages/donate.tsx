import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function DonatePage() {
  usePageTitle('Donate');
  return (
    <>
      <PageHeader
        title="Donate to Harbor"
        intro="Every gift keeps our resources free for someone who can't afford to pay. Donations fund plain-language guides, the library, and the volunteers who answer messages from people in difficult moments."
      />
      <div className="web-prose">
        <p>
          Whatever you can give, once or every month, makes a real difference. Thank you for
          thinking of others who are going through a hard time.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/about">Who we are</Link>
          </li>
          <li>
            <Link to="/contact">Questions about giving</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
