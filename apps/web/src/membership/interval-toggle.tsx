import { useId } from 'react';
import type { BillingInterval } from '../checkout/checkout-request';
import '../shared/money.css';

/** "Pay monthly / Pay yearly" as two radio buttons in a fieldset. */
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
  const name = `${useId()}-billing`;
  return (
    <fieldset className="money-toggle">
      <legend className="money-toggle__legend">How often to pay</legend>
      <div className="money-toggle__options">
        <label className="money-toggle__option">
          <input
            type="radio"
            name={name}
            value="month"
            checked={value === 'month'}
            onChange={() => onChange('month')}
          />
          Monthly
        </label>
        <label className="money-toggle__option">
          <input
            type="radio"
            name={name}
            value="year"
            checked={value === 'year'}
            onChange={() => onChange('year')}
          />
          Yearly
          {yearlyNote ? (
            <>
              {' '}
              <span className="money-toggle__note">{yearlyNote}</span>
            </>
          ) : null}
        </label>
      </div>
    </fieldset>
  );
}
