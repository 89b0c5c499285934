/**
 * The idle sign-out rule, with no React and no DOM: after `idleTimeoutMs` without activity the
 * person is signed out, and `warnBeforeMs` before that they are warned. Once the warning is up,
 * only `staySignedIn()` counts as staying: a stray key press or mouse move does not dismiss it.
 * The clock is read when a timer fires, so a timer that fired late (a sleeping laptop, a
 * throttled background tab) signs out at once rather than warning first.
 */
export interface IdleTimerOptions {
  idleTimeoutMs: number;
  /** How long before sign-out the warning comes. Clamped to `0 … idleTimeoutMs`; 0: no warning. */
  warnBeforeMs: number;
  /** The warning is due: sign-out will come at `signOutAt` (ms since the epoch) unless the person stays. */
  onWarning(signOutAt: number): void;
  /** The time is up: sign the person out. Called once; the timer stops itself first. */
  onTimeout(): void;
  /** The clock. Default `Date.now`. */
  now?: () => number;
}

export interface IdleTimer {
  /** The person did something (a key, a click, a scroll). Ignored while the warning is up. */
  activity(): void;
  /** The person chose to stay signed in: the warning goes and the wait starts again. */
  staySignedIn(): void;
  /** Looks at the clock now (for example when the tab is shown again after a while). */
  check(): void;
  /** Stops for good. */
  stop(): void;
}

export function startIdleTimer({
  idleTimeoutMs,
  warnBeforeMs,
  onWarning,
  onTimeout,
  now = Date.now,
}: IdleTimerOptions): IdleTimer {
  const warnBefore = Math.min(Math.max(warnBeforeMs, 0), idleTimeoutMs);
  let lastActivity = now();
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function check() {
    if (stopped) return;
    clearTimeout(timer);
    const time = now();
    const signOutAt = lastActivity + idleTimeoutMs;
    if (time >= signOutAt) {
      stop();
      onTimeout();
      return;
    }
    const warnAt = signOutAt - warnBefore;
    if (!warned && warnBefore > 0 && time >= warnAt) {
      warned = true;
      onWarning(signOutAt);
    }
    timer = setTimeout(check, (warned || warnBefore === 0 ? signOutAt : warnAt) - time);
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
  }

  check();
  return {
    activity() {
      // Cheap on purpose (it runs on every mouse move): the next check reads the new time.
      if (!warned) lastActivity = now();
    },
    staySignedIn() {
      if (stopped) return;
      warned = false;
      lastActivity = now();
      check();
    },
    check,
    stop,
  };
}
