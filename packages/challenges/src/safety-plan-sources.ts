import type { FactSource } from './sources/fact-source';

/** One source behind Harbor's "My safety plan" page (apps/web's /safety-plan), in plain words. */
export interface SafetyPlanSource {
  /** Who says it, and where, as the page names it. */
  name: string;
  /** What the page says this source shows, in plain words (reading grade 8 or below). */
  says: string;
  /** The page, the day it was read, and its words. Listed by `pnpm check:sources`. */
  source: FactSource;
}

/**
 * The sources behind /safety-plan (issue 28): the Stanley–Brown Safety Planning Intervention, in
 * its authors' own study, and a US government page that lists its steps. Each quote was read on
 * the page on its `checked` day, word for word.
 *
 * Not here: the method's own site (suicidesafetyplan.com). No page of it was in reach to read and
 * quote, so it is not cited; the authors' study on the National Library of Medicine's PubMed
 * Central speaks for the method instead.
 */
export const SAFETY_PLAN_SOURCES: readonly SafetyPlanSource[] = [
  {
    name: 'Barbara Stanley, Gregory K. Brown and others, in JAMA Psychiatry (2018), on PubMed Central (US National Library of Medicine)',
    says: 'The people who made up this plan tested it in emergency rooms. People who made a safety plan there, and got follow-up phone calls, were about half as likely to act on thoughts of suicide in the next six months.',
    source: {
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6142908',
      checked: '2026-11-27',
      quote:
        'received the Safety Planning Intervention with structured follow-up telephone contact were half as likely to exhibit suicidal behavior',
    },
  },
  {
    name: 'Indian Health Service (US Department of Health and Human Services), suicide prevention resources for providers',
    says: 'A safety plan lists your warning signs, things you can do on your own, people and places that take your mind off things, people to ask for help, professionals and crisis lines, and ways to make your space safer.',
    source: {
      url: 'https://www.ihs.gov/suicideprevention/resources/providers/',
      checked: '2026-11-27',
      quote: 'Professionals or agencies that can be contacted during a crisis.',
    },
  },
];
