import type { ChallengeSlug } from '../challenge-slugs';
import type { FactSource } from '../sources/fact-source';
import type { HubSlug } from './hub-slugs';

/** A right the law gives the reader, in plain words, with the public page that states it. */
export interface HubRight {
  title: string;
  body: string;
  /** The page of the agency or organisation that states this right, where it was checked. */
  source: FactSource;
}

/** Something many people believe, and what is actually true. */
export interface HubMyth {
  myth: string;
  fact: string;
  /**
   * The owner's page that backs the fact. Required when the fact is a number, a deadline, a right
   * or a promise about a service; plain encouragement ("asking for help is not weakness") has none.
   */
  source?: FactSource;
}

/** A page of Harbor that one of "What you can do today"'s steps points to. */
export interface HubStepLink {
  /** The step it follows: its index in `todaySteps`. */
  step: number;
  /** The page's path on Harbor (`/safety-plan`). */
  href: string;
  /** The link's words, which name the page on their own. */
  label: string;
}

/**
 * The full content of one challenge hub. Kept as data (one module per hub, loaded on demand) so it
 * can be edited without touching components. Written at a reading grade of 8 or below.
 */
export interface HubContent {
  slug: HubSlug;
  /** Same as `challenges[slug].title`. */
  title: string;
  /** Same as `challenges[slug].summary`. */
  summary: string;
  /** "What this can look like": short signs or situations, each a sentence or two. */
  looksLike: readonly string[];
  /**
   * Up to three things to do now, shown first, right under the crisis box, where a reader in a
   * hurry needs them (the immigration hub: the words to say, the family plan, the papers).
   */
  firstSteps?: readonly string[];
  /** "What you can do today": concrete steps, in the order a reader might take them. */
  todaySteps: readonly string[];
  /** Links to Harbor's own pages after some of `todaySteps` (a step that says "make a safety plan"). */
  todayLinks?: readonly HubStepLink[];
  /**
   * The crisis box at the top also links to "My safety plan" (/safety-plan): for a hub read by
   * people who may be thinking about suicide. Below Call and Text 988, so they stay first.
   */
  safetyPlanInCrisisBox?: true;
  /** "Where to get help now": resource ids, most important first. */
  helpNow: readonly string[];
  /** "Your rights", where the law gives the reader something specific. */
  rights?: readonly HubRight[];
  /**
   * Show the rights before "What this can look like", under this title: for a hub whose rights
   * are what a reader needs at once (the immigration hub's "at the door").
   */
  rightsFirst?: { title: string };
  /** "Common myths", where they get in the way of asking for help. */
  myths?: readonly HubMyth[];
  /** More services worth knowing about (resource ids), not repeating `helpNow`. */
  relatedResourceIds: readonly string[];
  /** Other challenge pages a reader of this one may need next. Never the hub itself. */
  relatedSlugs: readonly ChallengeSlug[];
  /** Shown prominently where a reader or someone near them may be in danger. */
  safetyNote?: string;
}
