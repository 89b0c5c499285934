import { startIdleTimer } from './idle-timer';
import type { IdleTimer } from './idle-timer';

/** What counts as the person being there. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

export interface IdleWatchOptions {
  idleTimeoutMs: number;
  warnBeforeMs: number;
  onWarning: (signOutAt: number) => void;
  onTimeout: () => void;
}

/**
 * Wires the idle rule (`startIdleTimer`) to the page: activity is any key, pointer, wheel, scroll
 * or touch; a tab shown again looks at the clock at once. `stop()` removes every listener. The
 * auth store loads this module on demand (a chunk of its own), only while idle sign-out applies.
 */
export function watchIdle(options: IdleWatchOptions): Pick<IdleTimer, 'staySignedIn' | 'stop'> {
  const timer = startIdleTimer(options);
  if (typeof window === 'undefined') return timer;
  const onActivity = () => timer.activity();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') timer.check();
  };
  for (const event of ACTIVITY_EVENTS) {
    window.addEventListener(event, onActivity, { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', onVisibility);
  return {
    staySignedIn: timer.staySignedIn,
    stop() {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
