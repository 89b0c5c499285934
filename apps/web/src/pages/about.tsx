import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageHeader
        title="About Harbor"
        intro="Harbor was started by people who have lived through poverty, illness, displacement and loss, and who remember how hard it was to find help that was clear, kind and free."
      />
      <div className="web-prose">
        <p>
          So we are building the place we needed: practical, respectful and open to everyone,
          whatever brought you here.
        </p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/resources">Find resources</Link>
          </li>
          <li>
            <Link to="/contact">Get in touch</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
