/** One choice's words in another language: its label and the plan steps it adds, same order. */
export interface ChoiceWords {
  label: string;
  planSteps: readonly string[];
}

/** One step's words in another language, its choices keyed by their stable ids. */
export interface StepWords {
  question: string;
  /** Present when the English step has a hint. */
  hint?: string;
  notesLabel: string;
  choices: Readonly<Record<string, ChoiceWords>>;
}

/**
 * A check-in's words in another language (issue 25): the text of `Activity`, keyed by the
 * stable ids of its steps and choices. The ids, the services and which choice comes first stay in
 * the English module, written once; `localizeActivity` lays these words over them.
 */
export interface ActivityWords {
  intro: string;
  steps: Readonly<Record<string, StepWords>>;
}
