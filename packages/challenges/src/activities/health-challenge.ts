import type { Activity } from './activity-types';

export const activity: Activity = {
  slug: 'health-challenge',
  intro:
    'Answer four short questions about your health and the care you need. At the end you get a plan with steps and services that fit your answers. Your answers stay on this device only.',
  steps: [
    {
      id: 'needs',
      question: 'What kind of care do you need?',
      hint: 'Pick all that apply.',
      multiple: true,
      choices: [
        {
          id: 'checkup',
          label: 'A doctor for a checkup or a health problem',
          planSteps: [
            'Find a community health center near you. They see you even without insurance and charge less if you earn less.',
          ],
          resourceIds: ['hrsa-health-centers'],
        },
        {
          id: 'mental',
          label: 'Help with stress, worry or low mood',
          planSteps: [
            'Ask a health center or your doctor about counseling.',
            'If you are thinking about suicide or feel unsafe, call or text 988 now.',
          ],
          resourceIds: ['988-lifeline', 'nami-helpline'],
        },
        {
          id: 'substances',
          label: 'Help with alcohol or drug use',
          planSteps: [
            'Call SAMHSA’s National Helpline for free, private referrals to treatment near you.',
          ],
          resourceIds: ['samhsa-helpline'],
        },
        {
          id: 'pregnancy',
          label: 'Care during or after pregnancy',
          planSteps: [
            'Book prenatal or after-birth care at a health center, and ask about WIC for food help.',
          ],
          resourceIds: ['hrsa-health-centers', 'wic', 'maternal-mental-health-hotline'],
        },
        {
          id: 'caregiving',
          label: 'Care for someone else, like a parent or partner',
          planSteps: [
            'Ask the Eldercare Locator about help at home, meals and support for caregivers.',
          ],
          resourceIds: ['211'],
        },
      ],
      notesLabel: 'Symptoms or questions to tell a doctor (optional)',
    },
    {
      id: 'coverage',
      question: 'Do you have health insurance?',
      multiple: false,
      choices: [
        {
          id: 'none',
          label: 'No',
          planSteps: [
            'Check if you can get Medicaid or a low-cost plan on HealthCare.gov. Some people can sign up at any time of year.',
          ],
          resourceIds: ['hrsa-health-centers'],
        },
        {
          id: 'medicare',
          label: 'Yes, Medicare',
          planSteps: ['Call Medicare if you have questions about what your plan covers.'],
          resourceIds: ['211'],
        },
        {
          id: 'other',
          label: 'Yes, another plan',
          planSteps: [
            'Call the number on your insurance card and ask which doctors and services are covered.',
          ],
          resourceIds: [],
        },
        {
          id: 'not-sure',
          label: 'I am not sure',
          planSteps: [
            'Look for any insurance card or letters you have, and ask a health center to help you check.',
          ],
          resourceIds: ['hrsa-health-centers'],
        },
      ],
      notesLabel: 'Anything about costs that worries you (optional)',
    },
    {
      id: 'barriers',
      question: 'What gets in the way of getting care?',
      hint: 'Pick all that apply.',
      multiple: true,
      choices: [
        {
          id: 'cost',
          label: 'The cost',
          planSteps: [
            'Ask for the price before a visit, and ask if there is a sliding fee or a payment plan.',
          ],
          resourceIds: ['hrsa-health-centers'],
        },
        {
          id: 'time',
          label: 'Time off work or child care',
          planSteps: [
            'Ask the clinic about early, late or weekend times, or a phone or video visit.',
          ],
          resourceIds: [],
        },
        {
          id: 'treated-unfairly',
          label: 'Being treated unfairly',
          planSteps: [
            'If a health service treated you unfairly because of your race, disability, age, sex or language, you can file a complaint.',
          ],
          resourceIds: ['hhs-office-for-civil-rights'],
        },
        {
          id: 'where-to-start',
          label: 'Not knowing where to start',
          planSteps: ['Call 211 and ask for health services near you.'],
          resourceIds: ['211'],
        },
      ],
      notesLabel: 'Anything else that makes it hard (optional)',
    },
    {
      id: 'urgency',
      question: 'How urgent is it?',
      multiple: false,
      choices: [
        {
          id: 'emergency',
          label: 'It feels like an emergency',
          planSteps: [
            'Call 911 or go to the nearest emergency room now. If someone swallowed something harmful, call Poison Control.',
          ],
          resourceIds: ['poison-control'],
        },
        {
          id: 'soon',
          label: 'I need to see someone in the next few days',
          planSteps: ['Call a clinic tomorrow morning and ask for the first free appointment.'],
          resourceIds: [],
        },
        {
          id: 'can-wait',
          label: 'It can wait a little',
          planSteps: ['Pick a day this week to call and book a visit, and write it down.'],
          resourceIds: [],
        },
      ],
      notesLabel: 'Medicines you take, to bring to a visit (optional)',
    },
  ],
  alwaysResourceIds: ['211'],
};
