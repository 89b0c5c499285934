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
    'Write down what money comes in and what goes out each month, even roughly.',
    'Put the most important bills first: your home, heat and power, food and medicine.',
    'Talk to a nonprofit credit counselor before you agree to any new loan. Call the NFCC at 1-800-388-2227 to find one.',
    'If a debt collector contacts you, ask for the details of the debt in writing. Do not pay until you know it is really yours.',
    'If a bank, lender or debt collector treats you unfairly, send a complaint to the CFPB.',
    'Get your taxes done free through VITA. You may get credits like the Earned Income Tax Credit.',
    'Never pay anyone with a gift card, wire transfer or crypto because they say they are from the government. That is a scam.',
  ],
  helpNow: ['nfcc', 'cfpb', 'irs-vita', '211'],
  rights: [
    {
      title: 'Protection from abusive debt collectors',
      body: 'Under the Fair Debt Collection Practices Act, collectors may not harass or threaten you, lie about what you owe, or tell others about your debt. They must give you details about the debt if you ask.',
      source: 'https://nfcc.org/faqs-credit-and-debt-counseling',
    },
    {
      title: 'A response to your complaint',
      body: 'When you send a complaint to the CFPB, the company has 15 days to respond. Most complaints should be closed within 60 days.',
      source: 'https://issuhub.com/view/index/4410?pageIndex=277',
    },
  ],
  myths: [
    {
      myth: 'The government will call and ask you to pay with gift cards.',
      fact: 'Government agencies do not ask for payment by gift card, wire transfer or crypto. If someone does, it is a scam. Report it to the FTC.',
      source: 'https://killerinsideme.com/news/does-the-fbi-contact-you-by-text',
    },
    {
      myth: 'Credit counseling always costs a lot.',
      fact: 'Nonprofit agencies are paid partly by grants and creditors, so counseling often costs little. Ask about any fee before you start.',
      source:
        'https://www.nfcc.org/our-services/credit-debt-counseling/frequently-asked-questions/',
    },
  ],
  relatedResourceIds: [
    'aarp-tax-aide',
    'ftc-report-fraud',
    'identitytheft-gov',
    'social-security',
    'liheap-energy-help',
    'housing-counselor-cfpb',
    'hope-hotline',
  ],
  relatedSlugs: ['poverty', 'poverty-challenge', 'legal'],
};
