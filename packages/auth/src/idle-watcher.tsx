import { useEffect } from 'react';
import type { RefObject } from 'react';
import { startIdleTimer } from './idle-timer';

/** What counts as the person being there. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

export interface IdleWatcherProps {
  idleTimeoutMs: number;
  warnBeforeMs: number;
  onWarning: (signOutAt: number) => void;
  onTimeout: () => void;
  /** Given the way to stay signed in while it runs; emptied when it stops. */
  stayRef: RefObject<(() => void) | null>;
}

/**
 * Wires the idle rule (`startIdleTimer`) to the page while it is rendered: activity is any key,
 * pointer, wheel, scroll or touch; a tab shown again looks at the clock at once. Renders nothing.
 * `AuthProvider` loads it on demand (a chunk of its own), only while `idleTimeoutMs` applies.
 */
export default function IdleWatcher({
  idleTimeoutMs,
  warnBeforeMs,
  onWarning,
  onTimeout,
  stayRef,
}: IdleWatcherProps) {
  useEffect(() => {
    const timer = startIdleTimer({ idleTimeoutMs, warnBeforeMs, onWarning, onTimeout });
    stayRef.current = timer.staySignedIn;
    const onActivity = () => timer.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      timer.stop();
      stayRef.current = null;
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // The callbacks are the provider's stable ones; a new timeout starts a new wait.
  }, [idleTimeoutMs, warnBeforeMs, onWarning, onTimeout, stayRef]);
  return null;
}
