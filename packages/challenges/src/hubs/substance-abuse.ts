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
    'Call SAMHSA’s National Helpline at 1-800-662-4357. It is free, private and open day and night. They can find treatment and support groups near you, even if you have no insurance.',
    'Ask a community health center about treatment. They see you even if you cannot pay.',
    'If you feel out of control or unsafe, call or text 988. Counselors also help with drug and alcohol crises.',
    'Stopping some substances, like alcohol, all at once can be dangerous. Talk to a doctor or nurse before you stop.',
    'Try a free support group, in person or online. The SAMHSA helpline can tell you about groups near you.',
    'Write down when, where and why you use. Spotting your triggers is a strong first step.',
    'Tell one person you trust that you want to make a change.',
  ],
  helpNow: ['samhsa-helpline', '988-lifeline', 'poison-control'],
  rights: [
    {
      title: 'Help without giving your name',
      body: 'SAMHSA’s National Helpline will not ask for your personal information. It may ask for your ZIP code to find help near you.',
      source: {
        url: 'https://www.samhsa.gov/find-help/national-helpline',
        checked: '2026-11-25',
        quote: 'The service is confidential. We will not ask you for any personal information.',
      },
    },
  ],
  myths: [
    {
      myth: 'Addiction is a choice or a moral failing.',
      fact: 'Addiction is a health condition. It needs treatment, not judgment.',
    },
    {
      myth: 'You have to hit rock bottom before you can get help.',
      fact: 'You can reach out at any point. Getting help early can prevent a lot of harm.',
    },
    {
      myth: 'Treatment is only for people with money or insurance.',
      fact: 'If you have no insurance, the SAMHSA helpline can refer you to treatment paid for by your state.',
      source: {
        url: 'https://www.samhsa.gov/find-help/national-helpline',
        checked: '2026-11-25',
        quote:
          'If you have no insurance or are underinsured, we will refer you to your state office, which is responsible for state-funded treatment programs.',
      },
    },
  ],
  relatedResourceIds: ['hrsa-health-centers', 'veterans-crisis-line', 'nami-helpline'],
  relatedSlugs: ['mental-health', 'loved-one', 'health'],
  safetyNote:
    'If someone may have taken too much, is very hard to wake or is struggling to breathe, call 911 now. For questions about a possible poisoning, call Poison Control at 1-800-222-1222.',
};
