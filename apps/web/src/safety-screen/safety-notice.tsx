/**
 * The calm box a form shows when the safety screen fires (issue 27): a sentence, said once by
 * screen readers (a polite live region that is on the page from the start, so the sentence is
 * announced when it appears and never again while the visitor types), and the crisis lines for
 * the visitor's country, the same component as /resources and /get-help (loaded only when shown).
 */
import { lazy, Suspense, useId } from 'react';
import type { SafetyFinding } from './safety-screen';

const SafetyCrisisLines = lazy(() => import('./safety-crisis-lines'));
const SafetyCrisisLinesEs = lazy(() => import('./safety-crisis-lines-es'));

export const SAFETY_NOTICE_TEXT =
  'It sounds like things may be very hard right now. You can talk to someone now:';
/** The same sentence for a Spanish form (issue 25; usted, as docs/glossary-es.md says). */
export const SAFETY_NOTICE_TEXT_ES =
  'Parece que este es un momento muy difícil. Puede hablar con alguien ahora mismo:';

export interface SafetyNoticeProps {
  /** What the screen found; nothing is shown without it. */
  finding: SafetyFinding | null;
  /**
   * Whether the box is its own live region (default). Inside a success message that is a live
   * region already (`FormSuccess`, role="status"), pass false: live regions do not nest.
   */
  live?: boolean;
  /**
   * The form's language: 'es' says the sentence in Spanish and gives the ways to talk in Spanish
   * (988, press 2; text AYUDA; 911; then /es/get-help). Default 'en': the visitor's country's lines.
   */
  language?: 'en' | 'es';
}

export function SafetyNotice({ finding, live = true, language = 'en' }: SafetyNoticeProps) {
  const id = useId();
  if (!live && !finding) return null;
  const spanish = language === 'es';
  const Lines = spanish ? SafetyCrisisLinesEs : SafetyCrisisLines;
  const lead = finding ? (
    <p className="web-safety-notice__lead">
      {spanish ? SAFETY_NOTICE_TEXT_ES : SAFETY_NOTICE_TEXT}
    </p>
  ) : null;
  return (
    <div className={finding ? 'web-safety-notice' : undefined} data-safety-notice="">
      {live ? <div aria-live="polite">{lead}</div> : lead}
      {finding ? (
        <Suspense fallback={null}>
          <Lines id={`${id}-crisis-lines`} />
        </Suspense>
      ) : null}
    </div>
  );
}
