import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'teenage-pregnancy',
  title: 'Teenage pregnancy',
  summary:
    'Finding out you are pregnant, or might be, as a teenager can bring up many feelings at once. It is okay to feel scared, confused or unsure. You deserve clear information and support without judgment, whatever you decide.',
  looksLike: [
    'A missed period, or a positive pregnancy test you were not expecting.',
    'Being afraid to tell your parents, your partner or your friends.',
    'Feeling pressure from others about what you should do.',
    'Worrying about school, money, where you will live or your future.',
    'A partner who is not supportive, or who is controlling or hurting you.',
    'Feeling low, anxious or alone during pregnancy or after the baby is born.',
  ],
  todaySteps: [
    'Get a pregnancy test and a checkup at a clinic or community health center. Health centers charge less if you earn less, and serve people without insurance.',
    'Ask the clinic about your privacy before your visit, so you know who will see your information.',
    'Tell one person you trust, like a friend, family member, teacher or school nurse.',
    'Write down your questions before each appointment, so nothing gets forgotten.',
    'If you are pregnant or have a baby, apply for WIC for healthy food, and ask the clinic about Medicaid for health care.',
    'If you feel sad, anxious or overwhelmed, call or text the National Maternal Mental Health Hotline. Its number is in the list below.',
    'If a partner is hurting or controlling you, text LOVEIS to 22522 to reach love is respect.',
  ],
  helpNow: ['hrsa-health-centers', 'maternal-mental-health-hotline', 'wic', 'love-is-respect'],
  rights: [
    {
      title: 'Care when you cannot pay',
      body: 'Community health centers must serve you whether or not you can pay, with fees based on your income.',
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
      myth: 'You have to decide everything right away.',
      fact: 'Take the time you have to get clear facts and talk with people you trust. A clinic can explain your options and any time limits where you live.',
    },
  ],
  relatedResourceIds: ['crisis-text-line', '988-lifeline'],
  relatedSlugs: ['health', 'family-instability', 'resource-access'],
  safetyNote:
    'If you are in danger, or someone is hurting you, call 911. In a mental health crisis, call or text 988.',
};
