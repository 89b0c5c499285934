import type { Activity } from './activity-types';

export const activity: Activity = {
  slug: 'poverty-challenge',
  intro:
    'Answer four short questions about what is hardest right now. At the end you get a plan with steps and services that fit your answers. Your answers stay on this device only.',
  steps: [
    {
      id: 'worries',
      question: 'What worries you most right now?',
      hint: 'Pick all that apply.',
      multiple: true,
      choices: [
        {
          id: 'food',
          label: 'Having enough food',
          planSteps: [
            'Find a food pantry or free meal near you. Call 211, or use the Feeding America food bank finder below, and ask what to bring.',
          ],
          resourceIds: ['211', 'feeding-america'],
        },
        {
          id: 'housing',
          label: 'Paying rent',
          planSteps: [
            'Call 211 and ask about emergency rent help where you live.',
            'If you got an eviction notice, contact legal aid today. The dates on the notice matter.',
          ],
          resourceIds: ['211', 'legal-services-corporation'],
        },
        {
          id: 'mortgage',
          label: 'Paying my mortgage or keeping my home',
          planSteps: [
            'Call the HOPE Hotline for a free talk with a housing counselor about your mortgage.',
          ],
          resourceIds: ['hope-hotline'],
        },
        {
          id: 'job',
          label: 'I lost my job or my hours were cut',
          planSteps: [
            'If you lost your job, apply for unemployment benefits now, in the state where you worked.',
          ],
          resourceIds: ['unemployment-benefits-finder'],
        },
        {
          id: 'utilities',
          label: 'Heating, power or water bills',
          planSteps: [
            'Call the company before the bill is due and ask for a payment plan.',
            'Ask about energy bill help (LIHEAP) in your state.',
          ],
          resourceIds: ['liheap-energy-help'],
        },
        {
          id: 'debt',
          label: 'Debts and bills piling up',
          planSteps: [
            'List each debt with the amount and the due date, so you can see the whole picture.',
            'Talk to a nonprofit credit counselor about a plan. Be careful of anyone who asks for a big fee first.',
          ],
          resourceIds: ['cfpb'],
        },
        {
          id: 'phone',
          label: 'Keeping my phone or internet on',
          planSteps: [
            'Ask about Lifeline, a program that lowers the cost of phone or internet service.',
          ],
          resourceIds: ['211'],
        },
      ],
      notesLabel: 'Anything else on your mind? (optional)',
    },
    {
      id: 'programs',
      question: 'Which kinds of help would you like to look into?',
      hint: 'Pick all that apply. It is fine if you are not sure.',
      multiple: true,
      choices: [
        {
          id: 'snap',
          label: 'Money for groceries (SNAP)',
          planSteps: ['Check if you can get SNAP and apply through your state.'],
          resourceIds: ['211'],
        },
        {
          id: 'wic',
          label: 'Food help while pregnant or for young children (WIC)',
          planSteps: ['Contact your local WIC office to see if you can get WIC.'],
          resourceIds: ['wic'],
        },
        {
          id: 'health',
          label: 'Low-cost health care',
          planSteps: [
            'Find a community health center near you. They charge less if you earn less.',
          ],
          resourceIds: ['hrsa-health-centers'],
        },
        {
          id: 'taxes',
          label: 'Free help with taxes and refunds',
          planSteps: ['Get free tax help so you do not miss refunds or credits you are owed.'],
          resourceIds: [],
        },
        {
          id: 'not-sure',
          label: 'I am not sure what I can get',
          planSteps: [
            'Call 211 and ask: "What programs can I apply for?" Have your ZIP code ready.',
          ],
          resourceIds: ['211'],
        },
      ],
      notesLabel: 'Questions you want to ask (optional)',
    },
    {
      id: 'urgency',
      question: 'How soon do you need help?',
      multiple: false,
      choices: [
        {
          id: 'today',
          label: 'Today: I have no food, or I could lose my home this week',
          planSteps: [
            'Start with the most urgent need today. Call 211 now. If you are in danger, call 911.',
          ],
          resourceIds: ['211'],
          first: true,
        },
        {
          id: 'weeks',
          label: 'In the next few weeks',
          planSteps: [
            'Pick one thing from this plan to do tomorrow, and write down when you will do it.',
          ],
          resourceIds: [],
        },
        {
          id: 'ahead',
          label: 'I want to plan ahead',
          planSteps: [
            'Set aside 15 minutes this week to write down what comes in and what goes out each month.',
          ],
          resourceIds: ['cfpb'],
        },
      ],
      notesLabel: 'Dates to remember, like when rent or a bill is due (optional)',
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
            'Ask them for one clear thing, like a ride, help with a form, or watching the kids while you apply.',
          ],
          resourceIds: [],
        },
        {
          id: 'no-one',
          label: 'No one right now',
          planSteps: [
            'You do not have to do this alone. A 211 specialist can talk it through with you and find local help.',
          ],
          resourceIds: ['211'],
        },
      ],
      notesLabel: 'Who could you ask? (optional)',
    },
  ],
  alwaysResourceIds: ['211'],
};
