import type { HubContent } from './hub-content-types';

const ACLU_KYR = 'https://www.aclu.org/know-your-rights/immigrants-rights';

// Free legal help: the Justice Department's two lists (resource `eoir-legal-help`). The
// Immigration Advocates Network's legal directory is not listed: no page of its own
// (immigrationadvocates.org) that describes the directory could be found to source it
// (searched 2026-11-25). Add it when such a page is found, with its quote.

export const content: HubContent = {
  slug: 'immigration',
  title: 'Immigration',
  summary:
    'Moving to a new country can bring hope and hard days at the same time. New rules, a new language and being far from home can feel overwhelming. You are not alone, and many communities have services set up to help newcomers.',
  looksLike: [
    'Forms, deadlines and letters from immigration offices that are hard to follow.',
    'Fear of being stopped, held or split up from your family.',
    'Not knowing who you can trust for advice about your case.',
    'Being afraid to go to a doctor, a school or the police because of your status.',
    'A boss who does not pay you, takes your papers or threatens you.',
    'Feeling lonely, homesick or cut off from people who speak your language.',
  ],
  firstSteps: [
    'Learn the words to use if officers come: “I will remain silent.” “I do not consent to a search.” Keep a copy of these words by your door.',
    'Make a family safety plan: who will care for your children, where your papers are, and which phone numbers to call.',
    'If you are 18 or older and were given a green card, an I-94 or a work permit, the law says to carry that card or paper itself, not a copy. If you have lived here two years or more, keep proof of that with you, like leases, pay stubs or school records.',
  ],
  todaySteps: [
    'Keep your passport, visa, notices and other papers safe. Keep copies in a different place, or photos on your phone, in case the papers you carry are lost or taken.',
    'Get advice about your case only from a lawyer or an accredited representative. A “notario” or immigration consultant cannot give legal advice.',
    'For free legal help, use the Justice Department’s two lists: free legal service providers, and recognized groups whose trained staff (accredited representatives) may take your case. A legal aid office may help too.',
    'If someone is forcing you to work or to do things you do not want to do, call the National Human Trafficking Hotline.',
  ],
  helpNow: ['eoir-legal-help', 'human-trafficking-hotline', 'hrsa-health-centers'],
  rightsFirst: { title: 'Your rights at the door, and beyond' },
  rights: [
    {
      title: 'You can stay silent',
      body: 'Everyone in the US has rights under the Constitution, whatever their status. You do not have to answer questions about where you were born or how you came here. Say out loud that you will stay silent. Do not lie or show false papers.',
      source: {
        url: ACLU_KYR,
        checked: '2026-11-25',
        quote: 'I am exercising my right to remain silent.',
      },
    },
    {
      title: 'Keep the door closed, and ask to see the warrant',
      body: 'Rights groups say officers need a warrant signed by a judge to come into your home, and that a form signed by an ICE or DHS officer is not enough. Keep the door closed. Ask them to slide the warrant under the door, and read who signed it. ICE now says otherwise in one case, below, so know what to do if they come in anyway.',
      source: {
        url: ACLU_KYR,
        checked: '2026-11-25',
        quote:
          'Only a court/judge warrant is enough for entry into your premises. One issued by DHS or ICE and signed by a DHS or ICE employee is not.',
      },
    },
    {
      title: 'ICE says it may force its way in with its own warrant',
      body: 'In a May 2025 memo, made public in January 2026, ICE told its officers they may force their way into a home to arrest someone who has a final order of removal. The warrant for this is signed by an ICE officer (Form I-205), not a judge. Rights groups say this breaks the Constitution, and it is being fought in court. If you or someone in your home has a final order of removal, talk to a lawyer now. Keep the door closed, and do not resist if they come in.',
      source: {
        url: 'https://immpolicytracking.org/policies/ice-authorizes-forceful-entries-to-residences-based-on-administrative-warrants-alone',
        checked: '2026-11-27',
        quote:
          'The memo specifically authorizes ICE personnel to use force to enter a residence after knocking and announcing their presence and providing a reasonable opportunity to open the door.',
        confirmed: 'second-hand',
        alsoReportedBy: {
          url: 'https://whistleblowersblog.org/government-whistleblowers/ice-whistleblower-leaks-confidential-department-memo-on-warrant-policy/amp',
          quote:
            'the DHS Office of the General Counsel has recently determined that the U.S. Constitution, the Immigration and Nationality Act, and the immigration regulations do not prohibit relying on administrative warrants for this purpose',
        },
      },
    },
    {
      title: 'Do not resist, and say “I do not consent to a search”',
      body: 'If officers come in anyway, do not fight or run. Say: “I do not consent to a search. I will remain silent. I want to speak with a lawyer.” Do not sign anything before you talk to a lawyer.',
      source: {
        url: ACLU_KYR,
        checked: '2026-11-25',
        quote: 'If agents force their way in anyway, do not attempt to resist.',
      },
    },
    {
      title: 'Carry proof of your status, or of two years here',
      body: 'Under “expedited removal”, officers can deport some people who cannot show they have lived in the US for the last two years, without a court hearing. If you have papers that show your status, carry them. If you have proof that you have been here two years or more, keep copies of it with you.',
      source: {
        url: 'https://www.immigrationadvocates.org/nonprofit/alerts/714551.ICE_Guidance_on_Implementation_of_Expanded_Expedited_Removal',
        checked: '2026-11-25',
        quote:
          'has been physically present in the United States continuously for the two-year period immediately preceding the date of the determination of inadmissibility',
      },
    },
    {
      title: 'The 2025 rule to register',
      body: 'Since April 2025, people who are not citizens, are 14 or older, stay 30 days or more and were never registered must register with USCIS. Adults must carry proof. Registering does not give you any status, and it can lead to a removal case, so talk to a lawyer or accredited representative first.',
      source: {
        url: 'https://www.uscis.gov/alienregistration',
        checked: '2026-11-25',
        quote:
          'all aliens 14 years of age or older who were not registered and fingerprinted (if required) when they applied for a U.S. visa and who stay in the United States for 30 days or longer, are required to apply for registration and fingerprinting',
      },
    },
    {
      title: 'Adults must carry their registration card or paper',
      body: 'A federal law says every noncitizen 18 or older must carry the registration card or paper they were given, like a green card, an I-94 or a work permit. A copy is not enough. If you are stopped without it, you can be charged with a misdemeanor and fined. Keep copies at home in case it is lost or taken.',
      source: {
        url: 'https://www.business-standard.com/immigration/us-to-green-card-holders-visitors-carry-id-at-all-times-or-risk-fine-125072500673_1.html',
        checked: '2026-11-27',
        quote:
          '“Every alien, eighteen years of age and over, shall at all times carry with him and have in his personal possession any certificate of alien registration or alien registration receipt card issued to him,” the CBP reminded.',
        confirmed: 'second-hand',
        alsoReportedBy: {
          url: 'https://www.indiatoday.in/world/us-news/story/cbp-warns-green-card-holders-always-carry-documents-face-fines-indians-america-homeland-security-noem-vance-2760645-2025-07-24',
          quote:
            'Failing to do so can lead to a misdemeanour and fines if you are stopped by federal law enforcement.',
        },
      },
    },
    {
      title: 'Schools, clinics and churches are no longer off limits',
      body: 'In January 2025 the government ended the rule that kept immigration officers away from schools, hospitals and places of worship. These places must still serve you, as the rights below say, but officers may now act there. Keep going to them: carry the words above and your papers, and make your family plan now, so you know what to do if officers come.',
      source: {
        url: 'https://www.nilc.org/resources/factsheet-trumps-rescission-of-protected-areas-policies-undermines-safety-for-all/',
        checked: '2026-11-25',
        quote:
          'On January 20, 2025, the Trump Administration rescinded a Biden-era policy that protected certain areas—such as churches, school, and hospitals—from immigration enforcement',
      },
    },
    {
      title: 'Your children can go to public school',
      body: 'All children in the US have the right to go to a public school, whatever their status or yours. A school may not turn a child away because the child or the parents are not citizens or have no papers.',
      source: {
        url: 'https://www.justice.gov/sites/default/files/crt/legacy/2014/05/08/plylerfact.pdf',
        checked: '2026-11-25',
        quote:
          'All children in the United States are entitled to equal access to a basic public elementary and secondary education regardless of their actual or perceived race, color, national origin, citizenship, immigration status, or the status of their parents/guardians.',
      },
    },
    {
      title: 'Emergency rooms must check you, even without insurance',
      body: 'A hospital emergency room must give you an exam to check for an emergency, and treat you until you are stable, even if you have no insurance. This law covers everyone in the US.',
      source: {
        url: 'https://www.cms.gov/priorities/your-patient-rights/emergency-room-rights',
        checked: '2026-11-25',
        quote:
          'The law that gives everyone in the U.S. these protections is the Emergency Medical Treatment and Labor Act, also known as "EMTALA."',
      },
    },
    {
      title: 'Health centers serve you even if you cannot pay',
      body: 'Community health centers give checkups and care whether or not you can pay. Fees are based on your income.',
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
      myth: 'Anyone who knows the forms can give me advice about my case.',
      fact: 'Only a lawyer, or an accredited representative who works for a group the Justice Department recognizes, may give you advice. Others may only read you a form, translate it or write down your answers.',
      source: {
        url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
        checked: '2026-11-25',
        quote:
          'Only authorized immigration service providers can help you beyond basic preparation or translation of forms.',
      },
    },
    {
      myth: 'A notario can help me with my immigration case.',
      fact: 'In the US, notarios and notary publics are not lawyers. They cannot help you with immigration. Only a lawyer or an accredited representative may give you legal advice.',
      source: {
        url: 'https://portal.ct.gov/DCP/Education-and-Outreach/Education/Notario-Fraud',
        checked: '2026-11-25',
        quote:
          'In the U.S., notarios, notarios públicos and notary publics are not lawyers. They cannot help you with immigration.',
      },
    },
    {
      myth: 'Calling the trafficking hotline will get me reported to immigration.',
      fact: 'The hotline keeps what you say private and will not share who you are without your OK, unless the law says it must. It will tell the authorities if it thinks a child is being abused or someone is in danger.',
      source: {
        url: 'https://humantraffickinghotline.org/our-approach',
        checked: '2026-11-25',
        quote:
          'The National Hotline will immediately inform appropriate authorities if we suspect child abuse or if we have reason to believe there is imminent harm to you or others.',
      },
    },
  ],
  relatedResourceIds: ['legal-services-corporation', '211', 'disaster-distress-helpline'],
  relatedSlugs: ['immigration-challenge', 'legal', 'discrimination', 'resource-access'],
  safetyNote:
    'If someone you know is detained, stay calm and do not sign anything for them. Write down where and when it happened, and call a lawyer or a legal aid group right away. Do not lie or show false papers.',
};
