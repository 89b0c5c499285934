import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'financial',
  title: 'Money and debt',
  summary:
    'Debt, bills and money worries can keep you awake at night. Struggling with money does not mean you have failed. One small step to see where things stand can make the problem feel more manageable.',
  looksLike: [
    'Calls and letters from debt collectors.',
    'Using one credit card or loan to pay off another.',
    'Payday loans with fees that keep growing.',
    'Not opening the mail because you are afraid of what it says.',
    'A bad credit report, or a mistake on it that you cannot fix.',
    'Arguing with family about money, or losing sleep over it.',
  ],
  todaySteps: [
    'If you lost your job, apply for unemployment benefits right away, in the state where you worked. The Unemployment Benefits Finder below shows how.',
    'Write down the money that comes in and goes out each month, even roughly.',
    'Pay the most important bills first: your home, heat and power, food and medicine.',
    'If a debt collector contacts you, read the validation notice. If the debt is not yours or the amount is wrong, dispute it in writing within 30 days.',
    'Do not pay a debt until you know it is really yours.',
    'If a bank, lender or debt collector treats you unfairly, send a complaint to the CFPB.',
    'If you own a home and are behind on the mortgage, call the HOPE Hotline for a free talk with a housing counselor.',
    'Never pay with a gift card, a wire transfer or crypto because a caller says you must. Hang up and check with the company or agency yourself.',
  ],
  helpNow: ['cfpb', '211', 'unemployment-benefits-finder', 'hope-hotline'],
  rights: [
    {
      title: 'A debt collector must show you the debt',
      body: 'A debt collector must send you a validation notice that says who you owe, how much and how to dispute it. If you dispute the debt in writing within 30 days, they must stop collecting until they prove it.',
      source: {
        url: 'https://www.consumerfinance.gov/ask-cfpb/what-is-a-debt-collection-validation-notice-en-2109/',
        checked: '2026-11-25',
        quote:
          'If you do dispute the debt in writing within 30 days the debt collector must stop collection until it provides you verification of the debt',
      },
    },
  ],
  myths: [
    {
      myth: 'I have to pay a debt collector right away, even if I do not know the debt.',
      fact: 'You can ask for proof first. If you dispute the debt in writing within 30 days, the collector must stop until they prove it.',
      source: {
        url: 'https://www.consumerfinance.gov/ask-cfpb/what-is-a-debt-collection-validation-notice-en-2109/',
        checked: '2026-11-25',
        quote:
          'If you do dispute the debt in writing within 30 days the debt collector must stop collection until it provides you verification of the debt',
      },
    },
  ],
  relatedResourceIds: ['liheap-energy-help', 'legal-services-corporation'],
  relatedSlugs: ['poverty', 'poverty-challenge', 'legal'],
  safetyNote:
    'People in debt are a target for scams. Be careful of anyone who wants a fee up front to fix your debt or credit, who pushes you to act today, or who wants payment by gift card, wire or crypto. Do not give your bank or Social Security number to someone who called you. Hang up and call the company back at a number you find yourself.',
};
