import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, PremiumBadge, Section, useLoad, type LoadContext } from '@harbor-help/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loadCheckoutStatus, UNREADABLE_ANSWER } from '../checkout-status.data';
import { isCheckoutSessionId, type CheckoutStatus } from '../checkout-status';
import { formatPrice } from '../../shared/format-price';
import { LoadingLine } from '../../shared/load-state';
import type { PaidTier } from '../../membership/membership-action';
import { RouterLink } from '../../shared/router-link';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

/** How long to wait between checks while a payment or a membership is still being set up. */
export const PAYMENT_POLL_DELAY_MS = 2000;
/** How many more times to check before saying it is taking longer than usual. */
export const PAYMENT_POLL_LIMIT = 5;

const TIER_NAMES: Record<PaidTier, string> = { basic: 'Basic', premium: 'Premium', vip: 'VIP' };

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
  const refunded = formatPrice(payment.refundedCents ?? 0, payment.currency);
  const duplicate = payment.outcome?.endsWith('-duplicate') ?? false;
  const wasRefunded = payment.outcome?.startsWith('refunded-') ?? false;
  const title = wasRefunded
    ? `We refunded this payment of ${refunded}`
    : 'We stopped this membership before anything was charged';
  const why = duplicate
    ? 'You already had a membership when this payment went through, so it would have charged you twice. We cancelled this one and kept the plan you already had.'
    : 'We couldn’t set up this membership at the price you agreed to, so we cancelled it rather than charge you for something you didn’t get. Our team has been told.';
  return (
    <>
      <PageHeader title={title} intro={why} />
      <div className="web-prose" role="status">
        <p>
          {wasRefunded
            ? `The full ${refunded} goes back to the card you paid with. Refunds usually show on your statement within 5 to 10 days. You won’t be charged for it again.`
            : 'Nothing was taken for it, and nothing will be.'}
        </p>
        <p>
          {duplicate ? (
            <>
              To change to another plan, open it from <Link to="/pricing">Pricing</Link>: we switch
              your plan in place and credit what is left of the old one.
            </>
          ) : (
            <>
              Please <Link to="/contact">contact us</Link> if you have questions, or try again from{' '}
              <Link to="/pricing">Pricing</Link>.
            </>
          )}
        </p>
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
  const valid = isCheckoutSessionId(sessionId);
  const load = useCallback(
    async ({ signal, update }: LoadContext<Lookup>): Promise<Lookup> => {
      if (!isCheckoutSessionId(sessionId)) return { kind: 'not-found' };
      // Once the page moved on, stop asking (useLoad drops whatever this returns).
      for (let attempt = 0; ; attempt += 1) {
        const result = await loadCheckoutStatus(client, sessionId);
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
    [client, sessionId],
  );
  const { state, refresh, pending } = useLoad(load, { enabled: valid, keepWhileLoading: true });

  if (!valid) return { lookup: { kind: 'not-found' }, checkAgain: refresh };
  let lookup: Lookup =
    state.status === 'ready'
      ? state.value
      : state.status === 'error'
        ? { kind: 'failed', message: UNREADABLE_ANSWER }
        : { kind: 'checking' };
  // Checking again after the last round: a found payment shows as being set up while it runs.
  if (lookup.kind === 'found' && pending) lookup = { kind: 'setting-up', payment: lookup.payment };
  return { lookup, checkAgain: refresh };
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
  const what = payment.kind === 'membership' ? 'membership' : 'order';
  return (
    <>
      <PageHeader
        title={`Your payment went through; your ${what} is being set up`}
        intro="You won't be charged again. This usually takes a few seconds, and we keep trying in the background."
      />
      <p className="web-prose">
        {payment.description}: <strong>{formatPrice(payment.amountCents, payment.currency)}</strong>
      </p>
      {checking ? (
        <LoadingLine>{`Checking whether your ${what} is ready…`}</LoadingLine>
      ) : (
        <div className="money-muted">
          <p role="status">
            Your {what} is taking longer than usual to set up. Your payment is safe: you can check
            again now, or come back later. If it still isn&rsquo;t there in an hour,{' '}
            <Link to="/contact">contact us</Link> and we&rsquo;ll sort it out.
          </p>
          <p>
            <button
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={onCheckAgain}
            >
              Check again
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
    return (
      <p className="web-prose">
        <RouterLink href="/login">Sign in</RouterLink> to see your {TIER_NAMES[tier]} membership.
      </p>
    );
  }
  if (active && refreshes > 0) {
    return (
      <div className="web-notice money-success" role="status">
        <p>
          <strong>Your {TIER_NAMES[tier]} membership is active.</strong> Your account now shows{' '}
          <PremiumBadge />
        </p>
        <p>
          <Link to="/library">Open the members&rsquo; library</Link> or{' '}
          <Link to="/download-bundle">download your bundles</Link>.
        </p>
      </div>
    );
  }
  if (refreshes > PAYMENT_POLL_LIMIT) {
    return (
      <p className="web-prose" role="status">
        Your payment went through, but your membership is taking longer than usual to appear. It
        will show up within a few minutes. If it doesn&rsquo;t,{' '}
        <Link to="/contact">contact us</Link> and we&rsquo;ll sort it out.
      </p>
    );
  }
  return <LoadingLine>Setting up your membership. This takes a few seconds…</LoadingLine>;
}

function PaymentFound({
  payment,
  onCheckAgain,
}: {
  payment: CheckoutStatus;
  onCheckAgain: () => void;
}) {
  const amount = formatPrice(payment.amountCents, payment.currency);
  if (payment.status === 'complete' && payment.outcome) return <PaymentNotKept payment={payment} />;
  if (isSettingUp(payment)) {
    return <PaymentSettingUp payment={payment} checking={false} onCheckAgain={onCheckAgain} />;
  }
  if (payment.status === 'expired') {
    return (
      <>
        <PageHeader
          title="This checkout has expired"
          intro="The payment page was open too long and closed before a payment was made. Nothing was charged."
        />
        <p className="web-actions">
          <Link to="/products" className="harbor-button harbor-button--primary">
            Back to products
          </Link>
        </p>
      </>
    );
  }
  if (payment.status === 'open') {
    return (
      <>
        <PageHeader
          title="Your payment is still processing"
          intro="We haven't had confirmation from Stripe yet. If you completed the payment, it will appear within a few minutes, and you won't be charged twice."
        />
        <p className="web-prose">
          You can close this page. Stripe emails you a receipt once the payment goes through.
        </p>
      </>
    );
  }
  if (payment.kind === 'donation') {
    return (
      <>
        <PageHeader
          title="Thank you for your gift"
          intro="Your support keeps Harbor free for people going through a hard time. Stripe emails you a receipt."
        />
        <p className="web-notice money-success">
          {payment.description}: <strong>{amount}</strong>
        </p>
      </>
    );
  }
  if (payment.kind === 'membership') {
    return (
      <>
        <PageHeader
          title="Thank you — your payment went through"
          intro="Welcome to your new membership. Stripe emails you a receipt."
        />
        <p className="web-prose">
          {payment.description}: <strong>{amount}</strong>
        </p>
        {payment.tier ? <MembershipConfirmation tier={payment.tier} /> : null}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Thank you for your order"
        intro="Your payment went through. Stripe emails you a receipt, and we'll email you when anything we post is on its way."
      />
      <p className="web-notice money-success">
        {payment.description}: <strong>{amount}</strong>
      </p>
      <p className="web-prose">
        Bought a digital bundle? <Link to="/download-bundle">Your files are ready to download</Link>
        .
      </p>
    </>
  );
}

export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const { lookup, checkAgain } = usePaymentLookup(searchParams.get('session_id'));
  usePageTitle(
    lookup.kind === 'found' && lookup.payment.status === 'complete'
      ? 'Payment received'
      : 'Your payment',
    'Confirmation of a payment to Harbor: a membership, a donation or an order.',
  );

  let content: React.ReactNode;
  switch (lookup.kind) {
    case 'checking':
      content = (
        <>
          <PageHeader title="Checking your payment" />
          <LoadingLine>Checking your payment with Stripe…</LoadingLine>
        </>
      );
      break;
    case 'processing':
      content = (
        <>
          <PageHeader title="Checking your payment" />
          <LoadingLine>Your payment is still processing. This can take a few seconds…</LoadingLine>
        </>
      );
      break;
    case 'not-found':
      content = (
        <PageHeader
          title="We couldn't find a payment to show"
          intro="This page shows a payment right after you make one. If you just paid, Stripe has emailed you a receipt and nothing is lost. If you were not expecting a charge, nothing was taken here."
        />
      );
      break;
    case 'failed':
      content = (
        <>
          <PageHeader
            title="We couldn't check your payment just now"
            intro="If you completed the payment, it went through: Stripe emails you a receipt. You won't be charged twice."
          />
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
      <Section title="Where to next">
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
      </Section>
    </>
  );
}
