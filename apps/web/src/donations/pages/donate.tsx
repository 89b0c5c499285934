import {
  FormField,
  PageHeader,
  RadioGroup,
  Section,
  SubmissionForm,
  useFormSubmission,
  type FieldErrors,
} from '@harbor-help/ui';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { REDIRECTING_LABEL } from '../../checkout/checkout-request';
import {
  DONATION_MESSAGES,
  PRESET_DONATION_CENTS,
  parseDonationAmount,
  type DonationAmountMessages,
} from '../donation-amount';
import type { FailureMessages } from '../../data/result';
import { formatPrice } from '../../shared/format-price';
import { useRedirectAction } from '../../checkout/use-redirect-action';
import { usePageMeta } from '../../app/use-page-title';
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

/** The donate page's words (issue 25): English here, Spanish in donate-es.tsx. */
export interface DonateWords {
  /** The page's language: the checkout opens in it, and prices are written its way. */
  locale: 'en' | 'es';
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** The SubmissionForm's action, named in its offline and no-JavaScript notes. */
  action: string;
  frequencies: readonly { value: Frequency; label: string }[];
  howOften: string;
  amountLegend: string;
  otherAmount: string;
  otherLabel: string;
  otherHint: string;
  amountMessages: DonationAmountMessages;
  /** The button: "Donate $25 a month", or without an amount while none can be used. */
  button(amount: string | null, monthly: boolean): string;
  redirecting: string;
  /** What a failed start says, by kind (undefined: the function's own English sentence). */
  failures?: FailureMessages;
  note: string;
  monthlyNote: string;
  whereTitle: string;
  where: readonly string[];
  nextTitle: string;
  next: readonly { href: string; label: ReactNode }[];
}

export const DONATE_WORDS: DonateWords = {
  locale: 'en',
  meta: {
    title: 'Donate',
    description:
      'Give to Harbor once or every month, from $1 to $10,000, with or without an account. Every gift keeps our resources free.',
  },
  title: 'Donate to Harbor',
  intro:
    "Every gift keeps our resources free for someone who can't afford to pay. Donations fund plain-language guides, the library, and free memberships for people who cannot pay.",
  action: 'Donating',
  frequencies: [
    { value: 'once', label: 'Once' },
    { value: 'monthly', label: 'Every month' },
  ],
  howOften: 'How often',
  amountLegend: 'Amount (US dollars)',
  otherAmount: 'Other amount',
  otherLabel: 'Your amount in US dollars',
  otherHint: 'From $1 to $10,000. Whole dollars or dollars and cents, like 25 or 25.50.',
  amountMessages: DONATION_MESSAGES,
  button: (amount, monthly) =>
    amount === null
      ? monthly
        ? 'Donate every month'
        : 'Donate'
      : `Donate ${amount}${monthly ? ' a month' : ''}`,
  redirecting: REDIRECTING_LABEL,
  note: 'No account needed. You’ll pay on a secure page run by Stripe; Harbor never sees your card number. Stripe emails you a receipt.',
  monthlyNote:
    ' A monthly gift can be stopped any time: write to us and we will cancel it the same day.',
  whereTitle: 'Where your gift goes',
  where: [
    'Plain-language guides and printable kits, free for anyone to use.',
    'Free memberships for people who cannot pay.',
    'Keeping the site small and fast for old phones and prepaid data.',
  ],
  nextTitle: 'Where to next',
  next: [
    { href: '/about', label: 'Who we are' },
    { href: '/contact', label: 'Questions about giving' },
  ],
};

function checkAmount(
  values: DonateValues,
  messages: DonationAmountMessages,
): FieldErrors<DonateValues> {
  if (values.choice !== 'other') return {};
  const typed = parseDonationAmount(values.otherAmount, messages);
  return typed.ok ? {} : { otherAmount: typed.message };
}

/** The amount in cents: the preset chosen, or the one typed (null while it cannot be used). */
function chosenCents({ choice, otherAmount }: DonateValues): number | null {
  if (choice !== 'other') return Number(choice);
  const typed = parseDonationAmount(otherAmount);
  return typed.ok ? typed.amountCents : null;
}

/** The prices' way of writing money in each language (US dollars either way: "$25"). */
const PRICE_LOCALES = { en: 'en-US', es: 'es-US' } as const;

export default function DonatePage() {
  return <DonateView words={DONATE_WORDS} />;
}

/** /donate, and /es/donar with the Spanish words (donate-es.tsx). */
export function DonateView({ words }: { words: DonateWords }) {
  usePageMeta(words.meta);
  const id = useId();
  const otherRef = useRef<HTMLInputElement | null>(null);
  const checkout = useRedirectAction('checkout', words.failures);
  const alertId = `${id}-alert`;
  const price = (cents: number) => formatPrice(cents, 'usd', PRICE_LOCALES[words.locale]);
  const form = useFormSubmission<DonateValues>({
    initialValues: { frequency: 'once', choice: '2500', otherAmount: '' },
    validate: (values) => checkAmount(values, words.amountMessages),
    fieldOrder: ['otherAmount'],
    // The redirect action keeps its own state (redirecting, error) until the browser leaves.
    submit: (values) => {
      if (checkout.redirecting) return { ok: true };
      void checkout.start({
        kind: 'donation',
        amountCents: chosenCents(values),
        recurring: values.frequency === 'monthly',
        ...(words.locale === 'es' ? { locale: 'es' } : {}),
      });
      return { ok: true };
    },
    resetOnSuccess: false,
  });
  const { values, setValue } = form;
  const { frequency, choice } = values;

  const presets = PRESET_DONATION_CENTS[frequency];
  const amountCents = chosenCents(values);
  const buttonLabel = words.button(
    amountCents === null ? null : price(amountCents),
    frequency === 'monthly',
  );

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
      <PageHeader title={words.title} intro={words.intro} />
      {/* The redirect action shows its own error beside the button: the form never fails. */}
      <SubmissionForm form={form} action={words.action} className="money-form donate-form">
        <RadioGroup
          id={`${id}-frequency`}
          name="frequency"
          legend={words.howOften}
          className="money-toggle"
          legendClassName="money-toggle__legend"
          optionsClassName="money-toggle__options"
          optionClassName="money-toggle__option"
          options={words.frequencies}
          value={frequency}
          onChange={(next) => chooseFrequency(next === 'monthly' ? 'monthly' : 'once')}
        />
        <RadioGroup
          id={`${id}-amount`}
          name="amount"
          legend={words.amountLegend}
          className="money-toggle"
          legendClassName="money-toggle__legend"
          optionsClassName="donate-amounts"
          optionClassName="donate-amount"
          options={[
            ...presets.map((cents) => ({ value: String(cents), label: price(cents) })),
            { value: 'other', label: words.otherAmount },
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
                label={words.otherLabel}
                name="otherAmount"
                inputMode="decimal"
                autoComplete="transaction-amount"
                required
                maxLength={12}
                hint={words.otherHint}
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
            {checkout.redirecting ? words.redirecting : buttonLabel}
          </button>
          {checkout.error ? (
            <p id={alertId} className="money-alert" role="alert">
              {checkout.error}
            </p>
          ) : null}
        </div>
        <p className="money-muted">
          {words.note}
          {frequency === 'monthly' ? words.monthlyNote : ''}
        </p>
      </SubmissionForm>
      <Section title={words.whereTitle}>
        <ul className="web-prose">
          {words.where.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title={words.nextTitle}>
        <ul className="web-links">
          {words.next.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
