import type { ShownLine } from '@harbor-help/challenges';

/**
 * The visitor's safety plan: the Stanley–Brown Safety Planning Intervention's steps, in plain
 * words, each a short list of what the visitor wrote. Plain data and pure functions: the page
 * keeps it (plan-storage.ts), saves it as a file and opens it again (`planFileText`,
 * `readPlanFile`).
 */

export const PLAN_STEPS = [
  {
    id: 'warningSigns',
    title: 'Warning signs',
    prompt:
      'What thoughts, feelings or events tell you that a hard time may be starting? For example: "I stop answering my phone."',
    entry: 'Warning sign',
    add: 'Add a warning sign',
  },
  {
    id: 'onMyOwn',
    title: 'Things I can do on my own',
    prompt:
      'What can you do by yourself to feel a bit better, or to take your mind off things? For example: a walk, music or a shower.',
    entry: 'Thing I can do',
    add: 'Add something I can do',
  },
  {
    id: 'distractions',
    title: 'People and places that take my mind off things',
    prompt:
      'Who can you be with, or where can you go, to think about something else? You do not have to tell them how you feel.',
    entry: 'Person or place',
    add: 'Add a person or place',
  },
  {
    id: 'askForHelp',
    title: 'People I can ask for help',
    prompt: 'Who can you tell that you are having a hard time? Write their name and phone number.',
    entry: 'Person I can ask',
    add: 'Add a person',
  },
  {
    id: 'professionals',
    title: 'Professionals and crisis lines',
    prompt:
      'Who can you call or text to talk to someone trained? We added the crisis lines for your country. You can change them, and add your doctor or counselor.',
    entry: 'Professional or line',
    add: 'Add a professional or line',
  },
  {
    id: 'saferSpace',
    title: 'Making my space safer',
    prompt:
      'What can you do to keep things you might use to hurt yourself away from you? You could ask someone you trust to keep them for now.',
    entry: 'Step to make my space safer',
    add: 'Add a step',
  },
  {
    id: 'reasons',
    title: 'My reasons for living',
    prompt: 'What matters most to you? It can be people, pets, plans or small things you enjoy.',
    entry: 'Reason for living',
    add: 'Add a reason',
  },
] as const;

export type StepId = (typeof PLAN_STEPS)[number]['id'];

/** What a step says: its title, its prompt, the name of one entry and its add button. */
export interface PlanStep {
  readonly id: StepId;
  readonly title: string;
  readonly prompt: string;
  readonly entry: string;
  readonly add: string;
}

/** What the visitor wrote under each step, in order. */
export type SafetyPlan = Readonly<Record<StepId, readonly string[]>>;

/** At most this many entries under one step. */
export const MAX_ENTRIES = 10;
/** At most this many characters in one entry. */
export const MAX_ENTRY_LENGTH = 200;
/** A plan file larger than this is not one Harbor saved (a full plan is about 15 kB). */
export const MAX_FILE_BYTES = 100_000;
/** The name of a downloaded plan. */
export const PLAN_FILE_NAME = 'my-safety-plan.json';
/** What a plan file says it is, so another JSON file is not read as a plan. */
export const PLAN_FILE_FORMAT = 'harbor-safety-plan';
export const PLAN_FILE_VERSION = 1;

const STEP_IDS = PLAN_STEPS.map((step) => step.id) as StepId[];

/** A plan with nothing written in it. */
export function emptyPlan(): SafetyPlan {
  return Object.fromEntries(STEP_IDS.map((id) => [id, []])) as unknown as SafetyPlan;
}

/** Whether nothing but blanks is written anywhere in the plan. */
export function isEmptyPlan(plan: SafetyPlan): boolean {
  return STEP_IDS.every((id) => plan[id].every((entry) => entry.trim() === ''));
}

function withStep(plan: SafetyPlan, step: StepId, entries: readonly string[]): SafetyPlan {
  return { ...plan, [step]: entries };
}

/** A new empty entry at the end of `step`; the same plan when the step is full. */
export function addEntry(plan: SafetyPlan, step: StepId, text = ''): SafetyPlan {
  if (plan[step].length >= MAX_ENTRIES) return plan;
  return withStep(plan, step, [...plan[step], text.slice(0, MAX_ENTRY_LENGTH)]);
}

/** Entry `index` of `step` changed to `text` (cut to `MAX_ENTRY_LENGTH`). */
export function editEntry(plan: SafetyPlan, step: StepId, index: number, text: string): SafetyPlan {
  if (index < 0 || index >= plan[step].length) return plan;
  const entries = [...plan[step]];
  entries[index] = text.slice(0, MAX_ENTRY_LENGTH);
  return withStep(plan, step, entries);
}

/** Entry `index` of `step` removed. */
export function removeEntry(plan: SafetyPlan, step: StepId, index: number): SafetyPlan {
  if (index < 0 || index >= plan[step].length) return plan;
  return withStep(
    plan,
    step,
    plan[step].filter((_entry, at) => at !== index),
  );
}

/**
 * A plan from what was stored or read from a file: `{ steps: { <step>: string[] } }`. Unknown
 * steps are left out; entries are cut to the limits. Null when it is not a plan: not an object,
 * no `steps` object, or a step that is not a list of text.
 */
export function parsePlan(value: unknown): SafetyPlan | null {
  if (typeof value !== 'object' || value === null) return null;
  const steps = (value as { steps?: unknown }).steps;
  if (typeof steps !== 'object' || steps === null || Array.isArray(steps)) return null;
  const plan: Record<string, string[]> = {};
  for (const id of STEP_IDS) {
    const entries = (steps as Record<string, unknown>)[id];
    if (entries === undefined) {
      plan[id] = [];
      continue;
    }
    if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string')) {
      return null;
    }
    plan[id] = (entries as string[])
      .slice(0, MAX_ENTRIES)
      .map((entry) => entry.slice(0, MAX_ENTRY_LENGTH));
  }
  return plan as unknown as SafetyPlan;
}

/** How a plan is kept in storage and in a file. */
export function planToJson(plan: SafetyPlan): string {
  return JSON.stringify({ format: PLAN_FILE_FORMAT, version: PLAN_FILE_VERSION, steps: plan });
}

/** The text of a downloaded plan file: the same JSON, laid out for reading. */
export function planFileText(plan: SafetyPlan): string {
  return `${JSON.stringify({ format: PLAN_FILE_FORMAT, version: PLAN_FILE_VERSION, steps: plan }, null, 2)}\n`;
}

/**
 * What opening a plan file gave: the plan, or why it is not one (`'not-a-plan'`: not a plan
 * saved from Harbor; `'too-big'`: too big to be one). The page says why in its own language.
 */
export type PlanFileResult =
  { ok: true; plan: SafetyPlan } | { ok: false; reason: 'not-a-plan' | 'too-big' };

/** Reads a plan file's text: a plan saved by "Download my plan", or why it is not one. */
export function readPlanFile(text: string): PlanFileResult {
  if (text.length > MAX_FILE_BYTES) return { ok: false, reason: 'too-big' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-a-plan' };
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    (value as { format?: unknown }).format !== PLAN_FILE_FORMAT ||
    (value as { version?: unknown }).version !== PLAN_FILE_VERSION
  ) {
    return { ok: false, reason: 'not-a-plan' };
  }
  const plan = parsePlan(value);
  return plan ? { ok: true, plan } : { ok: false, reason: 'not-a-plan' };
}

/** One crisis line as an entry of the plan: "988 Suicide & Crisis Lifeline: call or text 988". */
export function lineEntry(line: ShownLine): string | null {
  const ways: string[] = [];
  const { phone, text } = line;
  if (phone && text && !text.body && text.number === phone.tel) {
    ways.push(`call or text ${phone.display}`);
  } else {
    if (phone) ways.push(`call ${phone.display}`);
    if (text) ways.push(text.body ? `text ${text.body} to ${text.number}` : `text ${text.number}`);
  }
  if (ways.length === 0) return null;
  return `${line.name}: ${ways.join(', or ')}`.slice(0, MAX_ENTRY_LENGTH);
}

/** The visitor's country's crisis lines as the professionals step's first entries. */
export function crisisLineEntries(lines: readonly ShownLine[]): string[] {
  return lines
    .map(lineEntry)
    .filter((entry): entry is string => entry !== null)
    .slice(0, MAX_ENTRIES);
}
