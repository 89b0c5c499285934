/**
 * The safety screen's reason on an inbox item (issue 27): public.safety_screen stores it as
 * `<category>: <phrase>` (danger_reason on contact messages, stories and partner applications).
 * The console shows it as "Urgent: possible danger (suicide)" with the phrase it found.
 */
export interface PossibleDanger {
  /** suicide, self-harm, abuse-now or child-at-risk. */
  category: string;
  /** The category in words: "suicide", "abuse happening now"… */
  label: string;
  /** The phrase of the phrase file that matched, as written there. */
  phrase: string;
}

const LABELS: Record<string, string> = {
  suicide: 'suicide',
  'self-harm': 'self-harm',
  'abuse-now': 'abuse happening now',
  'child-at-risk': 'a child at risk',
};

/** The reason as the console shows it, or null for an item without one. */
export function readDangerReason(reason: string | null | undefined): PossibleDanger | null {
  if (!reason) return null;
  const match = /^([a-z-]+): ([^]*)$/.exec(reason);
  const category = match?.[1] ?? reason;
  return { category, label: LABELS[category] ?? category, phrase: match?.[2] ?? '' };
}

/** "Urgent: possible danger (suicide)". */
export const dangerBadge = (danger: PossibleDanger) => `Urgent: possible danger (${danger.label})`;
