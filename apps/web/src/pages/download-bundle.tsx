import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function DownloadBundlePage() {
  usePageTitle('Download your bundle');
  return (
    <>
      <PageHeader
        title="Download your bundle"
        intro="Your files are ready. They work on phones and computers, and they're small enough to download on limited data."
      />
      <div className="web-prose">
        <p>
          If a download doesn't start or a file won't open, contact us and we'll send it another
          way.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/contact">Contact us</Link>
          </li>
          <li>
            <Link to="/">Back to Harbor</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
