import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'family-instability',
  title: 'Family instability',
  summary:
    'When home feels unpredictable, because of conflict, money trouble, moving a lot or a parent who is struggling, it is hard to feel settled. You are not to blame for what is happening at home. You deserve to feel safe, and support is out there.',
  looksLike: [
    'Shouting, fighting or slammed doors that leave you on edge.',
    'Moving house or school again and again.',
    'A parent or partner who drinks, uses drugs or has a mental illness that is not being treated.',
    'Not knowing if there will be food, power or rent money this month.',
    'Someone at home who hurts, scares, threatens or controls you.',
    'Feeling like you have to be the adult, or keep secrets to keep the peace.',
  ],
  todaySteps: [
    'Think of one calm, safe place you can go when home feels like too much, like a friend’s home, a library or a relative’s place.',
    'Tell a trusted adult or a school counselor what is going on. You do not have to tell everything at once.',
    'If someone is hurting or controlling you, call the National Domestic Violence Hotline at 1-800-799-7233, or text START to 88788.',
    'If you are a child or teen and someone is hurting you, call Childhelp at 1-800-422-4453 at any hour.',
    'Write a few important phone numbers on paper, in case your phone is not with you.',
    'If you share a phone plan with someone who abuses you, ask about separating your line. Lifeline can help survivors with the cost.',
    'Look after yourself in small ways: sleep, food, and time with people who make you feel safe.',
  ],
  helpNow: [
    'domestic-violence-hotline',
    'childhelp-hotline',
    'crisis-text-line',
    'boys-town-hotline',
  ],
  rights: [
    {
      title: 'Your own phone line if you are leaving abuse',
      body: 'Under the Safe Connections Act, mobile companies must separate a survivor’s line from a family plan when the survivor asks. Survivors may also get help with the cost through Lifeline.',
      source: 'https://lcscommunityresourcehub.org/emergency-services/usac-lifeline-support',
    },
  ],
  myths: [
    {
      myth: 'It is only abuse if someone hits you.',
      fact: 'Abuse can also be emotional, sexual, financial or controlling behavior. Hotline advocates can help with all of these.',
      source:
        'https://areachbeyondthesurface.org/the-national-domestic-violence-hotline-a-lifeline-for-those-in-crisis',
    },
    {
      myth: 'If I call a hotline, they will make me leave.',
      fact: 'Advocates listen and help you plan for safety, whether you are ready to leave or not. You decide what happens next.',
      source:
        'https://areachbeyondthesurface.org/the-national-domestic-violence-hotline-a-lifeline-for-those-in-crisis',
    },
  ],
  relatedResourceIds: [
    'love-is-respect',
    'national-runaway-safeline',
    'rainn-hotline',
    'al-anon',
    'nar-anon',
    'lifeline-phone-discount',
    'legal-services-corporation',
  ],
  relatedSlugs: ['parental-absence', 'mental-health', 'homelessness'],
  safetyNote:
    'If you or someone at home is being hurt, or is in immediate danger, call 911 right away.',
};
