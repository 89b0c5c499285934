import { Card, CardGrid, PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { PlanList } from '../../membership/plan-list';
import { RouterLink } from '../../shared/router-link';
import { usePageTitle } from '../../app/use-page-title';

const SECTIONS = [
  {
    href: '/products/membership',
    name: 'Membership',
    summary: 'Free to join; paid plans add the members’ library and the digital bundles.',
  },
  {
    href: '/products/books',
    name: 'Books',
    summary: 'Workbooks and guides written by Harbor, in plain language.',
  },
  {
    href: '/products/apparel',
    name: 'Apparel',
    summary: 'Clothes and bags with a quiet message of hope.',
  },
  {
    href: '/products/kits',
    name: 'Kits',
    summary: 'Printable worksheets and checklists for one hard situation.',
  },
] as const;

const BUNDLES = [
  { href: '/premium-bundle', name: 'Premium Bundle', summary: 'Every Harbor workbook and kit.' },
  { href: '/healing-bundle', name: 'Healing Bundle', summary: 'Tools for hard feelings.' },
  { href: '/bundle-kit', name: 'Bundle Kit', summary: 'The practical kits together.' },
] as const;

export default function ProductsPage() {
  usePageTitle(
    'Products',
    "Harbor's memberships, books, apparel, printable kits and digital bundles. Every purchase helps keep our free resources free.",
  );
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
      <Section title="Membership plans">
        <PlanList headingLevel={3} />
        <p>
          <Link to="/pricing">Compare plans and read billing questions</Link>
        </p>
      </Section>
      <Section title="Digital bundles">
        <CardGrid>
          {BUNDLES.map((bundle) => (
            <Card
              key={bundle.href}
              title={bundle.name}
              href={bundle.href}
              linkComponent={RouterLink}
            >
              <p>{bundle.summary}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Other ways to help">
        <p className="web-prose">
          You can also <Link to="/donate">make a donation</Link>, once or every month, with or
          without an account.
        </p>
      </Section>
    </>
  );
}
