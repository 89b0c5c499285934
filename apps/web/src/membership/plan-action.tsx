import { Link } from 'react-router';
import { RouterLink } from '../shared/router-link';
import type { BillingInterval } from '../checkout/checkout-request';
import { formatLongDate } from './hardship-messages';
import { getPlanAction, type PlanAction } from './membership-action';
import { Reserved } from '../shared/load-state';
import type { MembershipPlan } from './membership-plans';
import { CheckoutButton, ManagePlanButton } from '../checkout/redirect-button';
import { PlanChangedNotice } from '../checkout/plan-change-notice';
import '../shared/money.css';
import { HardshipOffer } from './hardship-offer';
import { planNameIn, useMembershipWords } from './membership-words';

const SIGNED_OUT = { status: 'signed-out', membership: null, hasMembershipAccess: false } as const;

/** The one thing a visitor can do with a plan: join, buy, or manage it (in the page's words). */
export function PlanActionView({
  action,
  plan,
  interval,
}: {
  action: PlanAction;
  plan: MembershipPlan;
  interval: BillingInterval;
}) {
  const allWords = useMembershipWords();
  const { action: words, tierNames, paths, dateLocale, locale, price, checkout } = allWords;
  // A plan still without Spanish words is named by its tier in Spanish sentences.
  const name = planNameIn(allWords, plan);
  const buttonWords = { pendingLabel: checkout.redirecting, messages: checkout.failures };
  const longDate = (iso: string) => formatLongDate(iso, dateLocale);
  switch (action.kind) {
    case 'loading':
      // The signed-out action holds its place until the account is known (prerendered so).
      return (
        <Reserved status={words.checking}>
          <PlanActionView
            action={getPlanAction(plan.tier, SIGNED_OUT)}
            plan={plan}
            interval={interval}
          />
        </Reserved>
      );
    case 'sign-up':
      return (
        <p className="money-action">
          <RouterLink href={paths.signup} className="harbor-button harbor-button--primary">
            {words.joinFree}
          </RouterLink>
        </p>
      );
    case 'on-free':
      return <p className="money-current">{words.onFree}</p>;
    case 'included-in-current':
      return <p className="money-current">{words.includedIn(tierNames[action.currentTier])}</p>;
    case 'sign-up-to-buy':
      return (
        <div className="money-action">
          <RouterLink href={paths.signup} className="harbor-button harbor-button--primary">
            {words.createToJoin(name)}
          </RouterLink>
          <p className="money-muted">
            {words.haveAccount}{' '}
            <RouterLink href={paths.login}>{words.signInToJoin(name)}</RouterLink>
          </p>
          <HardshipOffer />
        </div>
      );
    case 'checkout': {
      const amount = price.recurring(
        interval === 'year' ? plan.yearlyPriceCents : plan.monthlyPriceCents,
        interval,
      );
      const request = {
        kind: 'membership',
        tier: action.tier,
        interval,
        ...(locale === 'es' ? { locale } : {}),
      } as const;
      if (action.hardshipEndsAt && action.tier !== 'basic') {
        // The grant is Basic: its free time never pays for a higher tier.
        return (
          <>
            <p className="money-muted">
              {words.hardshipHigher(longDate(action.hardshipEndsAt), name, amount)}
            </p>
            <CheckoutButton
              request={request}
              label={words.choose(name)}
              labelSuffix={words.firstPaymentToday(amount)}
              {...buttonWords}
            />
          </>
        );
      }
      if (action.hardshipEndsAt) {
        const firstPayment = longDate(action.hardshipEndsAt);
        return (
          <>
            <p className="money-muted">
              {words.hardshipSameOrLower(
                tierNames[action.currentTier ?? 'basic'],
                firstPayment,
                name,
              )}
            </p>
            <CheckoutButton
              request={request}
              label={words.choose(name)}
              labelSuffix={words.firstPaymentOn(amount, firstPayment)}
              {...buttonWords}
            />
          </>
        );
      }
      return (
        <>
          {action.currentTier ? (
            <p className="money-muted">{words.switchNote(tierNames[action.currentTier])}</p>
          ) : null}
          <CheckoutButton
            request={request}
            label={action.currentTier ? words.switchTo(name) : words.join(name)}
            labelSuffix={words.forPrice(amount)}
            {...buttonWords}
          />
          {action.currentTier ? null : <HardshipOffer />}
        </>
      );
    }
    case 'manage':
      return (
        <>
          <PlanChangedNotice />
          <p className="money-current">
            <strong>{words.current}</strong>
          </p>
          <ManagePlanButton
            label={words.manage}
            pendingLabel={words.opening}
            messages={checkout.portalFailures}
            {...(locale === 'es' ? { locale } : {})}
          />
          <p className="money-muted">
            {words.manageNote} <Link to={paths.billing}>{words.billingQuestions}</Link>
          </p>
        </>
      );
  }
}
