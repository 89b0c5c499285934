/**
 * A hub's words in another language (issue 25): the text of `HubContent`, and nothing else. The
 * sources, the services' ids and the links' targets stay in the English module, written once;
 * `localizeHub` lays these words over them, entry by entry, in the same order. The page's title
 * and introduction come from `CHALLENGE_TITLES_ES` and `CHALLENGE_SUMMARIES_ES`.
 */
export interface HubWords {
  /** One sentence per entry of the English `looksLike`, same order. */
  looksLike: readonly string[];
  /** Present when the English hub has `firstSteps`: one per entry, same order. */
  firstSteps?: readonly string[];
  /** One per entry of the English `todaySteps`, same order. */
  todaySteps: readonly string[];
  /** The words of each of the English `todayLinks`, same order (the targets stay). */
  todayLinks?: readonly string[];
  /** The title of the English `rightsFirst`, when it has one. */
  rightsFirstTitle?: string;
  /** One per English right, same order: its title and body (the source stays). */
  rights?: readonly { title: string; body: string }[];
  /** One per English myth, same order (the source stays). */
  myths?: readonly { myth: string; fact: string }[];
  /** Present when the English hub has a `safetyNote`. */
  safetyNote?: string;
}
