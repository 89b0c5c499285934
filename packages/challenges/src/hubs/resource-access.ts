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
    'Call 211. One call can connect you to local help with food, rent, bills, health care, child care and more.',
    'Before you call, write down your question, your ZIP code and the date. Keep a notebook of who you spoke to and what they said.',
    'Ask for an interpreter if you need one. Many services, like Social Security and HUD, offer them for free.',
    'If a service cannot help you, ask: “Who else could help me with this?” Write the answer down.',
    'Visit your public library. Staff can help you use a computer, print forms and find local services.',
    'If you get SNAP or Medicaid, ask about Lifeline. It lowers the cost of a phone or internet plan.',
    'Keep copies of your ID, letters and applications in one safe place, or take photos of them on your phone.',
  ],
  helpNow: ['211', 'lifeline-phone-discount', 'lawhelp-org', 'usda-hunger-hotline'],
  rights: [
    {
      title: 'You can ask for a free interpreter',
      body: 'Social Security will provide an interpreter for free if you ask. Tell them before your visit which language you prefer.',
      source: 'https://www.ssa.gov/kc/kc_filing_ssi.htm',
    },
    {
      title: 'Information in a format you can use',
      body: 'Medicare provides free help like large print, braille and relay services. If you need more time because of this, you get it.',
      source:
        'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
    },
  ],
  myths: [
    {
      myth: 'If I do not have all my papers, there is no point applying.',
      fact: 'Social Security says to apply anyway, even if you are missing some papers. They can help you get what is needed.',
      source: 'https://www.ssa.gov/kc/kc_filing_ssi.htm',
    },
    {
      myth: 'Help is only for people in the worst situation.',
      fact: 'Many programs are there to stop problems before they get worse. Asking early often gives you more choices.',
    },
  ],
  relatedResourceIds: [
    'snap',
    'healthcare-gov',
    'hrsa-health-centers',
    'social-security',
    'eldercare-locator',
    'find-a-helpline',
  ],
  relatedSlugs: ['poverty', 'financial', 'legal', 'health'],
};
