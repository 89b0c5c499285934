import { describe, expect, it } from 'vitest';
import { ACTIVITY_SLUGS } from './activity-types';
import { loadActivity, loadActivityIn } from './load-activity';
import { localizeActivity } from './localize-activity';

/** Every number written in a text ("1-800-786-2929", "988", "30"), sorted. */
function numbers(text: string): string[] {
  return (text.match(/\d(?:[\d-]*\d)?/g) ?? []).sort();
}

/** Answers that are the same word in both languages. */
const SAME_IN_SPANISH = new Set(['No']);

const loaded = await Promise.all(
  ACTIVITY_SLUGS.map(
    async (slug) => [slug, await loadActivity(slug), await loadActivityIn('es', slug)] as const,
  ),
);

describe.each(loaded)('the %s check-in in Spanish', (slug, english, spanish) => {
  it('keeps the English steps, choices, ids, services and order', () => {
    expect(spanish.slug).toBe(slug);
    expect(spanish.alwaysResourceIds).toEqual(english.alwaysResourceIds);
    const shape = (activity: typeof english) =>
      activity.steps.map((step) => ({
        id: step.id,
        multiple: step.multiple,
        hint: step.hint === undefined,
        choices: step.choices.map((choice) => ({
          id: choice.id,
          first: choice.first,
          resourceIds: choice.resourceIds,
          planSteps: choice.planSteps.length,
        })),
      }));
    expect(shape(spanish)).toEqual(shape(english));
  });

  it('translates every question, hint, label and plan step, keeping each one’s numbers', () => {
    const texts = (activity: typeof english) => [
      activity.intro,
      ...activity.steps.flatMap((step) => [
        step.question,
        step.hint ?? '-',
        step.notesLabel,
        ...step.choices.flatMap((choice) => [choice.label, ...choice.planSteps]),
      ]),
    ];
    const spanishTexts = texts(spanish);
    texts(english).forEach((englishText, index) => {
      const spanishText = spanishTexts[index] ?? '';
      if (englishText !== '-' && !SAME_IN_SPANISH.has(englishText)) {
        expect(spanishText, englishText).not.toBe(englishText);
      }
      expect(numbers(spanishText), `${englishText}\n${spanishText}`).toEqual(numbers(englishText));
    });
  });
});

describe('localizeActivity', () => {
  const english = loaded[0]![1];
  const step = english.steps[0]!;
  const words = {
    intro: 'es',
    steps: Object.fromEntries(
      english.steps.map((each) => [
        each.id,
        {
          question: 'es',
          ...(each.hint === undefined ? {} : { hint: 'es' }),
          notesLabel: 'es',
          choices: Object.fromEntries(
            each.choices.map((choice) => [
              choice.id,
              { label: 'es', planSteps: choice.planSteps.map(() => 'es') },
            ]),
          ),
        },
      ]),
    ),
  };

  it('lays the words over the English by id', () => {
    expect(localizeActivity(english, words).steps[0]?.question).toBe('es');
  });

  it('refuses a step or choice without words, or words for an id the check-in lacks', () => {
    const { [step.id]: _left, ...withoutFirst } = words.steps;
    expect(() => localizeActivity(english, { ...words, steps: withoutFirst })).toThrow(
      `step "${step.id}" has no words`,
    );
    expect(() =>
      localizeActivity(english, {
        ...words,
        steps: { ...words.steps, gone: words.steps[step.id]! },
      }),
    ).toThrow('has no step "gone"');
    const firstChoice = step.choices[0]!.id;
    const { [firstChoice]: _choice, ...fewer } = words.steps[step.id]!.choices;
    expect(() =>
      localizeActivity(english, {
        ...words,
        steps: { ...words.steps, [step.id]: { ...words.steps[step.id]!, choices: fewer } },
      }),
    ).toThrow(`choice "${firstChoice}" is not translated one for one`);
  });
});
