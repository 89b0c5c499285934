import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from './idle-timer';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(warnBeforeMs = 2 * MINUTE) {
  const onWarning = vi.fn();
  const onTimeout = vi.fn();
  const timer = startIdleTimer({ idleTimeoutMs: 15 * MINUTE, warnBeforeMs, onWarning, onTimeout });
  return { timer, onWarning, onTimeout };
}

describe('startIdleTimer', () => {
  describe('given no activity', () => {
    it('warns 2 minutes before the 15 minutes are up, naming when sign-out comes', () => {
      const { onWarning, onTimeout } = start();
      const signOutAt = Date.now() + 15 * MINUTE;

      vi.advanceTimersByTime(13 * MINUTE - 1);
      expect(onWarning).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onWarning).toHaveBeenCalledWith(signOutAt);
      expect(onTimeout).not.toHaveBeenCalled();
    });

    it('times out once at 15 minutes, and then never again', () => {
      const { onTimeout } = start();
      vi.advanceTimersByTime(15 * MINUTE);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60 * MINUTE);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given activity before the warning', () => {
    it('starts the 15 minutes again from the last activity', () => {
      const { timer, onWarning, onTimeout } = start();
      vi.advanceTimersByTime(10 * MINUTE);
      timer.activity();

      vi.advanceTimersByTime(12 * MINUTE);
      expect(onWarning).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1 * MINUTE);
      expect(onWarning).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2 * MINUTE);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the warning is up', () => {
    it('ignores stray activity: only staying signed in counts', () => {
      const { timer, onTimeout } = start();
      vi.advanceTimersByTime(14 * MINUTE);
      timer.activity();
      vi.advanceTimersByTime(1 * MINUTE);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });

    it('staying signed in takes the warning away and starts the 15 minutes again', () => {
      const { timer, onWarning, onTimeout } = start();
      vi.advanceTimersByTime(14 * MINUTE);
      timer.staySignedIn();

      vi.advanceTimersByTime(14 * MINUTE);
      expect(onTimeout).not.toHaveBeenCalled();
      expect(onWarning).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1 * MINUTE);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a timer that fires late (a sleeping laptop)', () => {
    it('signs out at once when checked after the time is up, without warning first', () => {
      const { timer, onWarning, onTimeout } = start();
      // The clock jumps without timers firing, as when a computer wakes from sleep.
      vi.setSystemTime(Date.now() + 20 * MINUTE);
      timer.check();
      expect(onWarning).not.toHaveBeenCalled();
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given no warning time', () => {
    it('signs out at 15 minutes without a warning', () => {
      const { onWarning, onTimeout } = start(0);
      vi.advanceTimersByTime(15 * MINUTE);
      expect(onWarning).not.toHaveBeenCalled();
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('once stopped', () => {
    it('does nothing more', () => {
      const { timer, onWarning, onTimeout } = start();
      timer.stop();
      vi.advanceTimersByTime(60 * MINUTE);
      timer.staySignedIn();
      timer.check();
      expect(onWarning).not.toHaveBeenCalled();
      expect(onTimeout).not.toHaveBeenCalled();
    });
  });
});
