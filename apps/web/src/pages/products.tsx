import { Card, CardGrid, PageHeader, Section } from '@harbor/ui';
import { RouterLink } from '../router-link';
import { usePageTitle } from '../use-page-title';

const SECTIONS = [
  {
    href: '/products/membership',
    name: 'Membership',
    summary: 'Free to join; paid tiers add more and keep Harbor free for others.',
  },
  {
    href: '/products/books',
    name: 'Books',
    summary: 'On recovery, resilience, money, family and new beginnings.',
  },
  {
    href: '/products/apparel',
    name: 'Apparel',
    summary: 'Comfortable clothing with a quiet message of hope.',
  },
  {
    href: '/products/kits',
    name: 'Kits',
    summary: 'Practical tools for one challenge, in one download.',
  },
] as const;

export default function ProductsPage() {
  usePageTitle('Products');
  return (
    <>
      <PageHeader
        title="Products"
        intro="Everything we make is designed to be useful on a tight budget: memberships that unlock extra support, books and kits you can keep, and apparel that helps spread the word. Every purchase helps keep our free resources free."
      />
      <Section title="Browse">
        <CardGrid>
          {SECTIONS.map((section) => (
            <Card
              key={section.href}
              title={section.name}
              href={section.href}
              linkComponent={RouterLink}
            >
              <p>{section.summary}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
