import { useEffect, useId, useState } from 'react';
import { QUICK_EXIT_URL, leaveForNeutralSite, listenForShiftPresses } from './quick-exit';
import type { BeforeQuickExit } from './quick-exit';

export interface QuickExitButtonProps {
  /** Where to go. Defaults to `QUICK_EXIT_URL`, a plain weather search. */
  exitUrl?: string;
  className?: string;
  /** Run on the way out, after the page is blanked (see `leaveForNeutralSite`). */
  beforeLeave?: BeforeQuickExit;
}

/**
 * The "Quick exit" button: blanks the page and replaces it with a neutral site, so Back does not
 * return to Harbor. Its description tells screen-reader users about the Shift shortcut.
 *
 * It is a link with the role of a button (as GOV.UK's "Exit this page"): without JavaScript, or
 * before it has loaded, it still leaves as a plain link; with JavaScript it also blanks the page
 * and replaces the history entry. Space activates it, as it does a button.
 */
export function QuickExitButton({
  exitUrl = QUICK_EXIT_URL,
  className,
  beforeLeave,
}: QuickExitButtonProps) {
  const hintId = useId();
  return (
    <>
      <a
        href={exitUrl}
        role="button"
        rel="noreferrer"
        draggable={false}
        className={`harbor-quick-exit${className ? ` ${className}` : ''}`}
        data-exit-url={exitUrl}
        aria-describedby={hintId}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          leaveForNeutralSite(exitUrl, beforeLeave);
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          leaveForNeutralSite(exitUrl, beforeLeave);
        }}
      >
        Quick exit
      </a>
      <span id={hintId} hidden>
        Leaves this site at once for a weather search. Or press Shift three times.
      </span>
    </>
  );
}

/**
 * Leaves for `exitUrl` when Shift is pressed three times (see `listenForShiftPresses`). Returns
 * the presses still needed (2 or 1), 0 while leaving, or `null` when no count is running, for the
 * indicator that `QuickExitProgress` shows and announces.
 */
export function useQuickExitShortcut(
  exitUrl: string = QUICK_EXIT_URL,
  beforeLeave?: BeforeQuickExit,
): number | null {
  const [pressesLeft, setPressesLeft] = useState<number | null>(null);
  useEffect(
    () =>
      listenForShiftPresses(window, {
        onExit: () => leaveForNeutralSite(exitUrl, beforeLeave),
        onProgress: setPressesLeft,
      }),
    [exitUrl, beforeLeave],
  );
  return pressesLeft;
}

/** The words for the shortcut's progress, as GOV.UK's "Exit this page" says them. */
export function quickExitProgressText(pressesLeft: number | null): string {
  if (pressesLeft === null) return '';
  if (pressesLeft === 0) return 'Leaving this site.';
  return pressesLeft === 1
    ? 'Shift: press 1 more time to leave this site.'
    : `Shift: press ${pressesLeft} more times to leave this site.`;
}

/**
 * Shows and announces the Shift shortcut's progress. The live region is always in the page (empty
 * when idle), so screen readers announce each change. A polite live region, not `role="status"`:
 * the page's own status messages stay the only status on the page.
 */
export function QuickExitProgress({ pressesLeft }: { pressesLeft: number | null }) {
  const text = quickExitProgressText(pressesLeft);
  return (
    <span
      aria-live="polite"
      aria-atomic="true"
      className="harbor-quick-exit__progress"
      data-active={text ? 'true' : undefined}
    >
      {text}
    </span>
  );
}
