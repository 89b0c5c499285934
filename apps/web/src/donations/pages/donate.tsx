import { FormNeedsConnection, FormNeedsJavaScript, PageHeader, Section } from '@harbor/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REDIRECTING_LABEL } from '../../checkout/checkout-request';
import { PRESET_DONATION_CENTS, parseDonationAmount } from '../donation-amount';
import { MoneyField } from '../../shared/form-field';
import { formatPrice } from '../../shared/format-price';
import { useRedirectAction } from '../../checkout/use-redirect-action';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';
import '../donate.css';

type Frequency = 'once' | 'monthly';

export default function DonatePage() {
  usePageTitle(
    'Donate',
    'Give to Harbor once or every month, from $1 to $10,000, with or without an account. Every gift keeps our resources free.',
  );
  const id = useId();
  const [frequency, setFrequency] = useState<Frequency>('once');
  // A preset amount in cents, or 'other' for the amount typed in the field.
  const [choice, setChoice] = useState<number | 'other'>(2500);
  const [otherAmount, setOtherAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const otherRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const checkout = useRedirectAction('checkout');
  const alertId = `${id}-alert`;

  const presets = PRESET_DONATION_CENTS[frequency];
  const typed = choice === 'other' ? parseDonationAmount(otherAmount) : null;
  const amountCents = choice === 'other' ? (typed?.ok ? typed.amountCents : null) : choice;
  const buttonLabel =
    amountCents === null
      ? frequency === 'monthly'
        ? 'Donate every month'
        : 'Donate'
      : `Donate ${formatPrice(amountCents)}${frequency === 'monthly' ? ' a month' : ''}`;

  function chooseFrequency(next: Frequency) {
    setFrequency(next);
    // Keep a preset choice meaningful: if it is not offered for the new frequency, pick the
    // nearest one that is; a typed amount is kept as it is.
    if (
      choice !== 'other' &&
      !(PRESET_DONATION_CENTS[next] as readonly number[]).includes(choice)
    ) {
      setChoice(PRESET_DONATION_CENTS[next][1]);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkout.redirecting) return;
    let cents: number;
    if (choice === 'other') {
      const result = parseDonationAmount(otherAmount);
      if (!result.ok) {
        setAmountError(result.message);
        otherRef.current?.focus();
        return;
      }
      cents = result.amountCents;
    } else {
      cents = choice;
    }
    setAmountError(null);
    void checkout.start({
      kind: 'donation',
      amountCents: cents,
      recurring: frequency === 'monthly',
    });
  }

  return (
    <>
      <PageHeader
        title="Donate to Harbor"
        intro="Every gift keeps our resources free for someone who can't afford to pay. Donations fund plain-language guides, the library, and free memberships for people who cannot pay."
      />
      <form className="money-form donate-form" noValidate onSubmit={handleSubmit}>
        <FormNeedsJavaScript action="Donating" />
        <FormNeedsConnection action="Donating" />
        <fieldset className="money-toggle">
          <legend className="money-toggle__legend">How often</legend>
          <div className="money-toggle__options">
            <label className="money-toggle__option">
              <input
                type="radio"
                name="frequency"
                value="once"
                checked={frequency === 'once'}
                onChange={() => chooseFrequency('once')}
              />
              Once
            </label>
            <label className="money-toggle__option">
              <input
                type="radio"
                name="frequency"
                value="monthly"
                checked={frequency === 'monthly'}
                onChange={() => chooseFrequency('monthly')}
              />
              Every month
            </label>
          </div>
        </fieldset>
        <fieldset className="money-toggle">
          <legend className="money-toggle__legend">Amount (US dollars)</legend>
          <div className="donate-amounts">
            {presets.map((cents) => (
              <label key={cents} className="donate-amount">
                <input
                  type="radio"
                  name="amount"
                  value={cents}
                  checked={choice === cents}
                  onChange={() => {
                    setChoice(cents);
                    setAmountError(null);
                  }}
                />
                {formatPrice(cents)}
              </label>
            ))}
            <label className="donate-amount">
              <input
                type="radio"
                name="amount"
                value="other"
                checked={choice === 'other'}
                onChange={() => {
                  setChoice('other');
                  requestAnimationFrame(() => otherRef.current?.focus());
                }}
              />
              Other amount
            </label>
          </div>
          {choice === 'other' ? (
            <div className="donate-other">
              <MoneyField
                id={`${id}-other`}
                label="Your amount in US dollars"
                name="otherAmount"
                inputMode="decimal"
                autoComplete="transaction-amount"
                required
                maxLength={12}
                hint="From $1 to $10,000. Whole dollars or dollars and cents, like 25 or 25.50."
                value={otherAmount}
                onChange={(value) => {
                  setOtherAmount(value);
                  if (amountError) setAmountError(null);
                }}
                error={amountError}
                inputRef={otherRef}
              />
            </div>
          ) : null}
        </fieldset>
        <div className="money-action">
          <button
            type="submit"
            className="harbor-button harbor-button--primary"
            disabled={checkout.redirecting}
            aria-describedby={checkout.error ? alertId : undefined}
          >
            {checkout.redirecting ? REDIRECTING_LABEL : buttonLabel}
          </button>
          {checkout.error ? (
            <p id={alertId} className="money-alert" role="alert">
              {checkout.error}
            </p>
          ) : null}
        </div>
        <p className="money-muted">
          No account needed. You&rsquo;ll pay on a secure page run by Stripe; Harbor never sees your
          card number. Stripe emails you a receipt.
          {frequency === 'monthly'
            ? ' A monthly gift can be stopped any time: write to us and we will cancel it the same day.'
            : ''}
        </p>
      </form>
      <Section title="Where your gift goes">
        <ul className="web-prose">
          <li>Plain-language guides and printable kits, free for anyone to use.</li>
          <li>Free memberships for people who cannot pay.</li>
          <li>Keeping the site small and fast for old phones and prepaid data.</li>
        </ul>
      </Section>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/about">Who we are</Link>
          </li>
          <li>
            <Link to="/contact">Questions about giving</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
