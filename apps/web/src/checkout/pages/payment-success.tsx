import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, PremiumBadge, Section, useLoad, type LoadContext } from '@harbor-help/ui';
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { loadCheckoutStatus, UNREADABLE_ANSWER } from '../checkout-status.data';
import { isCheckoutSessionId, type CheckoutStatus } from '../checkout-status';
import { formatPrice } from '../../shared/format-price';
import { LoadingLine } from '../../shared/load-state';
import type { PaidTier } from '../../membership/membership-action';
import { RouterLink } from '../../shared/router-link';
import { usePageMeta } from '../../app/use-page-title';
import type { FailureMessages } from '../../data/result';
import '../../shared/money.css';

/** How long to wait between checks while a payment or a membership is still being set up. */
export const PAYMENT_POLL_DELAY_MS = 2000;
/** How many more times to check before saying it is taking longer than usual. */
export const PAYMENT_POLL_LIMIT = 5;

/** What is being set up after a payment: a membership, or an order's goods. */
type SetUpKind = 'membership' | 'order';

/**
 * The page's words (issue 25): English here, Spanish in payment-success-es.tsx. Links to other
 * pages are part of the words, so each language links its own pages (or marks an English one).
 */
export interface PaymentSuccessWords {
  /** Amounts are written in this locale's way (US dollars either way). */
  priceLocale: string;
  /** The page's language: an order line named in the other one is marked with its own. */
  language: 'en' | 'es';
  /** After an order line's name: its size, as the checkout page wrote it (" — size M"). */
  lineSize(size: string): string;
  meta: { received: string; pending: string; description: string };
  /** What a failed check says, by kind (undefined: the English ones). */
  failures?: FailureMessages;
  unreadable: string;
  notKept: {
    refundedTitle(amount: string): string;
    stoppedTitle: string;
    whyDuplicate: string;
    whyPrice: string;
    refunded(amount: string): string;
    stopped: string;
    duplicateNext: ReactNode;
    priceNext: ReactNode;
  };
  settingUp: {
    title(kind: SetUpKind): string;
    intro: string;
    checking(kind: SetUpKind): string;
    slow(kind: SetUpKind): ReactNode;
    checkAgain: string;
  };
  membership: {
    /** The plans' names in the page's language. */
    tierNames: Record<PaidTier, string>;
    signIn(tier: string): ReactNode;
    active(tier: string): string;
    badgeIntro: string;
    next: ReactNode;
    slow: ReactNode;
    settingUp: string;
  };
  expired: { title: string; intro: string; back: ReactNode };
  processing: { title: string; intro: string; body: string };
  donation: { title: string; intro: string };
  membershipPaid: { title: string; intro: string };
  order: { title: string; intro: string; bundles: ReactNode };
  checking: { title: string; line: string; processingLine: string };
  notFound: { title: string; intro: string };
  failed: { title: string; intro: string };
  nextTitle: string;
  next: ReactNode;
}

export const PAYMENT_SUCCESS_WORDS: PaymentSuccessWords = {
  priceLocale: 'en-US',
  language: 'en',
  lineSize: (size) => ` — size ${size}`,
  meta: {
    received: 'Payment received',
    pending: 'Your payment',
    description: 'Confirmation of a payment to Harbor: a membership, a donation or an order.',
  },
  unreadable: UNREADABLE_ANSWER,
  notKept: {
    refundedTitle: (amount) => `We refunded this payment of ${amount}`,
    stoppedTitle: 'We stopped this membership before anything was charged',
    whyDuplicate:
      'You already had a membership when this payment went through, so it would have charged you twice. We cancelled this one and kept the plan you already had.',
    whyPrice:
      'We couldn’t set up this membership at the price you agreed to, so we cancelled it rather than charge you for something you didn’t get. Our team has been told.',
    refunded: (amount) =>
      `The full ${amount} goes back to the card you paid with. Refunds usually show on your statement within 5 to 10 days. You won’t be charged for it again.`,
    stopped: 'Nothing was taken for it, and nothing will be.',
    duplicateNext: (
      <>
        To change to another plan, open it from <Link to="/pricing">Pricing</Link>: we switch your
        plan in place and credit what is left of the old one.
      </>
    ),
    priceNext: (
      <>
        Please <Link to="/contact">contact us</Link> if you have questions, or try again from{' '}
        <Link to="/pricing">Pricing</Link>.
      </>
    ),
  },
  settingUp: {
    title: (kind) => `Your payment went through; your ${kind} is being set up`,
    intro:
      "You won't be charged twice. This usually takes a few seconds, and we keep trying in the background.",
    checking: (kind) => `Checking whether your ${kind} is ready…`,
    slow: (kind) => (
      <>
        Your {kind} is taking longer than usual to set up. Your payment is safe: you can check again
        now, or come back later. If it still isn&rsquo;t there in an hour,{' '}
        <Link to="/contact">contact us</Link> and we&rsquo;ll sort it out.
      </>
    ),
    checkAgain: 'Check again',
  },
  membership: {
    tierNames: { basic: 'Basic', premium: 'Premium', vip: 'VIP' },
    signIn: (tier) => (
      <>
        <RouterLink href="/login">Sign in</RouterLink> to see your {tier} membership.
      </>
    ),
    active: (tier) => `Your ${tier} membership is active.`,
    badgeIntro: 'Your account now shows',
    next: (
      <>
        <Link to="/library">Open the members&rsquo; library</Link> or{' '}
        <Link to="/download-bundle">download your bundles</Link>.
      </>
    ),
    slow: (
      <>
        Your payment went through, but your membership is taking longer than usual to appear. It
        will show up within a few minutes. If it doesn&rsquo;t,{' '}
        <Link to="/contact">contact us</Link> and we&rsquo;ll sort it out.
      </>
    ),
    settingUp: 'Setting up your membership. This takes a few seconds…',
  },
  expired: {
    title: 'This checkout has expired',
    intro:
      'The payment page was open too long and closed before a payment was made. Nothing was charged.',
    back: (
      <Link to="/products" className="harbor-button harbor-button--primary">
        Back to products
      </Link>
    ),
  },
  processing: {
    title: 'Your payment is still processing',
    intro:
      "We haven't had confirmation from Stripe yet. If you completed the payment, it will appear within a few minutes, and you won't be charged twice.",
    body: 'You can close this page. Stripe emails you a receipt once the payment goes through.',
  },
  donation: {
    title: 'Thank you for your gift',
    intro:
      'Your support keeps Harbor free for people going through a hard time. Stripe emails you a receipt.',
  },
  membershipPaid: {
    title: 'Thank you — your payment went through',
    intro: 'Welcome to your new membership. Stripe emails you a receipt.',
  },
  order: {
    title: 'Thank you for your order',
    intro:
      "Your payment went through. Stripe emails you a receipt, and we'll email you when anything we post is on its way.",
    bundles: (
      <>
        Bought a digital bundle? <Link to="/download-bundle">Your files are ready to download</Link>
        .
      </>
    ),
  },
  checking: {
    title: 'Checking your payment',
    line: 'Checking your payment with Stripe…',
    processingLine: 'Your payment is still processing. This can take a few seconds…',
  },
  notFound: {
    title: "We couldn't find a payment to show",
    intro:
      'This page shows a payment right after you make one. If you just paid, Stripe has emailed you a receipt and nothing is lost. If you were not expecting a charge, nothing was taken here.',
  },
  failed: {
    title: "We couldn't check your payment just now",
    intro:
      "If you completed the payment, it went through: Stripe emails you a receipt. You won't be charged twice.",
  },
  nextTitle: 'Where to next',
  next: (
    <ul className="web-links">
      <li>
        <Link to="/">Go to Harbor home</Link>
      </li>
      <li>
        <Link to="/resources">Browse resources</Link>
      </li>
      <li>
        <Link to="/contact">Questions about a payment? Contact us</Link>
      </li>
    </ul>
  ),
};

/** The page's words, for every part of it. */
const WordsContext = createContext(PAYMENT_SUCCESS_WORDS);

type Lookup =
  | { kind: 'checking' }
  | { kind: 'processing' }
  /** Paid, not yet recorded by Harbor, checking again. */
  | { kind: 'setting-up'; payment: CheckoutStatus }
  | { kind: 'found'; payment: CheckoutStatus }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A membership or order paid for but not yet recorded: the page must not call it done. */
const isSettingUp = (payment: CheckoutStatus) =>
  payment.status === 'complete' &&
  !payment.fulfilled &&
  payment.kind !== 'donation' &&
  !payment.outcome;

/**
 * A membership payment Harbor did not keep (a second payment while the member already had a plan,
 * or a price other than the one agreed): refunded (or stopped, when nothing was taken), said plainly.
 */
function PaymentNotKept({ payment }: { payment: CheckoutStatus }) {
  const { priceLocale, notKept } = useContext(WordsContext);
  const refunded = formatPrice(payment.refundedCents ?? 0, payment.currency, priceLocale);
  const duplicate = payment.outcome?.endsWith('-duplicate') ?? false;
  const wasRefunded = payment.outcome?.startsWith('refunded-') ?? false;
  const title = wasRefunded ? notKept.refundedTitle(refunded) : notKept.stoppedTitle;
  const why = duplicate ? notKept.whyDuplicate : notKept.whyPrice;
  return (
    <>
      <PageHeader title={title} intro={why} />
      <div className="web-prose" role="status">
        <p>{wasRefunded ? notKept.refunded(refunded) : notKept.stopped}</p>
        <p>{duplicate ? notKept.duplicateNext : notKept.priceNext}</p>
      </div>
    </>
  );
}

/**
 * Asks checkout-status about the session, again a few times while Stripe says it is open or
 * while Harbor has not recorded the payment yet (showing each answer as it comes, through
 * `useLoad`'s `update`); `checkAgain` starts another round. It only ever reads: nothing here can
 * charge a second time.
 */
function usePaymentLookup(sessionId: string | null): {
  lookup: Lookup;
  checkAgain: () => void;
} {
  const client = useSupabaseClientLoader();
  const { failures, unreadable } = useContext(WordsContext);
  const valid = isCheckoutSessionId(sessionId);
  const load = useCallback(
    async ({ signal, update }: LoadContext<Lookup>): Promise<Lookup> => {
      if (!isCheckoutSessionId(sessionId)) return { kind: 'not-found' };
      // Once the page moved on, stop asking (useLoad drops whatever this returns).
      for (let attempt = 0; ; attempt += 1) {
        const result = await loadCheckoutStatus(client, sessionId, { failures, unreadable });
        if (signal.aborted) return { kind: 'checking' };
        if (!result.ok) {
          return result.error.kind === 'not-found' || result.error.kind === 'invalid'
            ? { kind: 'not-found' }
            : { kind: 'failed', message: result.error.message };
        }
        const payment = result.data;
        if ((payment.status === 'open' || isSettingUp(payment)) && attempt < PAYMENT_POLL_LIMIT) {
          update(
            payment.status === 'open' ? { kind: 'processing' } : { kind: 'setting-up', payment },
          );
          await wait(PAYMENT_POLL_DELAY_MS);
          if (signal.aborted) return { kind: 'checking' };
          continue;
        }
        return { kind: 'found', payment };
      }
    },
    [client, sessionId, failures, unreadable],
  );
  const { state, refresh, pending } = useLoad(load, { enabled: valid, keepWhileLoading: true });

  if (!valid) return { lookup: { kind: 'not-found' }, checkAgain: refresh };
  let lookup: Lookup =
    state.status === 'ready'
      ? state.value
      : state.status === 'error'
        ? { kind: 'failed', message: unreadable }
        : { kind: 'checking' };
  // Checking again after the last round: a found payment shows as being set up while it runs.
  if (lookup.kind === 'found' && pending) lookup = { kind: 'setting-up', payment: lookup.payment };
  return { lookup, checkAgain: refresh };
}

/**
 * What was paid for: an order's lines one by one, each name in the language the checkout gave it
 * (a book's published title inside a Spanish sentence is marked `lang="en"`), else the function's
 * sentence (a membership, a donation, an order whose lines it did not send).
 */
function PaymentWhat({ payment }: { payment: CheckoutStatus }) {
  const { language, lineSize } = useContext(WordsContext);
  if (!payment.lines) return <>{payment.description}</>;
  return (
    <>
      {payment.lines.map((line, index) => (
        // The lines never change once shown: their place is their key.
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <span lang={line.titleLanguage === language ? undefined : line.titleLanguage}>
            {line.title}
          </span>
          {line.size ? lineSize(line.size) : null}
          {line.quantity > 1 ? ` × ${line.quantity}` : null}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Paid, but Harbor has not recorded it yet (Stripe's event is still on its way or being retried):
 * says exactly that, and offers to check again. Never a second payment.
 */
function PaymentSettingUp({
  payment,
  checking,
  onCheckAgain,
}: {
  payment: CheckoutStatus;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { priceLocale, settingUp } = useContext(WordsContext);
  const what: SetUpKind = payment.kind === 'membership' ? 'membership' : 'order';
  return (
    <>
      <PageHeader title={settingUp.title(what)} intro={settingUp.intro} />
      <p className="web-prose">
        <PaymentWhat payment={payment} />:{' '}
        <strong>{formatPrice(payment.amountCents, payment.currency, priceLocale)}</strong>
      </p>
      {checking ? (
        <LoadingLine>{settingUp.checking(what)}</LoadingLine>
      ) : (
        <div className="money-muted">
          <p role="status">{settingUp.slow(what)}</p>
          <p>
            <button
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={onCheckAgain}
            >
              {settingUp.checkAgain}
            </button>
          </p>
        </div>
      )}
    </>
  );
}

/**
 * After a membership purchase: reads the membership again (refreshUserData) so the badge shows
 * without a reload, and keeps reading a few times while the payment's webhook is still on its way.
 */
function MembershipConfirmation({ tier }: { tier: PaidTier }) {
  const { status, membership, hasMembershipAccess, refreshUserData } = useAuth();
  const words = useContext(WordsContext).membership;
  const [refreshes, setRefreshes] = useState(0);
  const active = status === 'signed-in' && hasMembershipAccess && membership?.tier === tier;

  useEffect(() => {
    if (status !== 'signed-in' || refreshes >= PAYMENT_POLL_LIMIT + 1) return;
    if (refreshes > 0 && active) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        void refreshUserData().then(() => {
          if (!cancelled) setRefreshes((count) => count + 1);
        });
      },
      refreshes === 0 ? 0 : PAYMENT_POLL_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, refreshes, active, refreshUserData]);

  if (status === 'signed-out') {
    return <p className="web-prose">{words.signIn(words.tierNames[tier])}</p>;
  }
  if (active && refreshes > 0) {
    return (
      <div className="web-notice money-success" role="status">
        <p>
          <strong>{words.active(words.tierNames[tier])}</strong> {words.badgeIntro} <PremiumBadge />
        </p>
        <p>{words.next}</p>
      </div>
    );
  }
  if (refreshes > PAYMENT_POLL_LIMIT) {
    return (
      <p className="web-prose" role="status">
        {words.slow}
      </p>
    );
  }
  return <LoadingLine>{words.settingUp}</LoadingLine>;
}

function PaymentFound({
  payment,
  onCheckAgain,
}: {
  payment: CheckoutStatus;
  onCheckAgain: () => void;
}) {
  const words = useContext(WordsContext);
  const amount = formatPrice(payment.amountCents, payment.currency, words.priceLocale);
  if (payment.status === 'complete' && payment.outcome) return <PaymentNotKept payment={payment} />;
  if (isSettingUp(payment)) {
    return <PaymentSettingUp payment={payment} checking={false} onCheckAgain={onCheckAgain} />;
  }
  if (payment.status === 'expired') {
    return (
      <>
        <PageHeader title={words.expired.title} intro={words.expired.intro} />
        <p className="web-actions">{words.expired.back}</p>
      </>
    );
  }
  if (payment.status === 'open') {
    return (
      <>
        <PageHeader title={words.processing.title} intro={words.processing.intro} />
        <p className="web-prose">{words.processing.body}</p>
      </>
    );
  }
  if (payment.kind === 'donation') {
    return (
      <>
        <PageHeader title={words.donation.title} intro={words.donation.intro} />
        <p className="web-notice money-success">
          <PaymentWhat payment={payment} />: <strong>{amount}</strong>
        </p>
      </>
    );
  }
  if (payment.kind === 'membership') {
    return (
      <>
        <PageHeader title={words.membershipPaid.title} intro={words.membershipPaid.intro} />
        <p className="web-prose">
          <PaymentWhat payment={payment} />: <strong>{amount}</strong>
        </p>
        {payment.tier ? <MembershipConfirmation tier={payment.tier} /> : null}
      </>
    );
  }
  return (
    <>
      <PageHeader title={words.order.title} intro={words.order.intro} />
      <p className="web-notice money-success">
        <PaymentWhat payment={payment} />: <strong>{amount}</strong>
      </p>
      <p className="web-prose">{words.order.bundles}</p>
    </>
  );
}

export default function PaymentSuccessPage() {
  return <PaymentSuccessView words={PAYMENT_SUCCESS_WORDS} />;
}

/** /payment-success, and /es/pago-completado with the Spanish words (payment-success-es.tsx). */
export function PaymentSuccessView({ words }: { words: PaymentSuccessWords }) {
  return (
    <WordsContext.Provider value={words}>
      <PaymentSuccessContent />
    </WordsContext.Provider>
  );
}

function PaymentSuccessContent() {
  const words = useContext(WordsContext);
  const [searchParams] = useSearchParams();
  const { lookup, checkAgain } = usePaymentLookup(searchParams.get('session_id'));
  usePageMeta({
    title:
      lookup.kind === 'found' && lookup.payment.status === 'complete'
        ? words.meta.received
        : words.meta.pending,
    description: words.meta.description,
  });

  let content: React.ReactNode;
  switch (lookup.kind) {
    case 'checking':
      content = (
        <>
          <PageHeader title={words.checking.title} />
          <LoadingLine>{words.checking.line}</LoadingLine>
        </>
      );
      break;
    case 'processing':
      content = (
        <>
          <PageHeader title={words.checking.title} />
          <LoadingLine>{words.checking.processingLine}</LoadingLine>
        </>
      );
      break;
    case 'not-found':
      content = <PageHeader title={words.notFound.title} intro={words.notFound.intro} />;
      break;
    case 'failed':
      content = (
        <>
          <PageHeader title={words.failed.title} intro={words.failed.intro} />
          <p className="money-muted" role="status">
            {lookup.message}
          </p>
        </>
      );
      break;
    case 'setting-up':
      content = <PaymentSettingUp payment={lookup.payment} checking onCheckAgain={checkAgain} />;
      break;
    case 'found':
      content = <PaymentFound payment={lookup.payment} onCheckAgain={checkAgain} />;
      break;
  }

  return (
    <>
      {content}
      <Section title={words.nextTitle}>{words.next}</Section>
    </>
  );
}
