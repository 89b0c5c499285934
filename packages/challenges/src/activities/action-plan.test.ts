import { describe, expect, it } from 'vitest';
import { actionPlanText, buildActionPlan } from './action-plan';
import type { Activity } from './activity-types';

const activity: Activity = {
  slug: 'poverty-challenge',
  intro: 'Intro.',
  steps: [
    {
      id: 'worries',
      question: 'What worries you?',
      multiple: true,
      choices: [
        { id: 'food', label: 'Food', planSteps: ['Find a pantry.'], resourceIds: ['211', 'snap'] },
        { id: 'rent', label: 'Rent', planSteps: ['Ask about rent help.'], resourceIds: ['211'] },
      ],
      notesLabel: 'Notes',
    },
    {
      id: 'urgency',
      question: 'How soon?',
      multiple: false,
      choices: [
        {
          id: 'today',
          label: 'Today',
          planSteps: ['Find a pantry.', 'Call now.'],
          resourceIds: [],
        },
        { id: 'later', label: 'Later', planSteps: ['Plan ahead.'], resourceIds: ['nfcc'] },
      ],
      notesLabel: 'Dates',
    },
  ],
  alwaysResourceIds: ['lawhelp-org', '211'],
};

describe('buildActionPlan with help needed today', () => {
  const urgent: Activity = {
    ...activity,
    steps: activity.steps.map((step) =>
      step.id === 'urgency'
        ? {
            ...step,
            choices: step.choices.map((choice) =>
              choice.id === 'today' ? { ...choice, first: true as const } : choice,
            ),
          }
        : step,
    ),
  };

  it('puts the steps of a choice marked first at the top, then the rest in order', () => {
    const plan = buildActionPlan(urgent, {
      worries: { choices: ['rent', 'food'], note: '' },
      urgency: { choices: ['today'], note: '' },
    });
    expect(plan.steps).toEqual(['Find a pantry.', 'Call now.', 'Ask about rent help.']);
  });

  it('keeps the usual order when that choice is not made', () => {
    const plan = buildActionPlan(urgent, {
      worries: { choices: ['rent'], note: '' },
      urgency: { choices: ['later'], note: '' },
    });
    expect(plan.steps).toEqual(['Ask about rent help.', 'Plan ahead.']);
  });
});

describe('the poverty check-in’s plan', () => {
  it('starts with calling 211 today when help is needed today, and gives a renter no mortgage line', async () => {
    const { activity: poverty } = await import('./poverty-challenge');
    const plan = buildActionPlan(poverty, {
      worries: { choices: ['food', 'housing', 'job'], note: '' },
      urgency: { choices: ['today'], note: '' },
    });
    expect(plan.steps[0]).toMatch(/^Start with the most urgent need today\. Call 211 now\./);
    expect(plan.steps.join(' ')).toMatch(/Feeding America food bank finder/);
    expect(plan.steps.join(' ')).toMatch(/apply for unemployment benefits now/);
    expect(plan.resourceIds).toEqual(
      expect.arrayContaining(['feeding-america', 'unemployment-benefits-finder']),
    );
    expect(plan.resourceIds).not.toContain('hope-hotline');

    const owner = buildActionPlan(poverty, { worries: { choices: ['mortgage'], note: '' } });
    expect(owner.resourceIds).toContain('hope-hotline');
  });
});

describe('buildActionPlan', () => {
  describe('given answers on every step', () => {
    const plan = buildActionPlan(activity, {
      worries: { choices: ['rent', 'food'], note: '  Rent is due Friday. ' },
      urgency: { choices: ['today'], note: '' },
    });

    it('lists the steps of every chosen answer in question and choice order, without repeats', () => {
      expect(plan.steps).toEqual(['Find a pantry.', 'Ask about rent help.', 'Call now.']);
    });

    it('lists the matching services first and the activity’s own after, without repeats', () => {
      expect(plan.resourceIds).toEqual(['211', 'snap', 'lawhelp-org']);
    });

    it('sums up what was chosen under each question', () => {
      expect(plan.summary).toEqual([
        { question: 'What worries you?', chosen: ['Food', 'Rent'] },
        { question: 'How soon?', chosen: ['Today'] },
      ]);
    });

    it('keeps the notes, trimmed, with their question', () => {
      expect(plan.notes).toEqual([{ question: 'What worries you?', note: 'Rent is due Friday.' }]);
    });
  });

  describe('given no answers', () => {
    it('has no steps and lists only the activity’s own services', () => {
      const plan = buildActionPlan(activity, {});
      expect(plan.steps).toEqual([]);
      expect(plan.summary).toEqual([]);
      expect(plan.resourceIds).toEqual(['lawhelp-org', '211']);
    });
  });

  describe('given answers naming steps and choices the activity lacks', () => {
    it('ignores them', () => {
      const plan = buildActionPlan(activity, {
        gone: { choices: ['food'], note: 'old' },
        worries: { choices: ['not-a-choice'], note: '' },
      });
      expect(plan.steps).toEqual([]);
      expect(plan.notes).toEqual([]);
    });
  });
});

describe('actionPlanText', () => {
  it('writes the steps, the services with their contacts, the notes and the crisis lines', () => {
    const plan = buildActionPlan(activity, {
      worries: { choices: ['food'], note: 'Call before noon.' },
    });
    const text = actionPlanText('Facing poverty', plan, [
      { id: 'snap', name: 'SNAP', url: 'https://www.fns.usda.gov/snap' },
      {
        id: '211',
        name: '211',
        phone: { display: '211' },
        text: { display: 'Text your ZIP to 898-211' },
      },
    ]);

    expect(text).toBe(
      [
        'My action plan: Facing poverty',
        '',
        'What I will do:',
        '1. Find a pantry.',
        '',
        'Services that can help:',
        '- 211: call 211, Text your ZIP to 898-211',
        '- SNAP: https://www.fns.usda.gov/snap',
        '',
        'My notes:',
        '- What worries you? Call before noon.',
        '',
        'In danger right now? Call 911. Thinking about suicide? Call or text 988.',
      ].join('\n'),
    );
  });
});
