import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function HealingBundlePage() {
  usePageTitle('Healing Bundle');
  return (
    <>
      <PageHeader
        title="The Healing Bundle"
        intro="Gentle, practical tools for looking after your mind and body when life has been heavy: grounding exercises, sleep and stress guides, and journaling prompts written with people who have been there."
      />
      <div className="web-prose">
        <p>Nothing in it asks you to be anywhere other than where you are today.</p>
      </div>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/challenges/mental-health">Mental health support</Link>
          </li>
          <li>
            <Link to="/products">All products</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
