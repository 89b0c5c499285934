import {
  FormField,
  PageHeader,
  RadioGroup,
  Section,
  SubmissionForm,
  useFormSubmission,
  type FieldErrors,
} from '@harbor-help/ui';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { REDIRECTING_LABEL } from '../../checkout/checkout-request';
import { PRESET_DONATION_CENTS, parseDonationAmount } from '../donation-amount';
import { formatPrice } from '../../shared/format-price';
import { useRedirectAction } from '../../checkout/use-redirect-action';
import { usePageTitle } from '../../app/use-page-title';
import '@harbor-help/ui/forms.css';
import '../../shared/money.css';
import '../donate.css';

type Frequency = 'once' | 'monthly';

interface DonateValues {
  frequency: Frequency;
  /** A preset amount in cents, or 'other' for the amount typed in the field. */
  choice: string;
  otherAmount: string;
}

const FREQUENCIES = [
  { value: 'once', label: 'Once' },
  { value: 'monthly', label: 'Every month' },
] as const;

function checkAmount(values: DonateValues): FieldErrors<DonateValues> {
  if (values.choice !== 'other') return {};
  const typed = parseDonationAmount(values.otherAmount);
  return typed.ok ? {} : { otherAmount: typed.message };
}

/** The amount in cents: the preset chosen, or the one typed (null while it cannot be used). */
function chosenCents({ choice, otherAmount }: DonateValues): number | null {
  if (choice !== 'other') return Number(choice);
  const typed = parseDonationAmount(otherAmount);
  return typed.ok ? typed.amountCents : null;
}

export default function DonatePage() {
  usePageTitle(
    'Donate',
    'Give to Harbor once or every month, from $1 to $10,000, with or without an account. Every gift keeps our resources free.',
  );
  const id = useId();
  const otherRef = useRef<HTMLInputElement | null>(null);
  const checkout = useRedirectAction('checkout');
  const alertId = `${id}-alert`;
  const form = useFormSubmission<DonateValues>({
    initialValues: { frequency: 'once', choice: '2500', otherAmount: '' },
    validate: checkAmount,
    fieldOrder: ['otherAmount'],
    // The redirect action keeps its own state (redirecting, error) until the browser leaves.
    submit: (values) => {
      if (checkout.redirecting) return { ok: true };
      void checkout.start({
        kind: 'donation',
        amountCents: chosenCents(values),
        recurring: values.frequency === 'monthly',
      });
      return { ok: true };
    },
    resetOnSuccess: false,
  });
  const { values, setValue } = form;
  const { frequency, choice } = values;

  const presets = PRESET_DONATION_CENTS[frequency];
  const amountCents = chosenCents(values);
  const buttonLabel =
    amountCents === null
      ? frequency === 'monthly'
        ? 'Donate every month'
        : 'Donate'
      : `Donate ${formatPrice(amountCents)}${frequency === 'monthly' ? ' a month' : ''}`;

  function chooseFrequency(next: Frequency) {
    setValue('frequency', next);
    // Keep a preset choice meaningful: if it is not offered for the new frequency, pick the
    // nearest one that is; a typed amount is kept as it is.
    if (
      choice !== 'other' &&
      !(PRESET_DONATION_CENTS[next] as readonly number[]).includes(Number(choice))
    ) {
      setValue('choice', String(PRESET_DONATION_CENTS[next][1]));
    }
  }

  return (
    <>
      <PageHeader
        title="Donate to Harbor"
        intro="Every gift keeps our resources free for someone who can't afford to pay. Donations fund plain-language guides, the library, and free memberships for people who cannot pay."
      />
      {/* The redirect action shows its own error beside the button: the form never fails. */}
      <SubmissionForm form={form} action="Donating" className="money-form donate-form">
        <RadioGroup
          id={`${id}-frequency`}
          name="frequency"
          legend="How often"
          className="money-toggle"
          legendClassName="money-toggle__legend"
          optionsClassName="money-toggle__options"
          optionClassName="money-toggle__option"
          options={FREQUENCIES}
          value={frequency}
          onChange={(next) => chooseFrequency(next === 'monthly' ? 'monthly' : 'once')}
        />
        <RadioGroup
          id={`${id}-amount`}
          name="amount"
          legend="Amount (US dollars)"
          className="money-toggle"
          legendClassName="money-toggle__legend"
          optionsClassName="donate-amounts"
          optionClassName="donate-amount"
          options={[
            ...presets.map((cents) => ({ value: String(cents), label: formatPrice(cents) })),
            { value: 'other', label: 'Other amount' },
          ]}
          value={choice}
          onChange={(next) => {
            setValue('choice', next);
            if (next === 'other') requestAnimationFrame(() => otherRef.current?.focus());
            else form.setErrors({});
          }}
        >
          {choice === 'other' ? (
            <div className="donate-other">
              <FormField
                id={`${id}-other`}
                label="Your amount in US dollars"
                name="otherAmount"
                inputMode="decimal"
                autoComplete="transaction-amount"
                required
                maxLength={12}
                hint="From $1 to $10,000. Whole dollars or dollars and cents, like 25 or 25.50."
                value={values.otherAmount}
                onChange={(value) => setValue('otherAmount', value)}
                error={form.errors.otherAmount}
                errorPrefix={null}
                inputRef={otherRef}
              />
            </div>
          ) : null}
        </RadioGroup>
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
      </SubmissionForm>
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
