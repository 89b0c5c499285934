/**
 * Quick exit: leave Harbor at once for a neutral site, replacing the current history entry so
 * Back does not come back here. Modelled on GOV.UK's "Exit this page" component. Plain
 * TypeScript, no React: the button and the layouts wire it in.
 */

/** Where Quick exit goes: a plain weather search, fast and unremarkable on a shared screen. */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';

/** Where "Get help now" goes: the crisis lines for the visitor's country, alone on one page. */
export const GET_HELP_HREF = '/get-help';

/**
 * The longest Quick exit waits for `beforeLeave` (clearing the site's data) before it leaves:
 * the page is blank at once either way, and leaving never waits longer than this.
 */
export const QUICK_EXIT_MAX_WAIT_MS = 400;

/** How close together two presses of Escape must be to count as a double press. */
export const DOUBLE_ESCAPE_WINDOW_MS = 1000;

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
  // If the browser later brings this page back from its back/forward cache, show it again.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
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
  const leave = () => window.location.replace(url);
  if (!pending) leave();
  else
    void Promise.race([
      pending,
      new Promise((resolve) => setTimeout(resolve, QUICK_EXIT_MAX_WAIT_MS)),
    ]).then(leave, leave);
}

/** Whether a native modal `<dialog>` is open: its Escape belongs to the dialog. */
function isNativeDialogOpen(doc: Document): boolean {
  return doc.querySelector('dialog[open]') !== null;
}

export interface DoubleEscapeOptions {
  /** Called on the second of two free presses of Escape within `withinMs`. */
  onDoubleEscape: () => void;
  withinMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Listens for Escape pressed twice within `withinMs` on `target` and calls `onDoubleEscape`.
 *
 * Only "free" presses count. A press that something else used (a menu or dialog that closed
 * with it and called `preventDefault()` or `stopPropagation()`, or any press while a native
 * modal `<dialog>` is open) does not count and starts the count again, so closing a menu with
 * Escape and pressing Escape once more never leaves the site. Held-down repeats do not count.
 * Returns a function that removes the listeners.
 */
export function listenForDoubleEscape(
  target: Window,
  { onDoubleEscape, withinMs = DOUBLE_ESCAPE_WINDOW_MS, now = Date.now }: DoubleEscapeOptions,
): () => void {
  let lastFreePress: number | null = null;
  // A press seen on the way down (capture) and not yet on the way up (bubble).
  let pressInFlight = false;
  let dialogOpenAtPress = false;

  function onCapture(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // The previous press never bubbled up to us: something stopped it, so it was used.
    if (pressInFlight) lastFreePress = null;
    pressInFlight = true;
    dialogOpenAtPress = isNativeDialogOpen(target.document);
  }

  function onBubble(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    pressInFlight = false;
    if (event.repeat) return;
    if (event.defaultPrevented || dialogOpenAtPress) {
      lastFreePress = null;
      return;
    }
    const time = now();
    if (lastFreePress !== null && time - lastFreePress <= withinMs) {
      lastFreePress = null;
      onDoubleEscape();
      return;
    }
    lastFreePress = time;
  }

  target.addEventListener('keydown', onCapture, true);
  target.addEventListener('keydown', onBubble);
  return () => {
    target.removeEventListener('keydown', onCapture, true);
    target.removeEventListener('keydown', onBubble);
  };
}
