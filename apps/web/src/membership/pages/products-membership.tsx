import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { HardshipOffer } from '../hardship-offer';
import { PlanList } from '../plan-list';
import { usePageTitle } from '../../app/use-page-title';

/** /products/membership's words (issue 25: /es/membresia gives Spanish ones). */
export interface MembershipPageWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  questions: string;
  links: readonly { href: string; label: string }[];
}

export const MEMBERSHIP_PAGE_WORDS: MembershipPageWords = {
  meta: {
    title: 'Membership',
    description:
      "Harbor's membership plans: Free, Basic, Premium and VIP, with their benefits and monthly or yearly prices. Free stays free, always.",
  },
  title: 'Membership',
  intro:
    "Harbor is free to use, and it stays that way. A paid plan opens the members' library and the digital bundles, and helps pay for people who cannot pay. Cancel any time.",
  questions: 'Questions',
  links: [
    { href: '/pricing#billing', label: 'How billing works, and how to cancel' },
    { href: '/donate', label: 'Give without a membership' },
  ],
};

/** Every plan side by side, in `words`' language (the plans' own words come from context). */
export function MembershipView({ words }: { words: MembershipPageWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <HardshipOffer className="web-prose" />
      <PlanList />
      <Section title={words.questions}>
        <ul className="web-links">
          {words.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export default function ProductsMembershipPage() {
  return <MembershipView words={MEMBERSHIP_PAGE_WORDS} />;
}
