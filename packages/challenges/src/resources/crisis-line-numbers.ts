import type { ResourcePhone, ResourceText } from './resource-types';

/**
 * A crisis line's name and the numbers to call and text: all a box of one-tap buttons needs.
 * CRISIS_LINES (crisis-lines.ts) adds what each line is for, its other ways in and the owner's
 * page where these were checked; a page that only shows the buttons (the home page) reads these
 * alone and leaves the sources' words out of its first load.
 */
export interface CrisisLineNumbers {
  /** The line's id, as in CRISIS_LINES and the directory. */
  readonly id: string;
  /** The line's name, as its owner writes it. */
  readonly name: string;
  /** The number to call, when it has one. */
  readonly phone?: ResourcePhone;
  /** The number to text, when it has one. */
  readonly text?: ResourceText;
}

export const EMERGENCY_NUMBERS: CrisisLineNumbers = {
  id: 'us-emergency-services',
  name: 'Emergency services',
  phone: { display: '911', tel: '911' },
};

export const LIFELINE_NUMBERS: CrisisLineNumbers = {
  id: '988-lifeline',
  name: '988 Suicide & Crisis Lifeline',
  phone: { display: '988', tel: '988' },
  text: { display: '988', number: '988' },
};

export const TEXT_LINE_NUMBERS: CrisisLineNumbers = {
  id: 'crisis-text-line',
  name: 'Crisis Text Line',
  text: { display: '741741', number: '741741' },
};

export const HOTLINE_NUMBERS: CrisisLineNumbers = {
  id: 'domestic-violence-hotline',
  name: 'National Domestic Violence Hotline',
  phone: { display: '1-800-799-7233', tel: '+18007997233' },
  text: { display: 'Text START to 88788', number: '88788', body: 'START' },
};

/** The crisis lines' names and numbers, in CRISIS_LINES' order (crisis-lines.test.ts checks it). */
export const CRISIS_LINE_NUMBERS: readonly CrisisLineNumbers[] = [
  EMERGENCY_NUMBERS,
  LIFELINE_NUMBERS,
  TEXT_LINE_NUMBERS,
  HOTLINE_NUMBERS,
];
