import { PageHeader, Section } from '@harbor-help/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { InEnglish } from '../../info/in-english';

/** The page's words (issue 25): English here, Spanish in payment-canceled-es.tsx. */
export interface PaymentCanceledWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** "If something went wrong …, <link>write to us</link>." */
  help(contact: (label: string) => ReactNode): ReactNode;
  nextTitle: string;
  /** `inEnglish`: a page not yet in the words' language, linked as such (InEnglish). */
  next: readonly { href: string; label: string; inEnglish?: boolean }[];
}

export const PAYMENT_CANCELED_WORDS: PaymentCanceledWords = {
  meta: {
    title: 'Payment canceled',
    description:
      'You left the checkout before paying, so nothing was charged. You can go back and try again whenever you like.',
  },
  title: 'Your payment was canceled',
  intro:
    "Nothing was charged: you left the checkout before paying, so no money was taken. You can go back and try again whenever you're ready.",
  help: (contact) => (
    <>
      If something went wrong on the payment page, or you have a question before you buy,{' '}
      {contact('write to us')}.
    </>
  ),
  nextTitle: 'Where to next',
  next: [
    { href: '/products', label: 'Back to products' },
    { href: '/products/membership', label: 'Membership plans' },
    { href: '/donate', label: 'Donate' },
    { href: '/', label: 'Go to Harbor home' },
  ],
};

/** Where Stripe sends a buyer who left the checkout; /es/pago-cancelado with the Spanish words. */
export function PaymentCanceledView({
  words,
  contactHref,
}: {
  words: PaymentCanceledWords;
  contactHref: string;
}) {
  usePageMeta(words.meta);
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <div className="web-prose">
        <p>
          {words.help((label) => (
            <Link to={contactHref}>{label}</Link>
          ))}
        </p>
      </div>
      <Section title={words.nextTitle}>
        <ul className="web-links">
          {words.next.map((link) => (
            <li key={link.href}>
              {link.inEnglish ? (
                <InEnglish href={link.href}>{link.label}</InEnglish>
              ) : (
                <Link to={link.href}>{link.label}</Link>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export default function PaymentCanceledPage() {
  return <PaymentCanceledView words={PAYMENT_CANCELED_WORDS} contactHref="/contact" />;
}
