import type { HubContent } from './hub-content-types';

const HUD_COMPLAINT = 'https://www.hud.gov/fairhousing/fileacomplaint';

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
    'Write down what happened while you still remember: the date, the place, who was there and what was said or done.',
    'Save proof, like emails, texts, photos, job ads, pay slips and the names of people who saw it.',
    'Check the deadline now. For a job complaint to the EEOC you have 180 days, or 300 days in places with their own job rights agency. Federal workers have only 45 days to contact an EEO counselor.',
    'For unfair treatment at work, start a complaint with the EEOC at eeoc.gov.',
    'For housing, call HUD at 1-800-669-9777. There is a time limit, so report it soon.',
    'Talk to legal aid or a lawyer about your options, most of all before you sign anything.',
    'Take care of your mind too. Talk with someone you trust, or call or text 988 if it gets to be too much.',
  ],
  helpNow: ['eeoc', 'hud-fair-housing', 'hhs-office-for-civil-rights'],
  rights: [
    {
      title: 'Job discrimination: 180 or 300 days to file',
      body: 'You have 180 calendar days from the unfair act to file a charge with the EEOC. It becomes 300 days if a state or local agency enforces a law like it. Many states and cities have one, so ask the EEOC which deadline fits you.',
      source: {
        url: 'https://www.eeoc.gov/time-limits',
        checked: '2026-11-25',
        quote:
          'The 180 calendar day filing deadline is extended to 300 calendar days if a state or local agency enforces a law that prohibits employment discrimination on the same basis.',
      },
    },
    {
      title: 'Federal workers: 45 days to contact a counselor',
      body: 'If you work for, or applied to, a federal agency, the steps are different. You must contact that agency’s EEO counselor within 45 days.',
      source: {
        url: 'https://www.eeoc.gov/time-limits',
        checked: '2026-11-25',
        quote:
          'Federal employees and job applicants have a different complaint process, and generally must contact an agency EEO Counselor within 45 days.',
      },
    },
    {
      title: 'Housing discrimination: report it soon',
      body: 'It is against federal law to refuse you housing because of race, color, national origin, religion, sex, family status or disability. There is a time limit to report it to HUD, so do it as soon as you can. HUD will help in your language.',
      source: {
        url: HUD_COMPLAINT,
        checked: '2026-11-25',
        quote:
          'Because there are time limits on when an allegation can be filed with HUD after an alleged violation, you should report housing discrimination as soon as possible.',
      },
    },
    {
      title: 'Health care and social services: 180 days to file',
      body: 'Hospitals, clinics and social services that get federal money may not treat you unfairly. You can complain to the HHS Office for Civil Rights within 180 days, for yourself or for someone else.',
      source: {
        url: 'https://www.hhs.gov/answers/complaint-process/index.html',
        checked: '2026-11-25',
        quote:
          'Complaints must be filed within 180 days from the date of the alleged discrimination.',
      },
    },
  ],
  myths: [
    {
      myth: 'If I complain, they can punish me for it.',
      fact: 'It is against the law to punish you for reporting housing discrimination, even after the case is over.',
      source: {
        url: HUD_COMPLAINT,
        checked: '2026-11-25',
        quote:
          'It is illegal to retaliate against any person for making an allegation, testifying, assisting, or participating in any manner in a proceeding under HUD’s allegation process at any time, even after the investigation has been completed.',
      },
    },
  ],
  relatedResourceIds: ['legal-services-corporation', '988-lifeline'],
  relatedSlugs: ['discrimination-challenge', 'legal', 'mental-health'],
  safetyNote:
    'If someone threatens you or attacks you, call 911. Keep the threat, like a text or a note, and write down what happened. A hate crime is a crime: you can report it to the police too.',
};
