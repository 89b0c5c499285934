/**
 * Quick exit: leave Harbor at once for a neutral site, replacing the current history entry so
 * Back does not come back here. Modelled on GOV.UK's "Exit this page" component, including its
 * shortcut: Shift pressed three times. (Not Escape: pressing Escape while a page loads stops the
 * load in many browsers, so a panicked extra press could cancel the exit and strand someone on
 * the page. GOV.UK rejected it for that reason.) Plain TypeScript, no React: the button and the
 * layouts wire it in.
 */
import { ENGLISH, uiWords, type UiLocale } from './i18n-core';

/** Where Quick exit goes: a plain weather search, fast and unremarkable on a shared screen. */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';

/** Where "Get help now" goes: the crisis lines for the visitor's country, alone on one page. */
export const GET_HELP_HREF = '/get-help';

/**
 * The longest Quick exit waits for `beforeLeave` (clearing the site's data) before it leaves:
 * the page is blank at once either way, and leaving never waits longer than this.
 */
export const QUICK_EXIT_MAX_WAIT_MS = 400;

/** How many presses of Shift leave the site (GOV.UK's "Exit this page": three). */
export const SHIFT_PRESSES_TO_EXIT = 3;

/** The presses must all fall within this time of the first one, or the count starts again. */
export const SHIFT_PRESS_WINDOW_MS = 5000;

/**
 * Something to do on the way out (Harbor's site: clear its data when the visitor asked for that).
 * May return a promise: Quick exit waits for it, at most `QUICK_EXIT_MAX_WAIT_MS`.
 */
export type BeforeQuickExit = () => void | Promise<unknown>;

/**
 * Blanks the page at once (so nothing stays on screen while the next site loads), runs
 * `beforeLeave` if given, and replaces the current history entry with `url`.
 */
export function leaveForNeutralSite(
  url: string = QUICK_EXIT_URL,
  beforeLeave?: BeforeQuickExit,
): void {
  const { title } = document;
  document.body.hidden = true;
  document.title = '';
  const leave = () => window.location.replace(url);
  // An Escape pressed on the way out (a panicked extra press) may stop the browser loading the
  // next site: start it again, so the visitor is never left on a blank Harbor page.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    setTimeout(leave, 0);
  };
  window.addEventListener('keydown', onEscape, true);
  // If the browser later brings this page back from its back/forward cache, show it again, and
  // let Escape be Escape again.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      window.removeEventListener('keydown', onEscape, true);
      document.body.hidden = false;
      document.title = title;
    },
    { once: true },
  );
  let pending: void | Promise<unknown> = undefined;
  try {
    pending = beforeLeave?.();
  } catch {
    // Leaving matters more than whatever went wrong on the way out.
  }
  if (!pending) leave();
  else
    void Promise.race([
      pending,
      new Promise((resolve) => setTimeout(resolve, QUICK_EXIT_MAX_WAIT_MS)),
    ]).then(leave, leave);
}

/** What a Quick exit shortcut calls (see `QuickExitShortcut`). */
export interface QuickExitShortcutHandlers {
  /** Called when the shortcut is complete: leave now. */
  onExit: () => void;
  /**
   * Called as the count changes: the presses still needed (2, then 1), 0 while leaving, or `null`
   * when the count starts again (another key, or time ran out), so an indicator can show and
   * announce it.
   */
  onProgress?: (pressesLeft: number | null) => void;
}

/**
 * A keyboard shortcut for Quick exit, for `Layout`'s, `Header`'s, `StandaloneLayout`'s and
 * `HelpBar`'s `quickExit.shortcut`. `SHIFT_THREE_TIMES` (the default) is GOV.UK's; a team may
 * bring its own `listen` (any function that listens on the window, calls `onExit` and returns a
 * function that stops listening).
 */
export interface QuickExitShortcut {
  /** Starts listening on `target`; returns a function that stops. */
  listen: (target: Window, handlers: QuickExitShortcutHandlers) => () => void;
  /** Told to screen-reader users with the Quick exit button, e.g. "Or press Shift three times." */
  hint: string;
  /** The words for `onProgress`'s count, shown and announced by `QuickExitProgress`. */
  progressText?: (pressesLeft: number | null) => string;
}

/** The options of `listenForShiftPresses`. */
export interface ShiftPressOptions extends QuickExitShortcutHandlers {
  /** The presses must all fall within this time of the first (default `SHIFT_PRESS_WINDOW_MS`). */
  withinMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Listens on `target` for Shift pressed three times within `withinMs` (GOV.UK's "Exit this
 * page" shortcut) and calls `onExit`.
 *
 * Only a Shift pressed on its own counts: any other key in between starts the count again, so
 * typing capital letters ("I Am Bob") never leaves. Held-down repeats, and Shift with Ctrl, Alt
 * or Meta, do not count. `onProgress` reports the presses left, for a visible, announced
 * indicator. Returns a function that removes the listener.
 */
export function listenForShiftPresses(
  target: Window,
  { onExit, onProgress, withinMs = SHIFT_PRESS_WINDOW_MS, now = Date.now }: ShiftPressOptions,
): () => void {
  let count = 0;
  let firstPress = 0;
  let expiry: ReturnType<typeof setTimeout> | undefined;

  function reset() {
    if (expiry !== undefined) clearTimeout(expiry);
    expiry = undefined;
    if (count === 0) return;
    count = 0;
    onProgress?.(null);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Shift') {
      reset();
      return;
    }
    if (event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
    const time = now();
    if (count > 0 && time - firstPress > withinMs) reset();
    if (count === 0) {
      firstPress = time;
      expiry = setTimeout(reset, withinMs);
    }
    count += 1;
    if (count >= SHIFT_PRESSES_TO_EXIT) {
      if (expiry !== undefined) clearTimeout(expiry);
      expiry = undefined;
      count = 0;
      onProgress?.(0);
      onExit();
      return;
    }
    onProgress?.(SHIFT_PRESSES_TO_EXIT - count);
  }

  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    if (expiry !== undefined) clearTimeout(expiry);
    target.removeEventListener('keydown', onKeyDown, true);
  };
}

/**
 * The words for the shortcut's progress, as GOV.UK's "Exit this page" says them, in `locale`
 * (default English; a language whose catalog is not loaded yet falls back to English).
 * `pressesLeft` as `listenForShiftPresses` counts it: 2, 1, then 0 (`SHIFT_PRESSES_TO_EXIT` is 3).
 */
export function quickExitProgressText(pressesLeft: number | null, locale: UiLocale = 'en'): string {
  if (pressesLeft === null) return '';
  const i18n = uiWords(locale) ?? ENGLISH;
  if (pressesLeft === 0) return i18n._('quickExit.leaving');
  // One whole sentence per count, not an ICU plural: the first load reads its words without an
  // ICU runtime (i18n-core.ts), and the shortcut only ever has two presses left, then one.
  return pressesLeft === 1 ? i18n._('quickExit.oneMorePress') : i18n._('quickExit.twoMorePresses');
}

/** The hint for `SHIFT_THREE_TIMES` in `locale` (English if that catalog is not loaded). */
export function shiftThreeTimesHint(locale: UiLocale = 'en'): string {
  const i18n = uiWords(locale) ?? ENGLISH;
  return i18n._('quickExit.shiftHint');
}

/**
 * The default Quick exit shortcut: Shift pressed three times within five seconds
 * (`listenForShiftPresses`), GOV.UK's "Exit this page" shortcut, with its hint and progress words
 * (in English here; the kit's components say them in `UiLocaleProvider`'s language).
 * Pass it (or a shortcut of your own) as `quickExit.shortcut`, or `false` for none.
 */
export const SHIFT_THREE_TIMES: QuickExitShortcut = {
  listen: listenForShiftPresses,
  hint: shiftThreeTimesHint(),
  progressText: (pressesLeft) => quickExitProgressText(pressesLeft),
};

/**
 * How Quick exit behaves in `Layout`, `Header`, `StandaloneLayout`, `HelpBar` and `MobileMenu`
 * (`quickExit={false}` leaves the button and the shortcut out).
 */
export interface QuickExitOptions {
  /** Where Quick exit goes. Default `QUICK_EXIT_URL`, a plain weather search. */
  url?: string;
  /** Run on the way out, after the page is blanked (see `leaveForNeutralSite`). */
  beforeExit?: BeforeQuickExit;
  /** The keyboard shortcut. Default `SHIFT_THREE_TIMES`; `false` for none. */
  shortcut?: QuickExitShortcut | false;
  /**
   * What the button does, for screen-reader users, before the shortcut's hint. Default: "Leaves
   * this site at once." (Harbor's: "Leaves this site at once for a weather search.")
   */
  description?: string;
}
