import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'legal',
  title: 'Legal problems',
  summary:
    'A court letter, an eviction notice or a dispute at work can feel scary and confusing. You do not have to figure it all out on your own. In many places you can get legal information and advice for free or at low cost.',
  looksLike: [
    'An eviction notice, or a landlord who will not make repairs.',
    'Papers saying you are being sued for a debt.',
    'Being arrested, charged with a crime or given a court date.',
    'A custody, divorce or protection order case.',
    'Being denied benefits like SNAP, Medicaid or Social Security.',
    'Being treated unfairly at work, or not being paid what you are owed.',
  ],
  todaySteps: [
    'Do not ignore court papers or letters. Read them, write down every date and deadline, and keep copies.',
    'Look for free legal aid. Start with the Legal Services Corporation to find the office near you.',
    'Write down what happened, with dates, names and places. Keep texts, emails, photos and receipts.',
    'If you are charged with a crime that could mean jail, and you cannot pay a lawyer, ask the court for one. Ask early, at your first court date.',
    'Go to every court date, even if you have no lawyer yet. If you cannot go, call the court before the date.',
    'If a debt collector contacts you, look for the validation notice. You have 30 days to dispute the debt in writing.',
    'Before you sign anything you do not understand, ask a lawyer or legal aid office to explain it.',
  ],
  helpNow: ['legal-services-corporation', '211', 'cfpb'],
  rights: [
    {
      title: 'A free lawyer if you could go to jail',
      body: 'If you are charged with a felony and cannot pay a lawyer, you have a right to a free one. For a smaller crime (a misdemeanor), the US rule is narrower: you may not be sent to jail unless you had a lawyer, or chose not to have one. So a court that gives you no lawyer may not jail you, but it may still fine you. Many states give a free lawyer whenever jail is possible. Ask the court for one at your first court date.',
      source: {
        url: 'https://6ac.org/the-right-to-counsel/history-of-the-right-to-counsel/drawing-the-line-at-actual-imprisonment/',
        checked: '2026-11-25',
        quote:
          'no person may be imprisoned for any offense, whether classified as petty, misdemeanor, or felony, unless he was represented by counsel at his trial',
      },
    },
    {
      title: 'Free legal aid in other cases',
      body: 'There is no general right to a free lawyer in other cases, like eviction or debt. But legal aid offices funded by the Legal Services Corporation help people with low income for free.',
      source: {
        url: 'https://www.lsc.gov/',
        checked: '2026-11-25',
        quote:
          'LSC grantees help constituents who live in households with annual incomes at or below 125% of the federal poverty guidelines.',
      },
    },
    {
      title: 'What a debt collector must tell you',
      body: 'When a debt collector first contacts you, or within about 5 days, they must send a validation notice. It must say it is from a debt collector, who they are, who you owe, the account number, how much you owe and how they got that amount, and how to dispute it. If you dispute the debt in writing within 30 days, they must stop until they prove it.',
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
      myth: 'If I cannot afford a lawyer, I have no options.',
      fact: 'Legal aid offices help people with low income for free, with problems like housing, family, debt and benefits.',
      source: {
        url: 'https://www.lsc.gov/',
        checked: '2026-11-25',
        quote:
          'Civil legal aid provides access to legal help for people to protect their livelihoods, their health, and their families.',
      },
    },
    {
      myth: 'If I ignore the papers, the problem will go away.',
      fact: 'Missing a deadline or court date can mean you lose the case. Acting early keeps more choices open.',
    },
  ],
  relatedResourceIds: [
    'hud-fair-housing',
    'eeoc',
    'human-trafficking-hotline',
    'rainn-hotline',
    'eoir-legal-help',
  ],
  relatedSlugs: ['financial', 'immigration', 'discrimination', 'homelessness'],
  safetyNote:
    'If you are arrested, stay calm and do not resist. Say you want to remain silent and want a lawyer, and then stop talking. Do not sign anything you do not understand. If you are in danger, call 911.',
};
