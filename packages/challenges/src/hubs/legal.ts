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
    'Look for free legal aid. Start with LawHelp.org or the Legal Services Corporation to find the office near you.',
    'Write down what happened, with dates, names and places. Keep texts, emails, photos and receipts.',
    'If you are charged with a crime and cannot afford a lawyer, ask the court for one. You have that right.',
    'Go to every court date, even if you have no lawyer yet. If you cannot go, call the court before the date.',
    'If you were treated unfairly at work because of who you are, contact the EEOC soon. There are time limits.',
    'Before signing anything you do not understand, ask a lawyer or legal aid office to explain it.',
  ],
  helpNow: ['lawhelp-org', 'legal-services-corporation', '211', 'eeoc'],
  rights: [
    {
      title: 'A lawyer if you are charged with a crime',
      body: 'If you are charged with a crime and cannot pay for a lawyer, the state must give you one for free. This comes from the Supreme Court case Gideon v. Wainwright.',
      source: 'https://en.alegsaonline.com/art/38751',
    },
    {
      title: 'Free legal aid in civil cases',
      body: 'There is no general right to a free lawyer in non-criminal cases, like eviction or debt. But legal aid offices funded by the Legal Services Corporation help many people with low income for free.',
      source: 'https://assistanceguide360.com/lsc-guide',
    },
    {
      title: 'Debt collectors must follow the rules',
      body: 'Debt collectors may not harass or threaten you, lie about what you owe, or tell others about your debt. If you ask, they must tell you who they are and how much you owe.',
      source: 'https://nfcc.org/faqs-credit-and-debt-counseling',
    },
  ],
  myths: [
    {
      myth: 'If I cannot afford a lawyer, I have no options.',
      fact: 'Legal aid offices, law school clinics and bar association programs offer free or low-cost help. Many help with housing, family, debt and benefits.',
      source: 'https://www.bafound.org/patient_resource/legal-aid/',
    },
    {
      myth: 'If I ignore the papers, the problem will go away.',
      fact: 'Missing a deadline or court date can mean you lose the case automatically. Acting early keeps more options open.',
    },
  ],
  relatedResourceIds: [
    'cfpb',
    'hud-fair-housing',
    'human-trafficking-hotline',
    'rainn-hotline',
    'uscis-contact-center',
    'ftc-report-fraud',
  ],
  relatedSlugs: ['financial', 'immigration', 'discrimination', 'homelessness'],
};
