import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from './types';
import { useMembershipAccess } from './use-membership-access';

afterEach(() => {
  vi.useRealTimers();
});

const premium = (endDate: string | null): Membership => ({
  id: 'm1',
  tier: 'premium',
  isActive: true,
  startDate: null,
  endDate,
});

describe('useMembershipAccess', () => {
  describe('given a premium membership that ends while the page is open', () => {
    it('grants access until the end date, then denies it', () => {
      vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00.000Z') });
      const { result } = renderHook(() => useMembershipAccess(premium('2026-06-15T12:01:00.000Z')));
      expect(result.current).toBe(true);

      act(() => vi.advanceTimersByTime(59_000));
      expect(result.current).toBe(true);

      act(() => vi.advanceTimersByTime(1_001));
      expect(result.current).toBe(false);
    });
  });

  describe('given a membership that ends in more than 25 days', () => {
    it('still denies access once the end date passes', () => {
      vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00.000Z') });
      const { result } = renderHook(() => useMembershipAccess(premium('2026-07-01T00:00:00.000Z')));

      act(() => vi.advanceTimersByTime(29 * 24 * 60 * 60 * 1000));
      expect(result.current).toBe(true);

      act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000 + 1));
      expect(result.current).toBe(false);
    });
  });

  it('never asks for a timer longer than browsers support (they would fire it at once, in a loop)', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00.000Z') });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    renderHook(() => useMembershipAccess(premium('2027-06-01T00:00:00.000Z')));

    const delays = setTimeoutSpy.mock.calls.map(([, delay]) => delay ?? 0);
    expect(delays.length).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(2_147_483_647);
  });

  it('denies access without a membership', () => {
    const { result } = renderHook(() => useMembershipAccess(null));
    expect(result.current).toBe(false);
  });
});
