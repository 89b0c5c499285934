import { useEffect, useId } from 'react';
import { QUICK_EXIT_URL, leaveForNeutralSite, listenForDoubleEscape } from './quick-exit';
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
 * return to Harbor. Its description tells screen-reader users about the double-Escape shortcut.
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
        Leaves this site at once for a weather search. Or press Escape twice.
      </span>
    </>
  );
}

/** Leaves for `exitUrl` when Escape is pressed twice quickly (see `listenForDoubleEscape`). */
export function useQuickExitShortcut(
  exitUrl: string = QUICK_EXIT_URL,
  beforeLeave?: BeforeQuickExit,
): void {
  useEffect(
    () =>
      listenForDoubleEscape(window, {
        onDoubleEscape: () => leaveForNeutralSite(exitUrl, beforeLeave),
      }),
    [exitUrl, beforeLeave],
  );
}
