import { useEffect, useId } from 'react';
import { QUICK_EXIT_URL, leaveForNeutralSite, listenForDoubleEscape } from './quick-exit';

export interface QuickExitButtonProps {
  /** Where to go. Defaults to `QUICK_EXIT_URL`, a plain weather search. */
  exitUrl?: string;
  className?: string;
}

/**
 * The "Quick exit" button: blanks the page and replaces it with a neutral site, so Back does not
 * return to Harbor. Its description tells screen-reader users about the double-Escape shortcut.
 */
export function QuickExitButton({ exitUrl = QUICK_EXIT_URL, className }: QuickExitButtonProps) {
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className={`harbor-quick-exit${className ? ` ${className}` : ''}`}
        data-exit-url={exitUrl}
        aria-describedby={hintId}
        onClick={() => leaveForNeutralSite(exitUrl)}
      >
        Quick exit
      </button>
      <span id={hintId} hidden>
        Leaves this site at once for a weather search. Or press Escape twice.
      </span>
    </>
  );
}

/** Leaves for `exitUrl` when Escape is pressed twice quickly (see `listenForDoubleEscape`). */
export function useQuickExitShortcut(exitUrl: string = QUICK_EXIT_URL): void {
  useEffect(
    () => listenForDoubleEscape(window, { onDoubleEscape: () => leaveForNeutralSite(exitUrl) }),
    [exitUrl],
  );
}
