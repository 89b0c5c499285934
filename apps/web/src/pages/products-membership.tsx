import { Card, CardGrid, PageHeader, Section } from '@harbor/ui';
import { RouterLink } from '../router-link';
import { usePageTitle } from '../use-page-title';

const TIERS = [
  {
    href: '/products/membership/free',
    name: 'Free',
    summary: 'The community and the core resources, always free.',
  },
  {
    href: '/products/membership/basic',
    name: 'Basic',
    summary: 'Step-by-step guides and worksheets for every challenge.',
  },
  {
    href: '/products/membership/premium',
    name: 'Premium',
    summary: 'The whole library, audio sessions and workbooks.',
  },
  {
    href: '/products/membership/vip',
    name: 'VIP',
    summary: 'Everything in Premium plus every bundle and kit.',
  },
] as const;

export default function ProductsMembershipPage() {
  usePageTitle('Membership');
  return (
    <>
      <PageHeader
        title="Membership"
        intro="Membership is how Harbor stays independent. The free tier gives you the community and the core resources; Basic, Premium and VIP add deeper guides and the full library — and every paid membership helps fund free access for others."
      />
      <Section title="Choose what fits you">
        <CardGrid>
          {TIERS.map((tier) => (
            <Card key={tier.href} title={tier.name} href={tier.href} linkComponent={RouterLink}>
              <p>{tier.summary}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
