// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isKeptOnDevice, keepOnDevice, keptStore } from './kept-store';
import { setSharedComputerMode } from './set-shared-computer-mode';

const KEY = 'harbor:draft:story';

afterEach(() => {
  keepOnDevice(KEY, false);
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('keptStore', () => {
  it('keeps what is typed for this tab only, by default', () => {
    expect(keptStore.setItem(KEY, '{"story":"mine"}')).toBe(true);
    expect(sessionStorage.getItem(KEY)).toBe('{"story":"mine"}');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(keptStore.getItem(KEY)).toBe('{"story":"mine"}');
    expect(isKeptOnDevice(KEY)).toBe(false);
  });

  it('moves it to the device when the visitor chooses, and back to the tab when they change their mind', () => {
    keptStore.setItem(KEY, '{"story":"mine"}');
    expect(keepOnDevice(KEY, true)).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('{"story":"mine"}');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    keptStore.setItem(KEY, '{"story":"mine, longer"}');
    expect(localStorage.getItem(KEY)).toBe('{"story":"mine, longer"}');

    keepOnDevice(KEY, false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBe('{"story":"mine, longer"}');
  });

  it('remembers a choice made before anything was typed', () => {
    keepOnDevice(KEY, true);
    expect(isKeptOnDevice(KEY)).toBe(true);
    keptStore.setItem(KEY, '{"story":"first words"}');
    expect(localStorage.getItem(KEY)).toBe('{"story":"first words"}');
  });

  it('reads a value kept on the device at an earlier visit as the choice to keep it', () => {
    localStorage.setItem(KEY, '{"story":"from last week"}');
    expect(isKeptOnDevice(KEY)).toBe(true);
    expect(keptStore.getItem(KEY)).toBe('{"story":"from last week"}');
  });

  it('forgets it everywhere', () => {
    keepOnDevice(KEY, true);
    keptStore.setItem(KEY, '{}');
    sessionStorage.setItem(KEY, '{}');
    keptStore.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('in shared-computer mode, keeps it in memory only, even when asked to keep it', () => {
    setSharedComputerMode(true);
    keepOnDevice(KEY, true);
    keptStore.setItem(KEY, '{"story":"mine"}');
    expect(keptStore.getItem(KEY)).toBe('{"story":"mine"}');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
