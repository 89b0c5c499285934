/**
 * Runs the safety screen on what a visitor writes in a form (issue 27): after they pause typing
 * (SCREEN_DELAY_MS), on their own words only, in the browser; nothing is sent. The detector loads
 * on demand, the first time there is something to screen, so no page's first load carries it.
 * Once it has fired it stays fired until `reset` (a new message): the box it opens does not come
 * and go, and is announced once. It never blocks or delays sending. When the detector cannot load
 * (offline on a page outside the offline copy, which caches nothing else), nothing shows and the
 * next change of the text, or sending it once back online, tries again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SafetyFinding } from './safety-screen';

/** How long after the last keystroke the text is screened. */
export const SCREEN_DELAY_MS = 700;
/** Shorter texts are not screened while typing (nothing in the phrase file is this short). */
const MIN_LENGTH = 6;

export interface SafetyScreenState {
  finding: SafetyFinding | null;
  /** Forgets the finding (the visitor starts a new message). */
  reset(): void;
}

/**
 * The finding for `text`, screened SCREEN_DELAY_MS after it last changed, or at once when
 * `now` (the text that was just sent).
 */
export function useSafetyScreen(text: string, { now = false } = {}): SafetyScreenState {
  const [finding, setFinding] = useState<SafetyFinding | null>(null);
  useEffect(() => {
    if (finding || text.trim().length < MIN_LENGTH) return;
    let current = true;
    const timer = setTimeout(
      () => {
        import('./safety-screen').then(
          ({ screenForDanger }) => {
            const found = screenForDanger(text);
            if (current && found) setFinding(found);
          },
          () => undefined,
        );
      },
      now ? 0 : SCREEN_DELAY_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, now, finding]);
  const reset = useCallback(() => setFinding(null), []);
  return { finding, reset };
}
