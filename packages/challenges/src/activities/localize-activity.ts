import type { Activity } from './activity-types';
import type { ActivityWords } from './activity-words';

/**
 * A check-in in another language (issue 25): the English check-in's ids, services and order,
 * with `words` laid over its text by the steps' and choices' ids. Throws when a step, a choice or
 * a plan step has no words, or words name an id the check-in does not have, so a check-in can
 * never mix languages (the content tests load every check-in in every language).
 */
export function localizeActivity(english: Activity, words: ActivityWords): Activity {
  const { slug } = english;
  const stepIds = new Set(english.steps.map((step) => step.id));
  for (const id of Object.keys(words.steps)) {
    if (!stepIds.has(id)) throw new Error(`The ${slug} check-in has no step "${id}"`);
  }
  return {
    ...english,
    intro: words.intro,
    steps: english.steps.map((step) => {
      const stepWords = Object.hasOwn(words.steps, step.id) ? words.steps[step.id] : undefined;
      if (!stepWords) throw new Error(`The ${slug} check-in's step "${step.id}" has no words`);
      if ((step.hint === undefined) !== (stepWords.hint === undefined)) {
        throw new Error(
          `The ${slug} check-in's step "${step.id}" hint is not translated one for one`,
        );
      }
      const choiceIds = new Set(step.choices.map((choice) => choice.id));
      for (const id of Object.keys(stepWords.choices)) {
        if (!choiceIds.has(id))
          throw new Error(`The ${slug} step "${step.id}" has no choice "${id}"`);
      }
      return {
        ...step,
        question: stepWords.question,
        ...(stepWords.hint === undefined ? {} : { hint: stepWords.hint }),
        notesLabel: stepWords.notesLabel,
        choices: step.choices.map((choice) => {
          const choiceWords = Object.hasOwn(stepWords.choices, choice.id)
            ? stepWords.choices[choice.id]
            : undefined;
          if (!choiceWords || choiceWords.planSteps.length !== choice.planSteps.length) {
            throw new Error(
              `The ${slug} step "${step.id}" choice "${choice.id}" is not translated one for one`,
            );
          }
          return { ...choice, label: choiceWords.label, planSteps: choiceWords.planSteps };
        }),
      };
    }),
  };
}
