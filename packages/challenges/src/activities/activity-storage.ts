import { STORED_KEYS } from '@harbor-help/device-storage';
import type { Activity, ActivityAnswers, ActivitySlug, StepAnswer } from './activity-types';

/**
 * The localStorage key of one activity's answers, `harbor-activity:<slug>`. They never leave the
 * browser, and in shared-computer mode not even this page's memory.
 */
export function activityStorageKey(slug: ActivitySlug): string {
  return `${STORED_KEYS.checkInAnswers.key}${slug}`;
}

/** What an activity's answers are kept in: a `Storage`, or `keptStore` of `@harbor-help/device-storage`. */
export type ActivityStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a visitor is in one activity. */
export interface ActivityProgress {
  /** The answers so far, by step id. */
  answers: ActivityAnswers;
  /** The step being shown (0-based). */
  step: number;
  /** True once the plan was shown. */
  finished: boolean;
}

type ReadStorage = Pick<Storage, 'getItem'>;

function isStepAnswer(value: unknown): value is StepAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { choices, note } = value as Record<string, unknown>;
  return (
    Array.isArray(choices) &&
    choices.every((choice) => typeof choice === 'string') &&
    typeof note === 'string'
  );
}

/**
 * Reads the saved progress of one activity. Anything missing, unreadable or not in our shape
 * reads as null. Never throws.
 */
export function readActivityProgress(
  storage: ReadStorage | null,
  slug: ActivitySlug,
): ActivityProgress | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(activityStorageKey(slug));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const { answers, step, finished } = parsed;
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0) return null;
    const kept: Record<string, StepAnswer> = {};
    for (const [id, answer] of Object.entries(answers)) {
      if (isStepAnswer(answer)) kept[id] = { choices: [...answer.choices], note: answer.note };
    }
    return { answers: kept, step, finished: finished === true };
  } catch {
    return null;
  }
}

/** Keeps only the answers that fit the activity (known steps and choices, notes of sane length). */
export function answersFor(activity: Activity, answers: ActivityAnswers): ActivityAnswers {
  const kept: Record<string, StepAnswer> = {};
  for (const step of activity.steps) {
    const answer = answers[step.id];
    if (!answer) continue;
    const ids = step.choices.map((choice) => choice.id);
    const choices = answer.choices.filter((choice) => ids.includes(choice));
    kept[step.id] = {
      choices: step.multiple ? choices : choices.slice(0, 1),
      note: answer.note.slice(0, MAX_NOTE_LENGTH),
    };
  }
  return kept;
}

/** The longest note kept. */
export const MAX_NOTE_LENGTH = 2000;

/** Saves one activity's progress. Storage that is missing or throws is skipped. Never throws. */
export function writeActivityProgress(
  storage: Pick<Storage, 'setItem'> | null,
  slug: ActivitySlug,
  progress: ActivityProgress,
): void {
  if (!storage) return;
  try {
    storage.setItem(activityStorageKey(slug), JSON.stringify(progress));
  } catch {
    // Full quota or blocked: the answers stay on screen, just not for next time.
  }
}

/** Removes one activity's saved answers. Never throws. */
export function clearActivityProgress(
  storage: Pick<Storage, 'removeItem'> | null,
  slug: ActivitySlug,
): void {
  if (!storage) return;
  try {
    storage.removeItem(activityStorageKey(slug));
  } catch {
    // Nothing more we can do; the screen is cleared either way.
  }
}

/** Whether saved progress is worth offering to continue: started, not finished. */
export function isUnfinished(progress: ActivityProgress | null): progress is ActivityProgress {
  return (
    progress !== null &&
    !progress.finished &&
    (progress.step > 0 ||
      Object.values(progress.answers).some(
        (answer) => answer.choices.length > 0 || answer.note.trim() !== '',
      ))
  );
}
