// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForShiftPresses } from './quick-exit';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A clock the test moves by hand. */
function clock(start = 10_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function press(key: string, init: KeyboardEventInit = {}) {
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}

const shift = (init: KeyboardEventInit = {}) => press('Shift', { shiftKey: true, ...init });

describe('listenForShiftPresses', () => {
  it('fires on the third press of Shift within five seconds, and reports the presses left', () => {
    const time = clock();
    const onExit = vi.fn();
    const onProgress = vi.fn();
    stop = listenForShiftPresses(window, { onExit, onProgress, now: time.now });

    shift();
    time.advance(2000);
    shift();
    expect(onExit).not.toHaveBeenCalled();
    time.advance(2900);
    shift();

    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onProgress.mock.calls.map(([left]) => left)).toEqual([2, 1, 0]);
  });

  it('starts again when the presses spread over more than five seconds', () => {
    const time = clock();
    const onExit = vi.fn();
    stop = listenForShiftPresses(window, { onExit, now: time.now });

    shift();
    time.advance(3000);
    shift();
    time.advance(2500);
    shift();
    expect(onExit).not.toHaveBeenCalled();

    // That third press started a new count: two more within five seconds leave.
    time.advance(1000);
    shift();
    shift();
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('clears the indicator when the time runs out', () => {
    vi.useFakeTimers();
    const onProgress = vi.fn();
    stop = listenForShiftPresses(window, { onExit: vi.fn(), onProgress });

    shift();
    vi.advanceTimersByTime(5001);

    expect(onProgress.mock.calls.map(([left]) => left)).toEqual([2, null]);
  });

  it('starts again on any other key, so typing capital letters never leaves', () => {
    const onExit = vi.fn();
    const onProgress = vi.fn();
    stop = listenForShiftPresses(window, { onExit, onProgress, now: clock().now });

    for (const letter of ['I', 'A', 'B']) {
      shift();
      press(letter, { shiftKey: true });
    }

    expect(onExit).not.toHaveBeenCalled();
    expect(onProgress).toHaveBeenLastCalledWith(null);
  });

  it('does not count a held-down Shift repeating, or Shift with Ctrl, Alt or Meta', () => {
    const onExit = vi.fn();
    stop = listenForShiftPresses(window, { onExit, now: clock().now });

    shift();
    shift({ repeat: true });
    shift({ repeat: true });
    shift({ ctrlKey: true });
    shift({ altKey: true });
    shift({ metaKey: true });

    expect(onExit).not.toHaveBeenCalled();
  });

  it('is not fired by Escape, however often it is pressed', () => {
    const onExit = vi.fn();
    stop = listenForShiftPresses(window, { onExit, now: clock().now });

    for (let count = 0; count < 5; count += 1) press('Escape');

    expect(onExit).not.toHaveBeenCalled();
  });

  it('counts a press even if the page used it (a field stopping the event)', () => {
    const onExit = vi.fn();
    stop = listenForShiftPresses(window, { onExit, now: clock().now });
    const field = document.createElement('input');
    field.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(field);

    for (let count = 0; count < 3; count += 1)
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));

    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const onExit = vi.fn();
    listenForShiftPresses(window, { onExit, now: clock().now })();

    shift();
    shift();
    shift();

    expect(onExit).not.toHaveBeenCalled();
  });
});
