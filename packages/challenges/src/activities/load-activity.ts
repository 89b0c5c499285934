import { recall, remember } from '../loaded-values';
import type { Activity, ActivitySlug } from './activity-types';

type ActivityModule = { activity: Activity };

/** One explicit `import()` per activity, so each is its own small chunk. */
const activityModules: Readonly<Record<ActivitySlug, () => Promise<ActivityModule>>> = {
  'poverty-challenge': () => import('./poverty-challenge'),
  'health-challenge': () => import('./health-challenge'),
  'immigration-challenge': () => import('./immigration-challenge'),
  'discrimination-challenge': () => import('./discrimination-challenge'),
};

/** Loads the questions and plan content of one guided activity. */
export function loadActivity(slug: ActivitySlug): Promise<Activity> {
  return remember(`activity:${slug}`, async () => (await activityModules[slug]()).activity);
}

/** The activity when it is already loaded, else undefined. */
export function peekActivity(slug: ActivitySlug): Activity | undefined {
  return recall(`activity:${slug}`);
}
