import { LoadError } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { loadMembershipPlans, plansBuildKey } from './membership-plans.data';
import { usePublicSource } from '../data/public-source';
import { useLoadWithBuildData } from '../data/use-load-with-build-data';
import { IntervalToggle } from './interval-toggle';
import { LoadingLine } from '../shared/load-state';
import { monthsFreeWithYearly } from './membership-plans';
import { PlanCard } from './plan-card';
import { useBillingInterval } from './use-billing-interval';
import { planNameIn, useMembershipWords } from './membership-words';
import '../shared/money.css';

/**
 * Reads the plans once, in the page's language; the pages that show plans share this. A
 * prerendered page starts with the plans the build read, then refreshes them quietly.
 */
export function useMembershipPlans() {
  const { locale } = useMembershipWords();
  // A plain fetch with the anon key: showing the plans never loads supabase-js.
  const source = usePublicSource();
  const load = useCallback(() => loadMembershipPlans(source, locale), [source, locale]);
  return useLoadWithBuildData(plansBuildKey(locale), load);
}

/** Every plan side by side, with the monthly/yearly choice above them. */
export function PlanList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const words = useMembershipWords();
  const plans = useMembershipPlans();
  const [interval, setInterval] = useBillingInterval();

  if (plans.state.status === 'loading') return <LoadingLine>{words.list.loading}</LoadingLine>;
  if (plans.state.status === 'error') {
    return <LoadError message={words.list.error} onRetry={plans.retry} />;
  }
  if (plans.state.value.length === 0) {
    return <p>{words.list.none}</p>;
  }
  const monthsFree = monthsFreeWithYearly(plans.state.value);
  return (
    <>
      <IntervalToggle
        value={interval}
        onChange={setInterval}
        yearlyNote={monthsFree ? words.interval.monthsFree(monthsFree) : undefined}
      />
      <div className="money-plans">
        {plans.state.value.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            interval={interval}
            headingLevel={headingLevel}
            showDetailsLink={
              <p className="money-plan__more">
                <Link to={words.paths.plan(plan.tier)}>
                  {words.list.more(planNameIn(words, plan))}
                </Link>
              </p>
            }
          />
        ))}
      </div>
    </>
  );
}
