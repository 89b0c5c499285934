import { useAuth } from '@harbor-help/auth';
import type { BillingInterval } from '../checkout/checkout-request';
import { formatPrice } from '../shared/format-price';
import { getPlanAction } from './membership-action';
import { yearlySavingsCents, type MembershipPlan } from './membership-plans';
import { PlanActionView } from './plan-action';
import '../shared/money.css';
import { useMembershipWords } from './membership-words';

/** The price line of a plan: "Free", "$5 a month" or "$50 a year (you save $10)". */
export function PlanPrice({ plan, interval }: { plan: MembershipPlan; interval: BillingInterval }) {
  const words = useMembershipWords().price;
  if (plan.monthlyPriceCents === 0 && plan.yearlyPriceCents === 0) {
    return (
      <p className="money-price">
        {formatPrice(0)}
        <span className="money-price__interval">{words.free}</span>
      </p>
    );
  }
  const cents = interval === 'year' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
  const savings = yearlySavingsCents(plan);
  return (
    <p className="money-price">
      {formatPrice(cents)}
      <span className="money-price__interval">{words.per(interval)}</span>
      {interval === 'year' && savings > 0 ? (
        <span className="money-price__note">{words.save(formatPrice(savings))}</span>
      ) : null}
    </p>
  );
}

/** What a plan includes, as a list (marked English when its words are). */
export function PlanBenefits({ plan }: { plan: MembershipPlan }) {
  return (
    <ul className="money-plan__benefits" lang={plan.lang}>
      {plan.benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}

/** One plan: name, price, what it includes and the action for this visitor. */
export function PlanCard({
  plan,
  interval,
  headingLevel = 2,
  showDetailsLink,
}: {
  plan: MembershipPlan;
  interval: BillingInterval;
  headingLevel?: 2 | 3;
  /** A link to the plan's own page, e.g. on the comparison pages. */
  showDetailsLink?: React.ReactNode;
}) {
  const { status, membership, hasMembershipAccess } = useAuth();
  const action = getPlanAction(plan.tier, { status, membership, hasMembershipAccess });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isCurrent = action.kind === 'manage' || action.kind === 'on-free';
  const { inEnglish } = useMembershipWords();
  // A plan still without words in the page's language: its own words, marked as English.
  const lang = plan.lang;
  return (
    <article className={isCurrent ? 'money-plan money-plan--current' : 'money-plan'}>
      <Heading className="money-plan__name">
        {lang ? <span lang={lang}>{plan.name}</span> : plan.name}
        {lang && inEnglish ? ` ${inEnglish}` : null}
      </Heading>
      <PlanPrice plan={plan} interval={interval} />
      <p className="money-plan__description" lang={lang}>
        {plan.description}
      </p>
      <PlanBenefits plan={plan} />
      <div className="money-plan__action">
        <PlanActionView action={action} plan={plan} interval={interval} />
      </div>
      {showDetailsLink}
    </article>
  );
}
