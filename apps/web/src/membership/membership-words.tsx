/**
 * The words of the membership parts (the plan list and cards, the monthly/yearly choice, each
 * plan's action, the checkout and billing buttons, hardship access), in English. A page in
 * another language gives its own through `MembershipWordsProvider` (membership-words-es.tsx for
 * /es/membresia, issue 25); English pages give nothing and read these, so no English page loads
 * another language's words.
 */
import type { MembershipTier } from '@harbor-help/auth';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BillingInterval } from '../checkout/checkout-request';
import type { FailureMessages } from '../data/result';
import type { DescribeRefusal } from '../data/functions';
import { formatRecurringPrice } from '../shared/format-price';
import type { MembershipPlan } from './membership-plans';
import {
  HARDSHIP_DAYS,
  HARDSHIP_REASON_MAX_LENGTH,
  refusalMessage,
  scheduledMessage,
} from './hardship-messages';

/** Where hardship access is asked for: the section on /pricing. */
export const HARDSHIP_SECTION_ID = 'hardship';
export const HARDSHIP_HREF = `/pricing#${HARDSHIP_SECTION_ID}`;

type PaidTierName = Record<Exclude<MembershipTier, 'free'>, string>;

export interface MembershipWords {
  /** The page's language: sent with a checkout (`locale`) and the billing portal. */
  locale: 'en' | 'es';
  /** For dates ("March 3, 2027", "3 de marzo de 2027"). */
  dateLocale: string;
  /** The plans' names where only the tier is known (the visitor's current plan). */
  tierNames: Record<MembershipTier, string>;
  paths: {
    signup: string;
    login: string;
    /** Hardship access's section, from anywhere. */
    hardship: string;
    /** How billing works. */
    billing: string;
    /** A plan's own page. */
    plan: (tier: MembershipTier) => string;
  };
  /** "(in English)" for a plan whose words are still English on this page (null on English pages). */
  inEnglish: string | null;
  list: {
    loading: string;
    error: string;
    none: string;
    more: (name: string) => string;
  };
  interval: {
    legend: string;
    monthly: string;
    yearly: string;
    monthsFree: (months: number) => string;
  };
  price: {
    /** After "$0". */
    free: string;
    /** After the price: " a month". */
    per: (interval: BillingInterval) => string;
    save: (amount: string) => string;
    /** "$9 a month". */
    recurring: (amountCents: number, interval: BillingInterval) => string;
  };
  action: {
    checking: string;
    joinFree: string;
    onFree: ReactNode;
    includedIn: (tier: string) => string;
    createToJoin: (name: string) => string;
    haveAccount: string;
    signInToJoin: (name: string) => string;
    hardshipHigher: (until: string, name: string, price: string) => string;
    hardshipSameOrLower: (tier: string, firstPayment: string, name: string) => ReactNode;
    choose: (name: string) => string;
    forPrice: (price: string) => string;
    firstPaymentToday: (price: string) => string;
    firstPaymentOn: (price: string, date: string) => string;
    switchNote: (tier: string) => ReactNode;
    switchTo: (name: string) => string;
    join: (name: string) => string;
    current: string;
    manage: string;
    opening: string;
    manageNote: string;
    billingQuestions: string;
  };
  checkout: {
    /** What the button says while Stripe's page opens; undefined: the button's own English. */
    redirecting?: string;
    /** A failed checkout by its kind; undefined: the function's own sentence (English). */
    failures?: FailureMessages;
    /** The billing page that could not open, by its kind; undefined: the function's sentence. */
    portalFailures?: FailureMessages;
  };
  hardshipOffer: ReactNode;
  hardship: {
    title: string;
    rules: ReactNode;
    signIn: (login: string, signup: string) => ReactNode;
    hasGrant: (until: string | null) => ReactNode;
    hasPlan: (tier: string) => ReactNode;
    granted: (until: string, next: string) => ReactNode;
    scheduled: typeof scheduledMessage;
    /** A refusal's sentence by its code (null: said by its kind, with `failures`). */
    refusal: DescribeRefusal;
    /** Calling the function failed, by kind (undefined: the English defaults). */
    failures?: FailureMessages;
    tooLong: string;
    action: string;
    submit: string;
    errorTitle: string;
    goToReason: string;
    stillHere: string;
    label: string;
    hint: string;
  };
}

const TIERS: PaidTierName = { basic: 'Basic', premium: 'Premium', vip: 'VIP' };

export const MEMBERSHIP_WORDS: MembershipWords = {
  locale: 'en',
  dateLocale: 'en-US',
  tierNames: { free: 'Free', ...TIERS },
  paths: {
    signup: '/signup',
    login: '/login',
    hardship: HARDSHIP_HREF,
    billing: '/pricing#billing',
    plan: (tier) => `/products/membership/${tier}`,
  },
  inEnglish: null,
  list: {
    loading: 'Loading the plans…',
    error: "We couldn't load the membership plans. Please check your connection and try again.",
    none: 'No plans are on offer right now. Please check back soon.',
    more: (name) => `More about ${name}`,
  },
  interval: {
    legend: 'How often to pay',
    monthly: 'Monthly',
    yearly: 'Yearly',
    monthsFree: (months) => `${months} months free`,
  },
  price: {
    free: ' free, always',
    per: (interval) => ` a ${interval}`,
    save: (amount) => `You save ${amount} a year`,
    recurring: (amountCents, interval) => formatRecurringPrice(amountCents, interval),
  },
  action: {
    checking: 'Checking your account…',
    joinFree: 'Join free',
    onFree: (
      <>
        <strong>You&rsquo;re on Free.</strong> It stays free, always.
      </>
    ),
    includedIn: (tier) => `Included in your ${tier} plan.`,
    createToJoin: (name) => `Create an account to join ${name}`,
    haveAccount: 'Already have an account?',
    signInToJoin: (name) => `Sign in to join ${name}`,
    hardshipHigher: (until, name, price) =>
      `You have Basic free until ${until} through hardship access. That free time covers Basic only: if you choose ${name} now, it starts today and your first payment of ${price} is taken today.`,
    hardshipSameOrLower: (tier, firstPayment, name) => (
      <>
        You have {tier} free until {firstPayment} through hardship access. If you choose {name} now,
        it starts today and your first payment is taken on {firstPayment}, so you don&rsquo;t lose a
        day.
      </>
    ),
    choose: (name) => `Choose ${name}`,
    forPrice: (price) => `for ${price}`,
    firstPaymentToday: (price) => `for ${price}, first payment today`,
    firstPaymentOn: (price, date) => `for ${price}, first payment on ${date}`,
    switchNote: (tier) => (
      <>
        You&rsquo;re on {tier} now. Switching changes your plan at once, with no new checkout: what
        is left of your {tier} plan is credited, and you pay only the difference (on your next
        invoice, or today if you also switch between monthly and yearly).
      </>
    ),
    switchTo: (name) => `Switch to ${name}`,
    join: (name) => `Join ${name}`,
    current: 'This is your current plan.',
    manage: 'Manage your plan',
    opening: 'Opening your billing page…',
    manageNote: 'Change how you pay, switch plans or cancel.',
    billingQuestions: 'Billing questions',
  },
  checkout: {},
  hardshipOffer: (
    <>
      Can&rsquo;t pay right now? <Link to={HARDSHIP_HREF}>Ask for hardship access</Link>: Basic,
      free for {HARDSHIP_DAYS} days, with no proof and no card.
    </>
  ),
  hardship: {
    title: 'Can’t afford it right now?',
    rules: (
      <>
        <p>
          If money is tight, ask for <strong>Basic, free for {HARDSHIP_DAYS} days</strong>: the
          members&rsquo; library, the digital bundles and the Premium badge. No proof and no card
          &mdash; just tell us, if you like, what you need it for.
        </p>
        <ul>
          <li>
            It starts at once and ends by itself after {HARDSHIP_DAYS} days: nothing to cancel.
          </li>
          <li>
            New accounts wait one day, so we can keep the offer fair. If yours is newer, you can
            still ask now: it starts by itself once your account is a day old.
          </li>
          <li>
            One grant per account every 12 months. When it ends, you can ask again once 12 months
            have passed since your last grant started.
          </li>
          <li>Your account needs its email address confirmed.</li>
          <li>
            If you choose paid Basic while you have it, your first payment is taken only when your
            free time would have ended, so you don&rsquo;t lose a day. The free time is Basic only:
            Premium or VIP is paid for from the day you choose it.
          </li>
        </ul>
      </>
    ),
    signIn: (login, signup) => (
      <>
        <Link to={login}>Sign in</Link> or <Link to={signup}>create a free account</Link>, then come
        back to this page to ask.
      </>
    ),
    hasGrant: (until) => (
      <>
        <strong>You have hardship access: Basic, free{until ? ` until ${until}` : ''}.</strong> It
        ends by itself; there is nothing to cancel.
      </>
    ),
    hasPlan: (tier) => (
      <>
        You already have {tier}, so there is nothing to ask for. If paying has become hard, you can
        cancel under &ldquo;Manage your plan&rdquo; on your plan&rsquo;s page and ask for hardship
        access once it ends.
      </>
    ),
    granted: (until, next) => (
      <>
        <p>
          <strong>Done: you have Basic, free until {until}.</strong>
        </p>
        <p>
          The Premium badge is on your account now, and the members&rsquo; library and bundles are
          open to you. It ends by itself on that date &mdash; nothing to cancel, no card. You can
          ask again from {next}.
        </p>
        <p>
          <Link to="/library">Open the library</Link>
        </p>
      </>
    ),
    scheduled: scheduledMessage,
    refusal: refusalMessage,
    tooLong: `Please keep it to ${HARDSHIP_REASON_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
    action: 'Asking for hardship access',
    submit: `Get Basic free for ${HARDSHIP_DAYS} days`,
    errorTitle: 'We couldn’t give you hardship access',
    goToReason: 'Go to what you need it for',
    stillHere: 'What you wrote is still here.',
    label: 'What do you need it for?',
    hint: 'A few words help us understand what members need. No proof needed; only the Harbor team can read it.',
  },
};

/**
 * A plan's name inside a sentence of the page: its own name, or, for a plan still without words
 * in the page's language (`lang` set), the page's name for its tier, so no English name sits
 * unmarked in a Spanish sentence or button.
 */
export function planNameIn(words: MembershipWords, plan: MembershipPlan): string {
  return plan.lang ? words.tierNames[plan.tier] : plan.name;
}

const MembershipWordsContext = createContext<MembershipWords>(MEMBERSHIP_WORDS);

/** The membership parts inside it speak `words`' language. */
export function MembershipWordsProvider({
  words,
  children,
}: {
  words: MembershipWords;
  children: ReactNode;
}) {
  return (
    <MembershipWordsContext.Provider value={words}>{children}</MembershipWordsContext.Provider>
  );
}

export function useMembershipWords(): MembershipWords {
  return useContext(MembershipWordsContext);
}
