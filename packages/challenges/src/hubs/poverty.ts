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
    'If you need food today, call 211 and ask where the nearest food pantry or free meal is.',
    'Call 211, or text your ZIP code to 898-211 where that works. Say what you need most, like rent, food or a bill.',
    'If you lost your job, apply for unemployment benefits now, in the state where you worked. The Unemployment Benefits Finder below shows how.',
    'Ask about SNAP for groceries. If you are pregnant or have a child under 5, ask about WIC too. You apply through your state.',
    'If a bill is due, call the company before the due date and ask for a payment plan or a hardship program.',
    'Ask for help with heating or cooling bills through LIHEAP. The referral line tells you where to apply.',
    'If you are pregnant or have a child under 5, WIC can help with healthy food, even if you work.',
    'Keep your ID, benefit letters and pay stubs in one folder. Most programs ask for them.',
  ],
  helpNow: ['211', 'unemployment-benefits-finder', 'wic', 'liheap-energy-help'],
  rights: [
    {
      title: 'Community health care, even if you cannot pay',
      body: 'Community health centers must serve you even if you cannot pay. They charge less when you earn less.',
      source: {
        url: 'https://bphc.hrsa.gov/about/what-is-a-health-center/index.html',
        checked: '2026-11-25',
        quote:
          'Health centers provide high quality preventive and primary health care to patients regardless of their ability to pay.',
      },
    },
  ],
  myths: [
    {
      myth: 'Only people without a job can get help.',
      fact: 'Many programs are based on income, not on having no job. WIC, for example, is for families with low income, and many of them work.',
      source: {
        url: 'https://www.fns.usda.gov/resources?f%5B0%5D=topic%3A52&page=9',
        checked: '2026-11-25',
        quote:
          'WIC is available for income-eligible pregnant and postpartum women, breastfeeding moms, and children under 5 (up to their fifth birthday).',
      },
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
  relatedResourceIds: ['hrsa-health-centers', 'legal-services-corporation'],
  relatedSlugs: ['poverty-challenge', 'financial', 'resource-access', 'homelessness'],
  safetyNote:
    'If you have no safe place to sleep tonight, call 211 for shelter near you. If a shut-off notice for heat or power arrives, call the company before the date and ask about a hardship plan. Do not pay anyone who promises benefits for a fee: applying for SNAP, WIC and other aid is free.',
};
