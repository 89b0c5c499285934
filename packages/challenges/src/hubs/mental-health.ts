import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'mental-health',
  title: 'Mental health',
  summary:
    'Everyone’s mind goes through hard seasons. Feeling anxious, low, numb or overwhelmed is common, and it is not a sign of weakness. You do not have to wait until things get worse to ask for support.',
  looksLike: [
    'Feeling sad, empty or flat most days, for two weeks or more.',
    'Worry that will not switch off, a racing heart, or trouble breathing when you are stressed.',
    'Sleeping much more or much less than usual, or feeling tired all the time.',
    'Losing interest in things you used to enjoy, or pulling away from friends and family.',
    'Finding it hard to focus at school or work, or to get through simple tasks.',
    'Using alcohol or drugs to get through the day or to numb how you feel.',
    'Thinking that others would be better off without you, or thinking about ending your life.',
  ],
  todaySteps: [
    'If you are thinking about suicide or feel unsafe, call or text 988 now. You can also chat at 988lifeline.org. It is free and open day and night.',
    'Tell one person you trust how you have been feeling. One sentence is enough to start.',
    'Look after the basics today: drink some water, eat something, and rest if you can.',
    'Write down what has been hardest lately and how long it has gone on. This makes it easier to explain to a doctor or counselor.',
    'Ask your doctor or a community health center about counseling. Health centers charge less if you earn less.',
    'If you want to talk but are not in crisis, call the NAMI HelpLine on a weekday for support and ideas.',
    'Make a short safety plan: the signs that you are struggling, things that help, and people you can call.',
  ],
  todayLinks: [
    { step: 6, href: '/safety-plan', label: 'Make your safety plan, kept only on this device' },
  ],
  safetyPlanInCrisisBox: true,
  helpNow: ['988-lifeline', 'crisis-text-line', 'nami-helpline', 'samhsa-helpline'],
  rights: [
    {
      title: 'Fair coverage for mental health care',
      body: 'A federal law says group health plans, like many plans through work, must cover mental health and addiction care in a similar way to other medical care. If your plan covers it, the plan may not put up hurdles for it that it does not put up for other care.',
      source: {
        url: 'https://dol.gov/agencies/ebsa/about-ebsa/our-activities/resource-center/publications/understanding-your-mental-health-and-substance-use-disorder-benefits',
        checked: '2026-11-25',
        quote:
          "This means that health plans can't impose barriers on your access to mental health and substance use disorder benefits that don't apply to medical and surgical benefits.",
      },
    },
  ],
  myths: [
    {
      myth: 'Asking for help means you are weak.',
      fact: 'Mental health problems are common, and they are health problems. Reaching out is a strong, sensible step, just like seeing a doctor for a broken arm.',
    },
    {
      myth: 'You have to be suicidal to call 988.',
      fact: '988 is there for anyone in distress, for any reason, and for people worried about someone else.',
      source: {
        url: 'https://988lifeline.org',
        checked: '2026-11-25',
        quote:
          'The 988 Lifeline provides 24/7, free and confidential support for people in distress',
      },
    },
  ],
  relatedResourceIds: ['veterans-crisis-line', 'disaster-distress-helpline', 'hrsa-health-centers'],
  relatedSlugs: ['loved-one', 'substance-abuse', 'health'],
  safetyNote:
    'If you are thinking about hurting yourself, or you feel you are in immediate danger, call or text 988 now, or call 911.',
};
