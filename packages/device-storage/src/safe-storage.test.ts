// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './safe-storage';
import { setSharedComputerMode } from './set-shared-computer-mode';
import { isSharedComputerMode, subscribeToSharedComputerMode } from './shared-computer-mode';

afterEach(() => {
  vi.restoreAllMocks();
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

function throwing(): never {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

describe('given working storage', () => {
  it('reads, writes and removes in the area it stands for', () => {
    expect(localStore.setItem('app_version', '1.4.7')).toBe(true);
    expect(sessionStore.setItem('harbor_chunk_reload_at', '1000')).toBe(true);
    expect(localStorage.getItem('app_version')).toBe('1.4.7');
    expect(sessionStorage.getItem('harbor_chunk_reload_at')).toBe('1000');
    expect(localStore.getItem('app_version')).toBe('1.4.7');

    localStore.removeItem('app_version');
    expect(localStorage.getItem('app_version')).toBeNull();
    expect(localStore.getItem('app_version')).toBeNull();
  });
});

describe('given storage the browser refuses (disabled, some private modes)', () => {
  it('reads nothing, keeps nothing and never throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(throwing);
    expect(localStore.getItem('app_version')).toBeNull();
    expect(localStore.setItem('app_version', '1.4.7')).toBe(false);
    expect(() => localStore.removeItem('app_version')).not.toThrow();
  });
});

describe('given storage that throws on use (a full quota)', () => {
  it('says the value was not kept, without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(throwing);
    expect(localStore.setItem('app_version', '1.4.7')).toBe(false);
    expect(localStore.getItem('app_version')).toBeNull();
    expect(() => localStore.removeItem('app_version')).not.toThrow();
  });
});

describe('given shared-computer mode', () => {
  it('keeps personal values in memory only, never in storage', () => {
    setSharedComputerMode(true);
    expect(localStore.setItem('harbor:draft:contact', '{"message":"hi"}')).toBe(true);
    expect(localStore.setItem('hasVisitedBefore', 'true')).toBe(true);

    expect(localStorage.getItem('harbor:draft:contact')).toBeNull();
    expect(localStorage.getItem('hasVisitedBefore')).toBeNull();
    expect(localStore.getItem('harbor:draft:contact')).toBe('{"message":"hi"}');
  });

  it('still stores what is not personal, such as the site version', () => {
    setSharedComputerMode(true);
    localStore.setItem('app_version', '1.4.7');
    expect(localStorage.getItem('app_version')).toBe('1.4.7');
  });

  it('moves personal values already stored into memory when it is turned on', () => {
    localStorage.setItem('harbor-activity:poverty-challenge', '{"step":1}');
    localStorage.setItem('app_version', '1.4.7');

    setSharedComputerMode(true);

    expect(localStorage.getItem('harbor-activity:poverty-challenge')).toBeNull();
    expect(localStore.getItem('harbor-activity:poverty-challenge')).toBe('{"step":1}');
    expect(localStorage.getItem('app_version')).toBe('1.4.7');
  });

  it('forgets the values it kept in memory when it is turned off', () => {
    setSharedComputerMode(true);
    localStore.setItem('harbor:country', 'GB');
    setSharedComputerMode(false);
    expect(localStore.getItem('harbor:country')).toBeNull();
    expect(localStorage.getItem('harbor:country')).toBeNull();
  });

  it('removing a personal value forgets it in memory', () => {
    setSharedComputerMode(true);
    localStore.setItem('interactionType', 'read-resource');
    localStore.removeItem('interactionType');
    expect(localStore.getItem('interactionType')).toBeNull();
  });
});

describe('shared-computer mode itself', () => {
  it('is off by default', () => {
    expect(isSharedComputerMode()).toBe(false);
  });

  it('is remembered for this tab only, in sessionStorage', () => {
    setSharedComputerMode(true);
    expect(sessionStorage.getItem('harbor:shared-computer')).toBe('on');
    expect(localStorage.length).toBe(0);
    expect(isSharedComputerMode()).toBe(true);
    setSharedComputerMode(false);
    expect(sessionStorage.getItem('harbor:shared-computer')).toBeNull();
  });

  it('reads as on after a reload of the tab (the flag is in sessionStorage)', () => {
    sessionStorage.setItem('harbor:shared-computer', 'on');
    expect(isSharedComputerMode()).toBe(true);
  });

  it('stays on for the page when sessionStorage refuses to remember it', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(throwing);
    setSharedComputerMode(true);
    expect(isSharedComputerMode()).toBe(true);
    localStore.setItem('harbor:draft:story', '{}');
    expect(localStorage.getItem('harbor:draft:story')).toBeNull();
  });

  it('tells subscribers when it changes, until they stop listening', () => {
    const listener = vi.fn();
    const stop = subscribeToSharedComputerMode(listener);
    setSharedComputerMode(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setSharedComputerMode(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
