import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'substance-abuse',
  title: 'Substance use and addiction',
  summary:
    'Alcohol or drugs can start as a way to cope and slowly become a problem of their own. Wanting to cut down, or just feeling unsure about your use, is a good reason to reach out. Change can start small, and you do not have to do it alone.',
  looksLike: [
    'Drinking or using more, or more often, than you planned to.',
    'Needing more to get the same effect, or feeling sick when you stop.',
    'Trying to cut down and finding it hard to stick to it.',
    'Missing work, school or family time because of using or getting over it.',
    'Using to cope with stress, pain, memories or loneliness.',
    'Hiding how much you use, or feeling guilty about it.',
  ],
  todaySteps: [
    'Call SAMHSA’s National Helpline at 1-800-662-4357. It is free, confidential and open day and night. They can find treatment and support groups near you, even if you have no insurance.',
    'Search FindTreatment.gov for treatment near you. You can filter for Medicaid, sliding fees or free care.',
    'If you feel out of control or unsafe, call or text 988. Counselors also help with drug and alcohol crises.',
    'Stopping some substances, like alcohol, all at once can be dangerous. Talk to a doctor or nurse before you stop.',
    'Try a free support group, in person or online, such as Alcoholics Anonymous or SMART Recovery.',
    'Write down when, where and why you use. Spotting your triggers is a strong first step.',
    'Tell one person you trust that you want to make a change.',
  ],
  helpNow: ['samhsa-helpline', 'findtreatment-gov', '988-lifeline', 'poison-control'],
  rights: [
    {
      title: 'Fair insurance coverage for addiction care',
      body: 'If your health plan covers addiction treatment, most plans may not set stricter copays or visit limits for it than for other medical care.',
      source:
        'https://www.shatterproof.org/advocacy/federal-initiatives/Mental-Health-and-Substance-Use-Disorder-Parity',
    },
    {
      title: 'Help without giving your name',
      body: 'SAMHSA’s National Helpline will not ask for your personal information. It may ask for your ZIP code to find help near you.',
      source: 'https://thewrightinitiative.com/misc/need-help-with-mental-health.html',
    },
  ],
  myths: [
    {
      myth: 'Addiction is a choice or a moral failing.',
      fact: 'Addiction is a health condition. It needs treatment, not judgment.',
      source:
        'https://www.einpresswire.com/article/500690467/hhs-secretary-azar-samhsa-assistant-secretary-mccance-katz-statements-on-launch-of-findtreatment-gov',
    },
    {
      myth: 'You have to hit rock bottom before you can get help.',
      fact: 'You can reach out at any point. Getting help early can prevent a lot of harm.',
    },
    {
      myth: 'Treatment is only for people with money or insurance.',
      fact: 'The SAMHSA helpline can refer you to state-funded programs and places that charge on a sliding scale or take Medicaid.',
      source: 'https://thewrightinitiative.com/misc/need-help-with-mental-health.html',
    },
  ],
  relatedResourceIds: [
    'alcoholics-anonymous',
    'smart-recovery',
    'al-anon',
    'nar-anon',
    'hrsa-health-centers',
    'veterans-crisis-line',
  ],
  relatedSlugs: ['mental-health', 'loved-one', 'health'],
  safetyNote:
    'If someone may have taken too much, is very hard to wake or is struggling to breathe, call 911 now. For questions about a possible poisoning, call Poison Control at 1-800-222-1222.',
};
