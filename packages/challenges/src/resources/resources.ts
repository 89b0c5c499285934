import type { Resource } from './resource-types';

/**
 * Every service in Harbor's directory. Each entry's phone number, text code and web address was
 * checked against the public page in its `source`. Keep entries real: if a detail cannot be
 * checked, leave it out.
 */
export const resources: readonly Resource[] = [
  {
    id: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    offers:
      'Free, private support from a trained crisis counselor by call, text or chat. For thoughts of suicide, a mental health or drug and alcohol crisis, or any emotional distress.',
    forWhom:
      'Anyone in the US who is struggling, and people worried about someone else. Press 1 for veterans, 2 for Spanish.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'substance-abuse', 'loved-one', 'family-instability'],
    phone: { display: '988', tel: '988' },
    text: { display: '988', number: '988' },
    url: 'https://988lifeline.org',
    crisis: true,
    source:
      'https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline',
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    offers:
      'Text with a trained volunteer crisis counselor about anything that is causing you pain. Free and confidential. Most people are connected within five minutes.',
    forWhom: 'Anyone in the US, in any kind of crisis.',
    hours: '24/7',
    kinds: ['text-line'],
    challenges: ['mental-health', 'family-instability', 'parental-absence', 'loved-one'],
    text: { display: 'Text HOME to 741741', number: '741741', body: 'HOME' },
    url: 'https://www.crisistextline.org',
    crisis: true,
    source: 'https://www.alexproject.org/crisis-text-line-text-home-to-741741',
  },
  {
    id: 'samhsa-helpline',
    name: 'SAMHSA National Helpline',
    offers:
      'Free, confidential referrals to local treatment, support groups and community services for mental health and substance use. Can point people without insurance to state-funded or sliding-fee care.',
    forWhom:
      'People and families facing mental health or substance use problems. English and Spanish.',
    hours: '24/7, 365 days a year',
    kinds: ['hotline', 'health'],
    challenges: ['substance-abuse', 'mental-health', 'loved-one'],
    phone: { display: '1-800-662-4357 (HELP)', tel: '+18006624357' },
    text: { display: 'Text your ZIP code to 435748 (HELP4U)', number: '435748' },
    url: 'https://www.samhsa.gov/find-help/national-helpline',
    source: 'https://thewrightinitiative.com/misc/need-help-with-mental-health.html',
  },
  {
    id: 'nami-helpline',
    name: 'NAMI HelpLine',
    offers:
      'Free peer support, information and referrals about mental health conditions, treatment and local support groups. Not a crisis line.',
    forWhom:
      'People living with a mental health condition, their family and caregivers, and anyone with questions.',
    hours: 'Monday to Friday, 10 a.m. to 10 p.m. Eastern',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'loved-one'],
    phone: { display: '1-800-950-6264 (NAMI)', tel: '+18009506264' },
    text: { display: 'Text "helpline" to 62640', number: '62640', body: 'helpline' },
    url: 'https://www.nami.org',
    source: 'https://nami.org/?p=4491',
  },
  {
    id: 'trevor-project',
    name: 'The Trevor Project',
    offers:
      'Free, confidential crisis support by phone, text or chat from counselors trained to support LGBTQ+ young people.',
    forWhom: 'LGBTQ+ young people under 25.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'discrimination', 'family-instability'],
    phone: { display: '1-866-488-7386', tel: '+18664887386' },
    text: { display: 'Text START to 678678', number: '678678', body: 'START' },
    url: 'https://www.thetrevorproject.org',
    crisis: true,
    source: 'https://davidmglasgow.com/trevor',
  },
  {
    id: 'trans-lifeline',
    name: 'Trans Lifeline',
    offers:
      'Peer support by phone from trans people, for anything from feeling lonely to being in crisis. They will not call emergency services without your consent.',
    forWhom: 'Trans and questioning people.',
    hours: 'Monday to Friday, 10 a.m. to 6 p.m. Pacific (1 p.m. to 9 p.m. Eastern)',
    kinds: ['hotline'],
    challenges: ['mental-health', 'discrimination'],
    phone: { display: '1-877-565-8860', tel: '+18775658860' },
    url: 'https://translifeline.org',
    source: 'https://en.wikipedia.org/wiki/Trans_Lifeline',
  },
  {
    id: 'veterans-crisis-line',
    name: 'Veterans Crisis Line',
    offers:
      'Free, confidential crisis support from responders trained to help veterans and service members. You do not need to be enrolled in VA benefits or health care.',
    forWhom:
      'Veterans, service members, National Guard and Reserve, and their families and friends.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'substance-abuse', 'loved-one'],
    phone: { display: 'Dial 988, then press 1', tel: '988' },
    text: { display: '838255', number: '838255' },
    url: 'https://www.veteranscrisisline.net',
    crisis: true,
    source:
      'https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/',
  },
];
