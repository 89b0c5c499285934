import { describe, expect, it } from 'vitest';
import { challenges } from '../challenge-content';
import { loadResources } from '../resources/load-resources';
import { ACTIVITY_SLUGS, isActivitySlug } from './activity-types';
import { loadActivity } from './load-activity';

describe('the guided activities', () => {
  it('are the four -challenge pages', () => {
    expect([...ACTIVITY_SLUGS]).toEqual([
      'poverty-challenge',
      'health-challenge',
      'immigration-challenge',
      'discrimination-challenge',
    ]);
    for (const slug of ACTIVITY_SLUGS) expect(challenges[slug].slug).toBe(slug);
    expect(isActivitySlug('poverty')).toBe(false);
    expect(isActivitySlug('toString')).toBe(false);
  });

  describe.each(ACTIVITY_SLUGS)('%s', (slug) => {
    it('loads, under its own slug', async () => {
      expect((await loadActivity(slug)).slug).toBe(slug);
    });

    it('has 3 to 5 steps, each with a question, at least two choices and a notes label', async () => {
      const activity = await loadActivity(slug);
      expect(activity.intro.length).toBeGreaterThan(20);
      expect(activity.steps.length).toBeGreaterThanOrEqual(3);
      expect(activity.steps.length).toBeLessThanOrEqual(5);
      for (const step of activity.steps) {
        expect(step.question).toMatch(/\?$/);
        expect(step.choices.length).toBeGreaterThanOrEqual(2);
        expect(step.notesLabel.length).toBeGreaterThan(0);
      }
    });

    it('uses unique kebab-case ids for steps and for the choices of each step', async () => {
      const activity = await loadActivity(slug);
      const stepIds = activity.steps.map((step) => step.id);
      expect(new Set(stepIds).size).toBe(stepIds.length);
      for (const step of activity.steps) {
        const choiceIds = step.choices.map((choice) => choice.id);
        expect(new Set(choiceIds).size).toBe(choiceIds.length);
        for (const id of [step.id, ...choiceIds]) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    });

    it('only names services that are in the directory', async () => {
      const activity = await loadActivity(slug);
      const known = new Set((await loadResources()).map((resource) => resource.id));
      const named = [
        ...activity.alwaysResourceIds,
        ...activity.steps.flatMap((step) => step.choices.flatMap((choice) => choice.resourceIds)),
      ];
      expect(named.filter((id) => !known.has(id))).toEqual([]);
    });

    it('gives most choices at least one step for the plan', async () => {
      const activity = await loadActivity(slug);
      const choices = activity.steps.flatMap((step) => step.choices);
      const withSteps = choices.filter((choice) => choice.planSteps.length > 0);
      expect(withSteps.length).toBeGreaterThanOrEqual(choices.length - 1);
    });
  });
});
