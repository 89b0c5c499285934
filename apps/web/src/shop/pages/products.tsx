import { Card, CardGrid, PageHeader, Section } from '@harbor-help/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlanList } from '../../membership/plan-list';
import { RouterLink } from '../../shared/router-link';
import { usePageTitle } from '../../app/use-page-title';

interface ProductLink {
  href: string;
  name: string;
  summary: string;
}

/** /products' words in one language (the plans' are `MembershipWords`). */
export interface ProductsWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  browse: string;
  sections: readonly ProductLink[];
  plansTitle: string;
  compare: { href: string; label: string };
  bundlesTitle: string;
  /**
   * The bundles, named as their own pages name them (the shop's `bundle.names`; shop-es.test.tsx
   * holds them together: this page does not load the shop's words for three names).
   */
  bundles: readonly ProductLink[];
  otherTitle: string;
  other: ReactNode;
}

export const PRODUCTS_WORDS: ProductsWords = {
  meta: {
    title: 'Products',
    description:
      "Harbor's memberships, books, apparel, printable kits and digital bundles. Every purchase helps keep our free resources free.",
  },
  title: 'Products',
  intro:
    'Everything we make is designed to be useful on a tight budget: memberships that unlock extra support, books and kits you can keep, and apparel that helps spread the word. Every purchase helps keep our free resources free.',
  browse: 'Browse',
  sections: [
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
  ],
  plansTitle: 'Membership plans',
  compare: { href: '/pricing', label: 'Compare plans and read billing questions' },
  bundlesTitle: 'Digital bundles',
  bundles: [
    { href: '/premium-bundle', name: 'Premium Bundle', summary: 'Every Harbor workbook and kit.' },
    { href: '/healing-bundle', name: 'Healing Bundle', summary: 'Tools for hard feelings.' },
    { href: '/bundle-kit', name: 'Bundle Kit', summary: 'The practical kits together.' },
  ],
  otherTitle: 'Other ways to help',
  other: (
    <>
      You can also <Link to="/donate">make a donation</Link>, once or every month, with or without
      an account.
    </>
  ),
};

function LinkCards({ links }: { links: readonly ProductLink[] }) {
  return (
    <CardGrid>
      {links.map((link) => (
        <Card key={link.href} title={link.name} href={link.href} linkComponent={RouterLink}>
          <p>{link.summary}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

export default function ProductsPage() {
  return <ProductsView words={PRODUCTS_WORDS} />;
}

/** The shop's front page in `words`' language (/products, /es/productos). */
export function ProductsView({ words }: { words: ProductsWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <Section title={words.browse}>
        <LinkCards links={words.sections} />
      </Section>
      <Section title={words.plansTitle}>
        <PlanList headingLevel={3} />
        <p>
          <Link to={words.compare.href}>{words.compare.label}</Link>
        </p>
      </Section>
      <Section title={words.bundlesTitle}>
        <LinkCards links={words.bundles} />
      </Section>
      <Section title={words.otherTitle}>
        <p className="web-prose">{words.other}</p>
      </Section>
    </>
  );
}
