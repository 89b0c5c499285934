import type { Activity } from './activity-types';

export const activity: Activity = {
  slug: 'discrimination-challenge',
  intro:
    'Answer four short questions about what happened. At the end you get a plan with steps and places that can help. Your answers stay on this device only.',
  steps: [
    {
      id: 'where',
      question: 'Where were you treated unfairly?',
      hint: 'Pick all that apply.',
      multiple: true,
      choices: [
        {
          id: 'work',
          label: 'At work, or when applying for a job',
          planSteps: [
            'You can file a complaint (called a charge) with the EEOC. There are time limits, so do not wait too long.',
          ],
          resourceIds: ['eeoc'],
        },
        {
          id: 'housing',
          label: 'When renting or buying a home',
          planSteps: ['You can file a fair housing complaint with HUD.'],
          resourceIds: ['hud-fair-housing'],
        },
        {
          id: 'school',
          label: 'At school or college',
          planSteps: [
            'Tell the school in writing, and keep a copy. You can also file a complaint with the Office for Civil Rights.',
          ],
          resourceIds: [],
        },
        {
          id: 'health-care',
          label: 'At a hospital, clinic or other health service',
          planSteps: ['You can file a complaint with the HHS Office for Civil Rights.'],
          resourceIds: ['hhs-office-for-civil-rights'],
        },
        {
          id: 'elsewhere',
          label: 'Somewhere else',
          planSteps: ['Ask legal aid what your options are.'],
          resourceIds: ['legal-services-corporation'],
        },
      ],
      notesLabel: 'What happened, in your own words (optional)',
    },
    {
      id: 'records',
      question: 'Have you written down what happened?',
      multiple: false,
      choices: [
        {
          id: 'yes',
          label: 'Yes',
          planSteps: [
            'Keep your notes, emails, texts and photos together, with a copy in a second safe place.',
          ],
          resourceIds: [],
        },
        {
          id: 'not-yet',
          label: 'Not yet',
          planSteps: [
            'Write down what happened while you remember it: the date, the place, who was there, and what was said or done. Save any emails, texts or photos.',
          ],
          resourceIds: [],
        },
      ],
      notesLabel: 'Names and dates to remember (optional)',
    },
    {
      id: 'feelings',
      question: 'How are you feeling?',
      multiple: false,
      choices: [
        {
          id: 'coping',
          label: 'Upset, but coping',
          planSteps: [
            'Do one thing today that helps you feel steady, like a walk or a call with a friend.',
          ],
          resourceIds: [],
        },
        {
          id: 'low',
          label: 'Worn down or very low',
          planSteps: [
            'Being treated unfairly can really hurt. Talk to someone: call or text 988, or text HOME to 741741, any time.',
          ],
          resourceIds: ['988-lifeline', 'crisis-text-line'],
        },
        {
          id: 'lgbtq',
          label: 'I want to talk to someone who understands LGBTQ+ lives',
          planSteps: [
            'Reach out to The Trevor Project (for LGBTQ+ young people) or Trans Lifeline (run by and for trans people).',
          ],
          resourceIds: ['988-lifeline'],
        },
      ],
      notesLabel: 'Anything else you are feeling (optional)',
    },
    {
      id: 'safety',
      question: 'Are you safe right now?',
      multiple: false,
      choices: [
        {
          id: 'safe',
          label: 'Yes',
          planSteps: [],
          resourceIds: [],
        },
        {
          id: 'threatened',
          label: 'No, someone threatened or hurt me',
          planSteps: [
            'If you are in danger now, call 911. You can report threats and violence to the police.',
          ],
          resourceIds: [],
        },
      ],
      notesLabel: 'What would help you feel safer? (optional)',
    },
  ],
  alwaysResourceIds: ['legal-services-corporation'],
};
