import { act, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { setSharedComputerMode } from '@harbor-help/device-storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider, useJourney } from './journey-provider';

afterEach(() => {
  // Restore storage spies before cleaning up, or a throwing spy would break the clean-up.
  vi.restoreAllMocks();
  localStorage.clear();
});

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

function wrapperWith(storage?: Storage | null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <JourneyProvider storage={storage}>{children}</JourneyProvider>;
  };
}

describe('useJourney', () => {
  it('throws outside a JourneyProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useJourney())).toThrow(
      'useJourney must be used within a JourneyProvider',
    );
  });
});

describe('JourneyProvider', () => {
  describe('given working localStorage on a first visit', () => {
    it('is a first visit and sets hasVisitedBefore', () => {
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

      expect(result.current.isFirstVisit).toBe(true);
      expect(result.current.isReturningUser).toBe(false);
      expect(localStorage.getItem('hasVisitedBefore')).toBe('true');
    });

    it('is still a first visit under StrictMode, which runs effects twice', () => {
      let seen: ReturnType<typeof useJourney> | undefined;
      function Capture() {
        seen = useJourney();
        return null;
      }
      render(
        <StrictMode>
          <JourneyProvider>
            <Capture />
          </JourneyProvider>
        </StrictMode>,
      );

      expect(seen?.isFirstVisit).toBe(true);
      expect(seen?.isReturningUser).toBe(false);
    });
  });

  describe('given working localStorage after an earlier visit', () => {
    it('is a returning user', () => {
      localStorage.setItem('hasVisitedBefore', 'true');
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

      expect(result.current.isFirstVisit).toBe(false);
      expect(result.current.isReturningUser).toBe(true);
    });
  });

  describe('given localStorage that throws', () => {
    it('renders, counts a first visit and still records interactions', () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing);
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

      expect(result.current.isFirstVisit).toBe(true);
      expect(result.current.isReturningUser).toBe(false);
      act(() => result.current.recordInteraction('read-resource'));
      expect(result.current.interactionType).toBe('read-resource');
    });
  });

  describe('given a window whose localStorage getter throws (storage disabled)', () => {
    it('renders and counts a first visit', () => {
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(throwing);
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

      expect(result.current.isFirstVisit).toBe(true);
    });
  });

  describe('given storage passed as a prop', () => {
    it('uses it instead of localStorage', () => {
      const storage = { getItem: vi.fn(() => 'true'), setItem: vi.fn() } as unknown as Storage;
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith(storage) });

      expect(result.current.isReturningUser).toBe(true);
      expect(storage.getItem).toHaveBeenCalledWith('hasVisitedBefore');
      expect(localStorage.getItem('hasVisitedBefore')).toBeNull();
    });

    it('treats null as no storage: a first visit that is not remembered', () => {
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith(null) });

      expect(result.current.isFirstVisit).toBe(true);
      expect(localStorage.getItem('hasVisitedBefore')).toBeNull();
    });
  });

  it('starts with no interaction and no completed activity', () => {
    const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

    expect(result.current.interactionType).toBeNull();
    expect(result.current.hasCompletedActivity).toBe(false);
  });

  it('records the latest interaction', () => {
    const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

    act(() => result.current.recordInteraction('read-resource'));
    act(() => result.current.recordInteraction('shared-story'));

    expect(result.current.interactionType).toBe('shared-story');
  });

  it('marks an activity complete', () => {
    const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

    act(() => result.current.completeActivity());

    expect(result.current.hasCompletedActivity).toBe(true);
  });

  describe('given an activity completed and an interaction recorded on an earlier visit', () => {
    it('remembers both on the next load', () => {
      const first = renderHook(() => useJourney(), { wrapper: wrapperWith() });
      act(() => first.result.current.recordInteraction('completed-activity:poverty-challenge'));
      act(() => first.result.current.completeActivity());
      first.unmount();

      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

      expect(result.current.hasCompletedActivity).toBe(true);
      expect(result.current.interactionType).toBe('completed-activity:poverty-challenge');
      expect(result.current.isReturningUser).toBe(true);
    });

    it('stores them under hasCompletedActivity and interactionType', () => {
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });
      act(() => result.current.recordInteraction('read-resource'));
      act(() => result.current.completeActivity());

      expect(localStorage.getItem('hasCompletedActivity')).toBe('true');
      expect(localStorage.getItem('interactionType')).toBe('read-resource');
    });
  });

  describe('given localStorage that throws on write (full quota)', () => {
    it('still records the interaction and the completed activity for this page view', () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      });
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });

      act(() => result.current.recordInteraction('shared-story'));
      act(() => result.current.completeActivity());

      expect(result.current.interactionType).toBe('shared-story');
      expect(result.current.hasCompletedActivity).toBe(true);
    });
  });

  describe('given shared-computer mode', () => {
    it('keeps the visit and the progress in memory only: nothing in localStorage', () => {
      setSharedComputerMode(true);
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith() });
      act(() => result.current.recordInteraction('completed-activity:health-challenge'));
      act(() => result.current.completeActivity());

      expect(result.current.isFirstVisit).toBe(true);
      expect(result.current.hasCompletedActivity).toBe(true);
      expect(localStorage.length).toBe(0);
    });
  });

  describe('given null storage', () => {
    it('keeps progress for this page view only', () => {
      const { result } = renderHook(() => useJourney(), { wrapper: wrapperWith(null) });
      act(() => result.current.completeActivity());

      expect(result.current.hasCompletedActivity).toBe(true);
      expect(localStorage.getItem('hasCompletedActivity')).toBeNull();
    });
  });

  it('does not touch storage while rendering on the server', async () => {
    const { renderToString } = await import('react-dom/server');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    function Flags() {
      const { isFirstVisit, isReturningUser } = useJourney();
      return <p>{`${isFirstVisit}/${isReturningUser}`}</p>;
    }

    const html = renderToString(
      <JourneyProvider>
        <Flags />
      </JourneyProvider>,
    );

    expect(html).toBe('<p>false/false</p>');
    expect(getItem).not.toHaveBeenCalled();
  });
});
