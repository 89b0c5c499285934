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
    'If someone is hurting or controlling you, call the National Domestic Violence Hotline at 1-800-799-7233, or text START to 88788. If you are an adult, the “Abuse at home” page has a safety plan, phone safety and protective orders.',
    'If you are a child or teen and someone is hurting you, you can call, text or chat with Childhelp at any hour. Its number is in the list below.',
    'Write a few important phone numbers on paper, in case your phone is not with you.',
    'If you share a phone or an account with someone who hurts you, think about who can see your calls and texts. A hotline advocate can help you plan.',
    'Look after yourself in small ways: sleep, food, and time with people who make you feel safe.',
  ],
  helpNow: [
    'domestic-violence-hotline',
    'childhelp-hotline',
    'crisis-text-line',
    'love-is-respect',
  ],
  myths: [
    {
      myth: 'Trouble at home is my fault.',
      fact: 'Problems between adults are not a child’s fault. You deserve to feel safe, and it is OK to ask for help.',
    },
    {
      myth: 'It is only abuse if someone hits you.',
      fact: 'Abuse can also be emotional, sexual, about money, or about control. You can call a hotline about any of these.',
    },
  ],
  relatedResourceIds: [
    'national-runaway-safeline',
    'rainn-hotline',
    'legal-services-corporation',
    '988-lifeline',
  ],
  relatedSlugs: ['abuse-at-home', 'parental-absence', 'mental-health', 'homelessness'],
  safetyNote:
    'If you or someone at home is being hurt, or is in immediate danger, call 911 right away.',
};
