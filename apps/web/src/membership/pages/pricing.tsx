import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { HardshipAccessSection } from '../hardship-access';
import {
  PartnerApplicationForm,
  type PartnerFormWords,
} from '../../partners/partner-application-form';
import type { ReactNode } from 'react';
import { PlanList } from '../plan-list';
import { usePageTitle } from '../../app/use-page-title';

/** /pricing's words (issue 25: /es/precios gives Spanish ones). */
export interface PricingWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  plans: string;
  billing: string;
  questions: readonly { question: string; answer: string }[];
  another: (contact: (label: string) => ReactNode) => ReactNode;
  partners: string;
  partnerIntro: ReactNode;
  /** The form's words; left out, English. */
  partnerForm?: PartnerFormWords;
}

const BILLING_QUESTIONS = [
  {
    question: 'How do I pay?',
    answer:
      'By card, on a secure page run by Stripe, a payment company. Harbor never sees or stores your card number.',
  },
  {
    question: 'Monthly or yearly: what is the difference?',
    answer:
      'Monthly is charged every month. Yearly is charged once a year and costs less than twelve months. Both renew on their own until you cancel.',
  },
  {
    question: 'Can I cancel any time?',
    answer:
      'Yes. Open your plan’s page and choose “Manage your plan”. There is no fee. Your plan keeps working until the end of the time you already paid for, then you are back on Free, which stays free.',
  },
  {
    question: 'Can I switch plans?',
    answer:
      'Yes. Choose the new plan on its page. The switch happens at once and replaces your current plan, so you never have two at once. What is left of your current plan is credited against the new one.',
  },
  {
    question: 'What happens if a payment fails?',
    answer:
      'Stripe will email you and try again over the next few days. You can change your card under “Manage your plan”. If the payment still fails, your plan ends and you move to Free; nothing you saved is lost.',
  },
  {
    question: 'I can’t afford a plan right now.',
    answer:
      'That is all right. Everything you need to find help — every resource, crisis line and guide — is free and always will be. If you would like the members’ library and bundles too, ask for hardship access above: Basic, free for 90 days, no proof and no card, once every 12 months. Paid plans help pay for it.',
  },
  {
    question: 'Something looks wrong with a payment.',
    answer:
      'Write to us from the contact page with the email you paid with. A real person will look into it with you.',
  },
] as const;

export const PRICING_WORDS: PricingWords = {
  meta: {
    title: 'Pricing',
    description:
      "Compare Harbor's membership plans side by side, read how billing and cancelling work, and apply to the partner programme.",
  },
  title: 'Pricing',
  intro:
    "Compare the plans side by side. Free covers everything you need to find help; paid plans add the members' library and the digital bundles, and help keep Harbor free for others.",
  plans: 'Plans side by side',
  billing: 'Billing questions',
  questions: BILLING_QUESTIONS,
  another: (contact) => <>Another question? {contact('Contact us')}.</>,
  partners: 'Partner programme',
  partnerIntro: (
    <>
      <p>
        Do you run a shelter, a food bank, a support group, a school club or an online community?
        Partners share Harbor with the people they serve. You get a personal link and printable
        flyers. For every paid membership that starts through your link, we pay you 20% of its first
        year — or, if you prefer, we use it to give a free Premium membership to someone who cannot
        pay.
      </p>
      <p>
        Tell us a little about yourself below. We read every application and reply within two weeks.
      </p>
    </>
  ),
};

/** Plans, hardship access, billing questions and the partner programme, in `words`' language. */
export function PricingView({ words, contactPath }: { words: PricingWords; contactPath: string }) {
  usePageTitle(words.meta.title, words.meta.description);
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <Section title={words.plans}>
        <PlanList headingLevel={3} />
      </Section>
      <HardshipAccessSection />
      <Section title={words.billing} id="billing">
        <div className="web-faq">
          {words.questions.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="web-switch">
          {words.another((label) => (
            <Link to={contactPath}>{label}</Link>
          ))}
        </p>
      </Section>
      <Section title={words.partners} id="partners">
        <div className="web-prose">{words.partnerIntro}</div>
        <PartnerApplicationForm words={words.partnerForm} />
      </Section>
    </>
  );
}

export default function PricingPage() {
  return <PricingView words={PRICING_WORDS} contactPath="/contact" />;
}
