import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'resource-access',
  title: 'Finding help and resources',
  summary:
    'Knowing that help exists is one thing. Finding it, and getting through the door, is another. Forms, waiting lists and phone menus can wear anyone down, so this page offers simple ways to make the first contact easier.',
  looksLike: [
    'Not knowing which office or program to call first.',
    'Being sent from one office to the next, and having to tell your story again and again.',
    'Long forms, lost papers and deadlines that are hard to keep.',
    'No phone minutes, no internet or no way to get to an office.',
    'Staff who do not speak your language, or letters you cannot read.',
    'Feeling ashamed or tired of asking, and giving up before you get help.',
  ],
  todaySteps: [
    'Call 211. One call can connect you to local help with food, rent, bills, health care, child care and more. Hours depend on where you live.',
    'Before you call, write down your question, your ZIP code and the date. Keep a notebook of who you spoke to and what they said.',
    'Ask for an interpreter if you need one. Many services, like HUD, offer one for free.',
    'If a service cannot help you, ask: “Who else could help me with this?” Write the answer down.',
    'Visit your public library. Staff can help you use a computer, print forms and find local services.',
    'If you have no phone minutes, ask your library or a community center if you can make a call there.',
    'Keep copies of your ID, letters and applications in one safe place, or take photos of them on your phone.',
  ],
  helpNow: ['211', 'hrsa-health-centers', 'legal-services-corporation'],
  rights: [
    {
      title: 'Help in your language',
      body: 'You can report housing discrimination to HUD in any language. HUD gives you an interpreter if you need one.',
      source: {
        url: 'https://www.hud.gov/fairhousing/fileacomplaint',
        checked: '2026-11-25',
        quote:
          'You can report housing discrimination in any language. For persons with limited English proficiency, HUD provides interpreters.',
      },
    },
    {
      title: 'You can complain for someone else',
      body: 'If a health or social service treats someone unfairly, anyone can file a complaint with the HHS Office for Civil Rights, not just the person it happened to.',
      source: {
        url: 'https://www.hhs.gov/answers/complaint-process/index.html',
        checked: '2026-11-25',
        quote:
          'Any individual or organization can file a civil rights complaint; you do not need to be the victim of discrimination in order to file a complaint',
      },
    },
  ],
  myths: [
    {
      myth: 'Help is only for people in the worst situation.',
      fact: 'Many programs are there to stop problems before they get worse. Asking early often gives you more choices.',
    },
  ],
  relatedResourceIds: ['hhs-office-for-civil-rights', 'hud-fair-housing', 'wic'],
  relatedSlugs: ['poverty', 'financial', 'legal', 'health'],
  safetyNote:
    'Be careful with anyone who asks for money to help you apply for benefits or fill in forms: help from 211, legal aid and government offices is free. Never give your Social Security or bank number to someone who called you first. If you are in danger, call 911.',
};
