import { useCallback, useEffect, useRef, useState } from 'react';
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

interface IdleSignOutOptions {
  /** Off while nobody is signed in, or when no timeout was asked for. */
  enabled: boolean;
  idleTimeoutMs: number;
  warnBeforeMs: number;
  onWarning?: (signOutAt: number) => void;
  onTimeout: () => void;
}

/**
 * Wires the idle rule (`startIdleTimer`) to the page: activity is any key, pointer, wheel,
 * scroll or touch; a tab shown again looks at the clock at once. Returns when sign-out is due
 * while the warning is up (else null), and the way to stay signed in.
 */
export function useIdleSignOut({
  enabled,
  idleTimeoutMs,
  warnBeforeMs,
  onWarning,
  onTimeout,
}: IdleSignOutOptions): { signOutAt: number | null; staySignedIn: () => void } {
  const [signOutAt, setSignOutAt] = useState<number | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);
  const onWarningRef = useRef(onWarning);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onWarningRef.current = onWarning;
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const timer = startIdleTimer({
      idleTimeoutMs,
      warnBeforeMs,
      onWarning: (at) => {
        setSignOutAt(at);
        onWarningRef.current?.(at);
      },
      onTimeout: () => {
        setSignOutAt(null);
        onTimeoutRef.current();
      },
    });
    timerRef.current = timer;
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
      timerRef.current = null;
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
      setSignOutAt(null);
    };
  }, [enabled, idleTimeoutMs, warnBeforeMs]);

  const staySignedIn = useCallback(() => {
    setSignOutAt(null);
    timerRef.current?.staySignedIn();
  }, []);

  return { signOutAt, staySignedIn };
}
