/** The challenge pages that are guided activities rather than hubs. */
export const ACTIVITY_SLUGS = [
  'poverty-challenge',
  'health-challenge',
  'immigration-challenge',
  'discrimination-challenge',
] as const;

/** One of the four guided check-ins (the `-challenge` slugs), e.g. `'poverty-challenge'`. */
export type ActivitySlug = (typeof ACTIVITY_SLUGS)[number];

/** Whether a string names one of the guided activities. */
export function isActivitySlug(value: string): value is ActivitySlug {
  return (ACTIVITY_SLUGS as readonly string[]).includes(value);
}

/** One answer a visitor can pick, and what it adds to their action plan. */
export interface ActivityChoice {
  /** kebab-case, unique within its step, stable (answers are saved by it). */
  id: string;
  label: string;
  /** What to do, added to the plan when this is chosen. Plain words, one action each. */
  planSteps: readonly string[];
  /** Matching services (resource ids from the directory), added to the plan when chosen. */
  resourceIds: readonly string[];
  /**
   * Put this choice's steps and services at the top of the plan, before the other answers' (for
   * "I need help today": the first thing to do is not step five).
   */
  first?: true;
}

/** One step of the check-in: a question with choices, and room for a note. */
export interface ActivityStep {
  /** kebab-case, unique within its activity, stable (answers are saved by it). */
  id: string;
  question: string;
  /** A short line under the question. */
  hint?: string;
  /** Whether more than one choice can be picked (checkboxes) or just one (radio buttons). */
  multiple: boolean;
  choices: readonly ActivityChoice[];
  /** The label of the optional notes box. */
  notesLabel: string;
}

/** A guided check-in that ends in a personal action plan. */
export interface Activity {
  slug: ActivitySlug;
  /** What the check-in is for, shown before the first question. */
  intro: string;
  steps: readonly ActivityStep[];
  /** Services every plan of this activity lists, after the ones the answers picked. */
  alwaysResourceIds: readonly string[];
}

/** What the visitor answered on one step. */
export interface StepAnswer {
  /** The ids of the choices picked, in the options' order (empty when none). */
  choices: readonly string[];
  /** What the visitor wrote in the step's notes box ('' when nothing). */
  note: string;
}

/** Every answer so far, by step id. */
export type ActivityAnswers = Readonly<Record<string, StepAnswer>>;
