import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'loved-one',
  title: 'Worried about a loved one',
  summary:
    'Watching someone you care about struggle can leave you scared, helpless or worn out. You cannot fix everything for them, but your care matters. Looking after yourself is part of being able to help.',
  looksLike: [
    'A friend or family member who seems withdrawn, hopeless or not like themselves.',
    'Someone who talks about being a burden, or about wanting to die.',
    'A loved one whose drinking or drug use is getting worse.',
    'A parent or partner with memory loss who needs more and more care.',
    'Someone you think is being hurt or controlled by a partner.',
    'Feeling exhausted, angry or guilty from caring for someone else.',
  ],
  todaySteps: [
    'Tell them, calmly and kindly, what you have noticed and that you care. Use “I” words, like “I have been worried about you.”',
    'If you are worried about suicide, ask directly: “Are you thinking about killing yourself?” Then listen without judging.',
    'You can call or text 988 for advice on how to help someone else, not only for yourself.',
    'If they use alcohol or drugs, SAMHSA’s National Helpline can tell you about treatment options for them and support for you.',
    'If they have memory loss or dementia, ask their doctor or 211 about caregiver support near you.',
    'Find support for yourself, like a family support group or a caregivers’ group. You matter too.',
    'Agree on a plan for a crisis: who to call, and where important numbers and medicines are kept.',
  ],
  helpNow: ['988-lifeline', 'samhsa-helpline', 'nami-helpline'],
  myths: [
    {
      myth: 'The 988 Lifeline is only for thoughts of suicide.',
      fact: '988 is there for anyone in distress, and you can reach out about someone else too.',
      source: {
        url: 'https://988lifeline.org',
        checked: '2026-11-25',
        quote:
          'The 988 Lifeline provides 24/7, free and confidential support for people in distress',
      },
    },
    {
      myth: 'If I loved them enough, I could make them stop drinking or using.',
      fact: 'You cannot control another person’s use. Support groups for families can help you look after yourself, whether or not they change.',
    },
  ],
  relatedResourceIds: [
    'domestic-violence-hotline',
    'poison-control',
    'disaster-distress-helpline',
    'childhelp-hotline',
  ],
  relatedSlugs: ['mental-health', 'substance-abuse', 'family-instability'],
  safetyNote:
    'If you think your loved one is in immediate danger, or might hurt themselves or someone else, call 911 or call or text 988 now.',
};
