import type { UiLocale } from './i18n-core';
import { useUiI18n } from './i18n-context';
import { useEffect, useId, useState } from 'react';
import {
  QUICK_EXIT_URL,
  SHIFT_THREE_TIMES,
  leaveForNeutralSite,
  quickExitProgressText,
  shiftThreeTimesHint,
} from './quick-exit';
import type { BeforeQuickExit, QuickExitShortcut } from './quick-exit';

export { quickExitProgressText, shiftThreeTimesHint } from './quick-exit';

/** The props of `QuickExitButton`. */
export interface QuickExitButtonProps {
  /** Where to go. Defaults to `QUICK_EXIT_URL`, a plain weather search. */
  exitUrl?: string;
  /** More classes for the button, after `harbor-quick-exit`. */
  className?: string;
  /** Run on the way out, after the page is blanked (see `leaveForNeutralSite`). */
  beforeLeave?: BeforeQuickExit;
  /** What the button does, for screen-reader users. Default: "Leaves this site at once." */
  description?: string | undefined;
  /**
   * The keyboard shortcut, whose hint is read after `description` (the shortcut itself is
   * `useQuickExitShortcut`'s). Default `SHIFT_THREE_TIMES`; `false` for none.
   */
  shortcut?: QuickExitShortcut | false | undefined;
}

/**
 * The "Quick exit" button: blanks the page and replaces it with a neutral site, so Back does not
 * return here. Its description tells screen-reader users about the keyboard shortcut.
 *
 * It is a link with the role of a button (as GOV.UK's "Exit this page"): without JavaScript, or
 * before it has loaded, it still leaves as a plain link; with JavaScript it also blanks the page
 * and replaces the history entry. Space activates it, as it does a button.
 */
export function QuickExitButton({
  exitUrl = QUICK_EXIT_URL,
  className,
  beforeLeave,
  description,
  shortcut = SHIFT_THREE_TIMES,
}: QuickExitButtonProps) {
  const hintId = useId();
  const i18n = useUiI18n();
  const said = description ?? i18n._('quickExit.description');
  // The default shortcut's words are the kit's, in the provider's language.
  const hint =
    shortcut === SHIFT_THREE_TIMES
      ? shiftThreeTimesHint(i18n.locale as UiLocale)
      : shortcut && shortcut.hint;
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
        {i18n._('quickExit.button')}
      </a>
      <span id={hintId} hidden>
        {hint ? `${said} ${hint}` : said}
      </span>
    </>
  );
}

/**
 * Leaves for `exitUrl` when the `shortcut` is completed (default `SHIFT_THREE_TIMES`: Shift
 * pressed three times, see `listenForShiftPresses`; `false`: no shortcut). Returns the presses
 * still needed (2 or 1), 0 while leaving, or `null` when no count is running, for the indicator
 * that `QuickExitProgress` shows and announces.
 */
export function useQuickExitShortcut(
  exitUrl: string = QUICK_EXIT_URL,
  beforeLeave?: BeforeQuickExit,
  shortcut: QuickExitShortcut | false = SHIFT_THREE_TIMES,
): number | null {
  const [pressesLeft, setPressesLeft] = useState<number | null>(null);
  const listen = shortcut ? shortcut.listen : null;
  useEffect(
    () =>
      listen
        ? listen(window, {
            onExit: () => leaveForNeutralSite(exitUrl, beforeLeave),
            onProgress: setPressesLeft,
          })
        : undefined,
    [exitUrl, beforeLeave, listen],
  );
  return pressesLeft;
}

/** The props of `QuickExitProgress`. */
export interface QuickExitProgressProps {
  /** `useQuickExitShortcut`'s result. */
  pressesLeft: number | null;
  /** The shortcut, whose `progressText` gives the words. Default `SHIFT_THREE_TIMES`. */
  shortcut?: QuickExitShortcut | false | undefined;
}

/**
 * Shows and announces the shortcut's progress. The live region is always in the page (empty
 * when idle), so screen readers announce each change. A polite live region, not `role="status"`:
 * the page's own status messages stay the only status on the page.
 */
export function QuickExitProgress({
  pressesLeft,
  shortcut = SHIFT_THREE_TIMES,
}: QuickExitProgressProps) {
  const i18n = useUiI18n();
  const text =
    (shortcut === SHIFT_THREE_TIMES
      ? quickExitProgressText(pressesLeft, i18n.locale as UiLocale)
      : shortcut && shortcut.progressText?.(pressesLeft)) || '';
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
