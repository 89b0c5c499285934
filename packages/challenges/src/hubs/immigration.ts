import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'immigration',
  title: 'Immigration',
  summary:
    'Moving to a new country can bring hope and hard days at the same time. New rules, a new language and being far from home can feel overwhelming. You are not alone, and many communities have services set up to help newcomers.',
  looksLike: [
    'Confusing forms, deadlines and letters from immigration offices.',
    'Fear of being stopped, detained or separated from your family.',
    'Not knowing who you can trust for advice about your case.',
    'Being afraid to go to a doctor, a school or the police because of your status.',
    'An employer who does not pay you, takes your papers or threatens you.',
    'Feeling lonely, homesick or cut off from people who speak your language.',
  ],
  todaySteps: [
    'Keep your passport, visa, notices and other papers safe. Keep copies in a different place, or photos on your phone.',
    'Get advice about your case only from a licensed attorney or a DOJ-accredited representative. A “notario” or immigration consultant cannot give legal advice.',
    'Look for free or low-cost legal help through LawHelp.org or a local legal aid office.',
    'Get USCIS forms for free at uscis.gov. USCIS never asks you to pay over the phone. Hang up on callers who do.',
    'Make a family safety plan: who will care for your children, and where to find your papers and important phone numbers.',
    'If someone is forcing you to work or to do things you do not want to do, call the National Human Trafficking Hotline at 1-888-373-7888. They are not immigration officers.',
    'Find a community health center for care. They serve people regardless of insurance or immigration status.',
  ],
  helpNow: [
    'lawhelp-org',
    'uscis-contact-center',
    'human-trafficking-hotline',
    'hrsa-health-centers',
  ],
  rights: [
    {
      title: 'The right to remain silent',
      body: 'Everyone in the US has constitutional rights, whatever their status. You do not have to answer questions about where you were born or how you entered. Say clearly that you choose to remain silent. Do not lie or show false papers.',
      source: 'https://www.kdnk.org/local-news/2025-02-24/what-to-do-if-ice-comes-to-your-home',
    },
    {
      title: 'You do not have to open the door without a judge’s warrant',
      body: 'Immigration officers need a warrant signed by a judge to enter your home. A deportation warrant signed by an officer does not give them the right to come in. Ask them to slide it under the door.',
      source: 'https://www.kdnk.org/local-news/2025-02-24/what-to-do-if-ice-comes-to-your-home',
    },
    {
      title: 'Emergency care, whatever your status',
      body: 'Hospital emergency rooms that take Medicare must check and stabilize anyone with an emergency, regardless of immigration status or ability to pay. This law is called EMTALA.',
      source:
        'https://factually.co/fact-checks/health/us-hospitals-undocumented-immigrants-emergency-care-5e3f13',
    },
    {
      title: 'Public school for every child',
      body: 'In Plyler v. Doe, the Supreme Court ruled that states cannot deny children a free public education because of their immigration status. Schools do not need proof of legal residence to enroll a child.',
      source: 'https://www.peninsuladailynews.com/news/schools-dont-ask-immigration-status/',
    },
    {
      title: 'The right to a lawyer, and not to sign',
      body: 'You can ask to speak with a lawyer before you answer questions or sign anything. In immigration court the government does not give you a free lawyer, but you can hire one or look for free help.',
      source: 'https://latinoimmigration.com/en/guides/know-your-rights/',
    },
  ],
  myths: [
    {
      myth: 'A notario can help me with my immigration case.',
      fact: 'In the US, a notario or notary public is not a lawyer. Only attorneys and accredited representatives may give immigration legal advice.',
      source: 'https://geygan.net/the-wrong-help-can-hurt/',
    },
    {
      myth: 'Calling a trafficking hotline will get me reported to immigration.',
      fact: 'The National Human Trafficking Hotline is not law enforcement or immigration. Calls are confidential.',
      source: 'https://humantraffickinghotline.org/about-us/what-we-do',
    },
  ],
  relatedResourceIds: [
    'legal-services-corporation',
    'irs-vita',
    'eeoc',
    '211',
    'find-a-helpline',
    'befrienders-worldwide',
  ],
  relatedSlugs: ['immigration-challenge', 'legal', 'discrimination', 'resource-access'],
};
