// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { guardStorageWrites } from './unlisted-key-guard';

const guard = guardStorageWrites();
afterEach(() => {
  guard.take();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the unlisted-key guard the unit tests run under', () => {
  it('names a key STORED_KEYS does not list, with its area', () => {
    localStorage.setItem('myNewFeatureFlag', 'on');
    sessionStorage.setItem('hasVisitedBefore', 'true');
    expect(guard.take()).toEqual(['local:myNewFeatureFlag', 'session:hasVisitedBefore']);
  });

  it('lets listed keys through without a word', () => {
    localStorage.setItem('hasVisitedBefore', 'true');
    sessionStorage.setItem('sb-127-auth-token', '{}');
    expect(guard.take()).toEqual([]);
  });

  it('still writes, so the code under test sees the storage it expects', () => {
    localStorage.setItem('myNewFeatureFlag', 'on');
    expect(localStorage.getItem('myNewFeatureFlag')).toBe('on');
  });
});
