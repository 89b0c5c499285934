import { CRISIS_LINES } from '@harbor-help/challenges';
import { describe, expect, it } from 'vitest';
import {
  MAX_ENTRIES,
  MAX_ENTRY_LENGTH,
  PLAN_STEPS,
  addEntry,
  crisisLineEntries,
  editEntry,
  emptyPlan,
  isEmptyPlan,
  parsePlan,
  planFileText,
  readPlanFile,
  removeEntry,
} from './plan';

describe('the plan’s steps', () => {
  it('are the Stanley–Brown steps in order, with reasons for living last', () => {
    expect(PLAN_STEPS.map((step) => step.title)).toEqual([
      'Warning signs',
      'Things I can do on my own',
      'People and places that take my mind off things',
      'People I can ask for help',
      'Professionals and crisis lines',
      'Making my space safer',
      'My reasons for living',
    ]);
  });
});

describe('adding, editing and removing entries', () => {
  it('adds an empty entry, edits it, and removes it, leaving the other steps alone', () => {
    let plan = addEntry(emptyPlan(), 'warningSigns');
    expect(plan.warningSigns).toEqual(['']);
    plan = editEntry(plan, 'warningSigns', 0, 'I stop sleeping');
    plan = addEntry(plan, 'warningSigns', 'I stay in bed');
    expect(plan.warningSigns).toEqual(['I stop sleeping', 'I stay in bed']);
    plan = removeEntry(plan, 'warningSigns', 0);
    expect(plan.warningSigns).toEqual(['I stay in bed']);
    expect(plan.reasons).toEqual([]);
  });

  it('never changes the plan it was given', () => {
    const plan = emptyPlan();
    addEntry(plan, 'reasons', 'My dog');
    expect(plan.reasons).toEqual([]);
  });

  it(`keeps at most ${MAX_ENTRIES} entries a step and ${MAX_ENTRY_LENGTH} characters an entry`, () => {
    let plan = emptyPlan();
    for (let count = 0; count < MAX_ENTRIES + 3; count += 1) plan = addEntry(plan, 'reasons', 'x');
    expect(plan.reasons).toHaveLength(MAX_ENTRIES);
    plan = editEntry(plan, 'reasons', 0, 'a'.repeat(MAX_ENTRY_LENGTH + 50));
    expect(plan.reasons[0]).toHaveLength(MAX_ENTRY_LENGTH);
  });

  it('ignores an entry that is not there', () => {
    const plan = addEntry(emptyPlan(), 'reasons', 'My kids');
    expect(editEntry(plan, 'reasons', 3, 'x')).toBe(plan);
    expect(removeEntry(plan, 'reasons', -1)).toBe(plan);
  });

  it('counts a plan of blanks as empty', () => {
    expect(isEmptyPlan(emptyPlan())).toBe(true);
    expect(isEmptyPlan(addEntry(emptyPlan(), 'reasons', '  '))).toBe(true);
    expect(isEmptyPlan(addEntry(emptyPlan(), 'reasons', 'My sister'))).toBe(false);
  });
});

describe('a plan file', () => {
  const plan = editEntry(
    addEntry(addEntry(emptyPlan(), 'askForHelp', 'Mom 555-123-4567'), 'reasons', ''),
    'reasons',
    0,
    'Seeing the sea again',
  );

  it('opens as the same plan it was saved from', () => {
    expect(readPlanFile(planFileText(plan))).toEqual({ ok: true, plan });
  });

  it.each([
    ['not JSON', 'Mom 555-123-4567'],
    ['JSON that is not a plan', '{"name":"something else"}'],
    ['a plan of another version', '{"format":"harbor-safety-plan","version":2,"steps":{}}'],
    [
      'a step that is not a list',
      '{"format":"harbor-safety-plan","version":1,"steps":{"reasons":"x"}}',
    ],
    [
      'an entry that is not text',
      '{"format":"harbor-safety-plan","version":1,"steps":{"reasons":[1]}}',
    ],
    ['no steps', '{"format":"harbor-safety-plan","version":1}'],
    ['empty', ''],
  ])('is refused when it is %s, as not a plan', (_what, text) => {
    expect(readPlanFile(text)).toEqual({ ok: false, reason: 'not-a-plan' });
  });

  it('is refused when it is far too big to be a plan', () => {
    expect(readPlanFile(' '.repeat(200_000))).toEqual({ ok: false, reason: 'too-big' });
  });

  it('is cut to the limits and loses unknown steps', () => {
    const text = JSON.stringify({
      format: 'harbor-safety-plan',
      version: 1,
      steps: { reasons: Array(20).fill('b'.repeat(500)), somethingElse: ['x'] },
    });
    const result = readPlanFile(text);
    if (!result.ok) throw new Error(result.reason);
    expect(result.plan.reasons).toHaveLength(MAX_ENTRIES);
    expect(result.plan.reasons[0]).toHaveLength(MAX_ENTRY_LENGTH);
    expect(Object.keys(result.plan)).not.toContain('somethingElse');
  });

  it('reads what storage keeps the same way', () => {
    expect(parsePlan(JSON.parse(planFileText(plan)))).toEqual(plan);
    expect(parsePlan(null)).toBeNull();
    expect(parsePlan('plan')).toBeNull();
  });
});

describe('the crisis lines a new plan starts with', () => {
  it('are the US lines, each with how to reach it', () => {
    expect(crisisLineEntries(CRISIS_LINES)).toEqual([
      'Emergency services: call 911',
      '988 Suicide & Crisis Lifeline: call or text 988',
      'Crisis Text Line: text 741741',
      'National Domestic Violence Hotline: call 1-800-799-7233, or text START to 88788',
    ]);
  });

  it('are another country’s own lines when given them', () => {
    expect(
      crisisLineEntries([
        {
          name: 'Samaritans',
          offers: 'x',
          phone: { display: '116 123', tel: '116123' },
          source: { url: 'https://www.samaritans.org', checked: '2026-11-25', quote: 'xxxxx' },
        },
        {
          name: 'A chat-only line',
          offers: 'x',
          url: 'https://example.org',
          source: { url: 'https://example.org', checked: '2026-11-25', quote: 'xxxxx' },
        },
      ]),
    ).toEqual(['Samaritans: call 116 123']);
  });
});
