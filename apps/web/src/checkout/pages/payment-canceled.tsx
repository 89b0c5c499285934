import { PageHeader, Section } from '@harbor-help/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';

/** The page's words (issue 25): English here, Spanish in payment-canceled-es.tsx. */
export interface PaymentCanceledWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** "If something went wrong …, <link>write to us</link>." */
  help(contact: (label: string) => ReactNode): ReactNode;
  nextTitle: string;
  /** The links under it, each to a page in the words' language or marked as English. */
  next: ReactNode;
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
  next: (
    <ul className="web-links">
      <li>
        <Link to="/products">Back to products</Link>
      </li>
      <li>
        <Link to="/products/membership">Membership plans</Link>
      </li>
      <li>
        <Link to="/donate">Donate</Link>
      </li>
      <li>
        <Link to="/">Go to Harbor home</Link>
      </li>
    </ul>
  ),
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
      <Section title={words.nextTitle}>{words.next}</Section>
    </>
  );
}

export default function PaymentCanceledPage() {
  return <PaymentCanceledView words={PAYMENT_CANCELED_WORDS} contactHref="/contact" />;
}
