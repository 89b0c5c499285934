import { CHALLENGE_SLUGS, challenges } from '@harbor/challenges';
import { Card, CardGrid, PageHeader, Section } from '@harbor/ui';
import { RouterLink } from '../router-link';
import { usePageTitle } from '../use-page-title';

export default function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <>
      <PageHeader
        title="Resources"
        intro="Practical help for the challenges people bring to Harbor, written in plain language. Each topic explains what to try first, where to find help near you, and what to do if things feel urgent."
      />
      <Section title="Choose a topic">
        <CardGrid>
          {CHALLENGE_SLUGS.map((slug) => (
            <Card
              key={slug}
              title={challenges[slug].title}
              href={`/challenges/${slug}`}
              linkComponent={RouterLink}
            >
              <p>{challenges[slug].summary}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
