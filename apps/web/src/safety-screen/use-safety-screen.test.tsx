import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const DANGER = 'I want to kill myself';

afterEach(() => {
  vi.doUnmock('./safety-screen');
  vi.resetModules();
  vi.useRealTimers();
});

describe('useSafetyScreen', () => {
  it('screens the text once the visitor pauses', async () => {
    vi.useFakeTimers();
    const { useSafetyScreen, SCREEN_DELAY_MS } = await import('./use-safety-screen');
    const { result } = renderHook(() => useSafetyScreen(DANGER));
    expect(result.current.finding).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_DELAY_MS));
    await vi.waitFor(() => expect(result.current.finding).not.toBeNull());
  });

  it('shows nothing and raises no error when the detector cannot load (offline), and tries again on the next change', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.doMock('./safety-screen', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { useSafetyScreen, SCREEN_DELAY_MS } = await import('./use-safety-screen');
    const { result, rerender } = renderHook(({ text }) => useSafetyScreen(text), {
      initialProps: { text: DANGER },
    });
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_DELAY_MS));
    expect(result.current.finding).toBeNull();

    // Back online: the next change loads it and screens.
    vi.doUnmock('./safety-screen');
    vi.resetModules();
    rerender({ text: `${DANGER} tonight` });
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_DELAY_MS));
    await vi.waitFor(() => expect(result.current.finding).not.toBeNull());
  });
});
