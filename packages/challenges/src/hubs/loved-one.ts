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
    'If they have memory loss or dementia, the Alzheimer’s Association Helpline can help day and night.',
    'Find support for yourself, like Al-Anon, Nar-Anon or a caregivers’ group. You matter too.',
    'Agree on a plan for a crisis: who to call, and where important numbers and medicines are kept.',
  ],
  helpNow: ['988-lifeline', 'samhsa-helpline', 'alzheimers-association-helpline', 'al-anon'],
  myths: [
    {
      myth: 'Asking someone about suicide might give them the idea.',
      fact: 'Asking directly and listening without judgment is one of the best ways to help. Crisis counselors at 988 can coach you through it.',
      source:
        'https://www.boystown.org/media-room/news-releases/boys-town-highlights-the-need-for-youth-suicide-prevention',
    },
    {
      myth: 'The 988 Lifeline is only for the person in crisis.',
      fact: 'You can contact 988 if you are worried about a loved one who may need crisis support.',
      source:
        'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
    },
    {
      myth: 'If I loved them enough, I could make them stop drinking or using.',
      fact: 'You cannot control another person’s use. Groups like Al-Anon and Nar-Anon help you look after yourself, whether or not they change.',
      source: 'https://recovered.org/treatment/support-groups/nar-anon',
    },
  ],
  relatedResourceIds: [
    'nar-anon',
    'smart-recovery',
    'afa-helpline',
    'eldercare-locator',
    'domestic-violence-hotline',
    'nami-helpline',
    'meals-on-wheels',
  ],
  relatedSlugs: ['mental-health', 'substance-abuse', 'family-instability'],
  safetyNote:
    'If you think your loved one is in immediate danger, or might hurt themselves or someone else, call 911 or call or text 988 now.',
};
