import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'discrimination',
  title: 'Discrimination',
  summary:
    'Being treated unfairly because of who you are, such as your race, religion, gender, sexuality, disability or where you come from, is wrong. It can hurt deeply and affect your health, work and sense of safety. What happened to you matters, and there are people who can help.',
  looksLike: [
    'Being turned down for a job, a promotion or a raise because of who you are.',
    'A landlord who will not rent to you, or says a place is taken when it is not.',
    'Slurs, jokes or threats at work, at school or online.',
    'Being refused service, or treated worse, at a shop, clinic or government office.',
    'Not getting changes you need because of a disability, like a ramp or time off for treatment.',
    'Feeling watched, left out or unsafe in places you have every right to be.',
  ],
  todaySteps: [
    'Write down what happened while you still remember: the date, place, who was there and what was said or done.',
    'Save proof, like emails, texts, photos, job ads, pay slips and the names of witnesses.',
    'Check the deadline. Job complaints to the EEOC must usually be filed within 180 days, sometimes 300. Housing complaints to HUD must be filed within one year.',
    'For unfair treatment at work, call the EEOC at 1-800-669-4000. Help is available in many languages.',
    'For housing, call HUD at 1-800-669-9777. For schools, contact the Department of Education’s Office for Civil Rights.',
    'Talk to legal aid or a lawyer about your options, especially before you sign anything.',
    'Take care of your mind too. Talk with someone you trust, or call or text 988 if it becomes too much.',
  ],
  helpNow: [
    'eeoc',
    'hud-fair-housing',
    'ed-office-for-civil-rights',
    'hhs-office-for-civil-rights',
  ],
  rights: [
    {
      title: 'Job discrimination: 180 or 300 days to file',
      body: 'You usually have 180 calendar days from the unfair act to file a charge with the EEOC. It becomes 300 days if a state or local agency also enforces a law against that kind of discrimination.',
      source: 'https://myfedlawyer.com/questions-how-tos/employment-discrimination',
    },
    {
      title: 'Housing discrimination: one year to file',
      body: 'It is against federal law to refuse housing because of race, color, national origin, religion, sex, family status or disability. You must file a complaint with HUD within one year.',
      source: 'https://www.idaholegalaid.org/topics/2787/how-file-fair-housing-complaint',
    },
    {
      title: 'Schools: 180 days to file',
      body: 'Schools and colleges that get federal money may not discriminate. A complaint to the Office for Civil Rights should usually be filed within 180 days of the last unfair act.',
      source:
        'https://aclu-ia.org/en/how-file-complaint-us-department-education-office-civil-rights',
    },
    {
      title: 'Health care and social services: 180 days to file',
      body: 'Hospitals, clinics and social services that get federal money may not discriminate. You can file with the HHS Office for Civil Rights within 180 days, for yourself or for someone else.',
      source: 'https://www.hhs.gov/answers/complaint-process/index.html',
    },
  ],
  myths: [
    {
      myth: 'If I left the job, it is too late to complain.',
      fact: 'You can file a charge with the EEOC even if you no longer work there, as long as you meet the deadline.',
      source: 'https://worldlaw.eu/filing-a-discrimination-claim-with-the-eeoc/',
    },
    {
      myth: 'If I complain, they can punish me for it.',
      fact: 'It is illegal to retaliate against you for reporting housing discrimination, even after the investigation is over.',
      source:
        'https://app.altruwe.org/proxy?url=https%3A%2F%2Fwww.hud.gov%2F%2Ffairhousing%2Ffileacomplaint',
    },
  ],
  relatedResourceIds: [
    'legal-services-corporation',
    'lawhelp-org',
    'trevor-project',
    'trans-lifeline',
    '988-lifeline',
  ],
  relatedSlugs: ['discrimination-challenge', 'legal', 'mental-health'],
};
