import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'poverty',
  title: 'Poverty',
  summary:
    'Not having enough money can touch everything: food, housing, health and sleep. It is often caused by things outside your control, like low pay, high costs or a sudden loss. Help exists, and using it is nothing to be ashamed of.',
  looksLike: [
    'Skipping meals, or eating less so your children can eat.',
    'Choosing between rent, the power bill, medicine and food each month.',
    'Working one or more jobs and still running out of money before payday.',
    'Having your phone, heat or power cut off, or getting shut-off notices.',
    'Putting off the doctor or dentist because of the cost.',
    'Feeling tired, stressed or ashamed, and not wanting anyone to know.',
  ],
  todaySteps: [
    'If you need food today, call the USDA National Hunger Hotline or use a food bank finder.',
    'Call 211. Tell them your ZIP code and what you need most, like rent, food or a bill. They know the local programs.',
    'Ask about SNAP for groceries. If you are pregnant or have a child under 5, ask about WIC too. You apply through your state.',
    'If a bill is due, call the company before the due date and ask for a payment plan or a hardship program.',
    'Ask for help with heating or cooling bills through LIHEAP. The referral line tells you where to apply.',
    'If you get SNAP or Medicaid, you may also get a discount on your phone or internet through Lifeline.',
    'Keep your ID, benefit letters and pay stubs in one folder. Most programs ask for them.',
  ],
  helpNow: ['211', 'usda-hunger-hotline', 'feeding-america', 'snap'],
  rights: [
    {
      title: 'Free school meals and support for children without a home',
      body: 'If your family has lost its home and is staying with others, in a motel, a shelter or a car, your children can get free school meals. They can also stay in their school and get a ride there.',
      source: 'https://harrisonburg.k12.va.us/District/2118-Untitled.html',
    },
    {
      title: 'Free community health care',
      body: 'Community health centers must serve you even if you cannot pay. They charge less when you earn less.',
      source: 'https://nationalpatientservicesauthority.com/community-health-centers-network.html',
    },
  ],
  myths: [
    {
      myth: 'Only people without a job can get help.',
      fact: 'Many programs, like SNAP, WIC and Lifeline, are based on income. People who work can often get them too.',
      source: 'https://lcscommunityresourcehub.org/emergency-services/usac-lifeline-support',
    },
    {
      myth: 'Using a food bank takes food from someone who needs it more.',
      fact: 'Food banks exist so that anyone short on food can get it. If you need food, it is there for you.',
    },
    {
      myth: 'Being poor is a personal failure.',
      fact: 'Low pay, high rent, illness or a sudden loss can push anyone into hard times. Asking for help is a smart step, not a weakness.',
    },
  ],
  relatedResourceIds: [
    'wic',
    'liheap-energy-help',
    'lifeline-phone-discount',
    'hrsa-health-centers',
    'whyhunger-find-food',
    'hunger-free-america-find-food',
    'irs-vita',
  ],
  relatedSlugs: ['poverty-challenge', 'financial', 'resource-access', 'homelessness'],
};
