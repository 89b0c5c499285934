// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForDoubleEscape } from './quick-exit';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

/** A clock the test moves by hand. */
function clock(start = 10_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function pressEscape(target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }),
  );
}

describe('listenForDoubleEscape', () => {
  it('fires on two presses of Escape within a second', () => {
    const time = clock();
    const onDoubleEscape = vi.fn();
    stop = listenForDoubleEscape(window, { onDoubleEscape, now: time.now });

    pressEscape();
    time.advance(400);
    pressEscape();

    expect(onDoubleEscape).toHaveBeenCalledTimes(1);
  });

  it('does not fire on a single press', () => {
    const onDoubleEscape = vi.fn();
    stop = listenForDoubleEscape(window, { onDoubleEscape, now: clock().now });

    pressEscape();

    expect(onDoubleEscape).not.toHaveBeenCalled();
  });

  it('does not fire when the presses are more than a second apart', () => {
    const time = clock();
    const onDoubleEscape = vi.fn();
    stop = listenForDoubleEscape(window, { onDoubleEscape, now: time.now });

    pressEscape();
    time.advance(1001);
    pressEscape();

    expect(onDoubleEscape).not.toHaveBeenCalled();
  });

  it('ignores other keys', () => {
    const onDoubleEscape = vi.fn();
    stop = listenForDoubleEscape(window, { onDoubleEscape, now: clock().now });

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

    expect(onDoubleEscape).not.toHaveBeenCalled();
  });

  it('does not count a held-down key repeating', () => {
    const onDoubleEscape = vi.fn();
    stop = listenForDoubleEscape(window, { onDoubleEscape, now: clock().now });

    pressEscape();
    pressEscape(document.body, { repeat: true });

    expect(onDoubleEscape).not.toHaveBeenCalled();
  });

  describe('given a menu that uses Escape to close and calls preventDefault()', () => {
    it('does not count that press, so one more Escape does not exit', () => {
      const time = clock();
      const onDoubleEscape = vi.fn();
      stop = listenForDoubleEscape(window, { onDoubleEscape, now: time.now });
      const closeMenu = (event: KeyboardEvent) => event.preventDefault();
      document.addEventListener('keydown', closeMenu, { once: true });

      pressEscape();
      time.advance(200);
      pressEscape();

      expect(onDoubleEscape).not.toHaveBeenCalled();
    });

    it('still exits on two more free presses', () => {
      const time = clock();
      const onDoubleEscape = vi.fn();
      stop = listenForDoubleEscape(window, { onDoubleEscape, now: time.now });
      document.addEventListener('keydown', (event) => event.preventDefault(), { once: true });

      pressEscape();
      pressEscape();
      pressEscape();

      expect(onDoubleEscape).toHaveBeenCalledTimes(1);
    });

    it('forgets a free press made before the menu used one', () => {
      const onDoubleEscape = vi.fn();
      stop = listenForDoubleEscape(window, { onDoubleEscape, now: clock().now });

      pressEscape();
      document.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
      pressEscape();
      pressEscape();

      expect(onDoubleEscape).not.toHaveBeenCalled();
    });
  });

  describe('given a dialog that stops the Escape from bubbling', () => {
    it('does not count that press', () => {
      const onDoubleEscape = vi.fn();
      stop = listenForDoubleEscape(window, { onDoubleEscape, now: clock().now });
      const dialog = document.createElement('div');
      document.body.append(dialog);
      dialog.addEventListener('keydown', (event) => event.stopPropagation(), { once: true });

      pressEscape();
      pressEscape(dialog);
      pressEscape();

      expect(onDoubleEscape).not.toHaveBeenCalled();
    });
  });

  describe('given an open native <dialog>', () => {
    it('leaves its Escape to the dialog', () => {
      const onDoubleEscape = vi.fn();
      stop = listenForDoubleEscape(window, { onDoubleEscape, now: clock().now });
      const dialog = document.createElement('dialog');
      dialog.setAttribute('open', '');
      document.body.append(dialog);

      pressEscape(dialog);
      dialog.remove();
      pressEscape();

      expect(onDoubleEscape).not.toHaveBeenCalled();
    });
  });

  it('stops listening when stopped', () => {
    const onDoubleEscape = vi.fn();
    listenForDoubleEscape(window, { onDoubleEscape, now: clock().now })();

    pressEscape();
    pressEscape();

    expect(onDoubleEscape).not.toHaveBeenCalled();
  });
});
