import type { SpanishFactSource } from '../sources/fact-source';

/**
 * A hub's words in another language (issue 25): the text of `HubContent`, and nothing else. The
 * sources, the services' ids and the links' targets stay in the English module, written once;
 * `localizeHub` lays these words over them, entry by entry, in the same order. A right or a myth
 * may bring its own source, the owner's page in Spanish, which then replaces the English one. The page's title
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
  /**
   * One per English right, same order: its title and body. The English source stays unless the
   * owner says the same in Spanish: then `source` is that page.
   */
  rights?: readonly { title: string; body: string; source?: SpanishFactSource }[];
  /** One per English myth, same order; `source` as for a right. */
  myths?: readonly { myth: string; fact: string; source?: SpanishFactSource }[];
  /** Present when the English hub has a `safetyNote`. */
  safetyNote?: string;
}
