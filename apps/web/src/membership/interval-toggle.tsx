import { RadioGroup } from '@harbor-help/ui';
import { useId } from 'react';
import type { BillingInterval } from '../checkout/checkout-request';
import '../shared/money.css';
import { useMembershipWords } from './membership-words';

/** "Pay monthly / Pay yearly" as two radio buttons in a fieldset (the kit's RadioGroup). */
export function IntervalToggle({
  value,
  onChange,
  yearlyNote,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** E.g. "2 months free", shown beside the yearly choice. */
  yearlyNote?: string;
}) {
  const id = useId();
  const words = useMembershipWords().interval;
  // In a form, though nothing is sent by it: a choice made on the prerendered page, before the
  // app has taken it over, is handed to the app (src/app/early-input.ts).
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <RadioGroup
        id={id}
        name={`${id}-billing`}
        legend={words.legend}
        options={[
          { value: 'month', label: words.monthly },
          {
            value: 'year',
            label: yearlyNote ? (
              <>
                {words.yearly} <span className="money-toggle__note">{yearlyNote}</span>
              </>
            ) : (
              words.yearly
            ),
          },
        ]}
        value={value}
        onChange={(interval) => onChange(interval === 'year' ? 'year' : 'month')}
        className="money-toggle"
        legendClassName="money-toggle__legend"
        optionsClassName="money-toggle__options"
        optionClassName="money-toggle__option"
      />
    </form>
  );
}
