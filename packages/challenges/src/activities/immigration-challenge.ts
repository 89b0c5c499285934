import type { Activity } from './activity-types';

export const activity: Activity = {
  slug: 'immigration-challenge',
  intro:
    'Answer four short questions about what you need. At the end you get a plan with steps and services that fit your answers. Your answers stay on this device only, and Harbor never asks about your immigration status.',
  steps: [
    {
      id: 'needs',
      question: 'What do you need help with?',
      hint: 'Pick all that apply.',
      multiple: true,
      choices: [
        {
          id: 'status',
          label: 'Understanding my immigration status or papers',
          planSteps: [
            'Talk to an immigration lawyer or a legal aid group before you file anything.',
            // USCIS warns that notarios públicos cannot give immigration legal services:
            // https://www.uscis.gov/scams-fraud-and-misconduct/avoid-scams/common-scams
            'Be careful of people who are not lawyers offering immigration help. In the US, a notary (notario) cannot give legal advice.',
          ],
          resourceIds: ['eoir-legal-help'],
        },
        {
          id: 'uscis-case',
          label: 'A form or case with USCIS',
          planSteps: [
            'Find the receipt number on your USCIS notice. Use it to check your case online or when you call the USCIS Contact Center.',
          ],
          resourceIds: ['eoir-legal-help'],
        },
        {
          id: 'health',
          label: 'Health care for me or my family',
          planSteps: [
            'Find a community health center. They charge less if you earn less. Ask what papers to bring.',
          ],
          resourceIds: ['hrsa-health-centers'],
        },
        {
          id: 'taxes',
          label: 'Taxes or money',
          planSteps: ['Get free help to file your taxes, so you do not miss money you are owed.'],
          resourceIds: [],
        },
        {
          id: 'forced-work',
          label: 'Someone is forcing me to work or keeping my documents',
          planSteps: [
            'This may be human trafficking. Contact the National Human Trafficking Hotline. It is free, private and open day and night. If you are in danger now, call 911.',
          ],
          resourceIds: ['human-trafficking-hotline'],
        },
        {
          id: 'alone',
          label: 'Feeling alone or far from home',
          planSteps: [
            'Talk to someone about how you feel. If you are in crisis, call or text 988, any time.',
          ],
          resourceIds: ['988-lifeline'],
        },
      ],
      notesLabel: 'Questions to ask a lawyer or helper (optional)',
    },
    {
      id: 'dates',
      question: 'Do you have a court date or a deadline?',
      multiple: false,
      choices: [
        {
          id: 'court',
          label: 'Yes, an immigration court date',
          planSteps: [
            'Write the court date where you will see it. Get legal help now. Missing an immigration court date can have serious results.',
          ],
          resourceIds: ['eoir-legal-help'],
        },
        {
          id: 'letter',
          label: 'Yes, a deadline in a letter',
          planSteps: [
            'Write down the deadline and answer on time. Ask a lawyer or legal aid group if you are not sure what the letter means.',
          ],
          resourceIds: ['eoir-legal-help'],
        },
        {
          id: 'none',
          label: 'No, or I am not sure',
          planSteps: [
            'Read through any letters you have and look for dates. Ask for help reading them if you need it.',
          ],
          resourceIds: [],
        },
      ],
      notesLabel: 'Dates to remember (optional)',
    },
    {
      id: 'documents',
      question: 'Are your important documents in a safe place?',
      hint: 'For example your passport, ID, and letters from USCIS or a court.',
      multiple: false,
      choices: [
        {
          id: 'yes',
          label: 'Yes',
          planSteps: [
            'Make copies or clear photos of your documents and keep them in a second safe place.',
          ],
          resourceIds: [],
        },
        {
          id: 'no',
          label: 'No, or someone else has them',
          planSteps: [
            'Gather the documents you can, and keep them together in one safe place. If someone is holding your passport or ID and will not give it back, you can get private help.',
          ],
          resourceIds: ['human-trafficking-hotline'],
        },
      ],
      notesLabel: 'Documents you still need (optional)',
    },
    {
      id: 'support',
      question: 'Is there someone who can help you with this?',
      multiple: false,
      choices: [
        {
          id: 'someone',
          label: 'Yes, someone I trust',
          planSteps: [
            'Ask them for one clear thing, like a ride to an appointment or help reading a letter.',
          ],
          resourceIds: [],
        },
        {
          id: 'no-one',
          label: 'No one right now',
          planSteps: ['Call 211 and ask for immigrant support groups and legal help near you.'],
          resourceIds: ['211'],
        },
      ],
      notesLabel: 'Who could you ask? (optional)',
    },
  ],
  alwaysResourceIds: ['eoir-legal-help'],
};
