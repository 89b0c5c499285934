import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  useLoad,
  type LoadOutcome,
  type Loader,
  type OutcomeLoader,
  type UseLoadOptions,
} from './use-load';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderLoad<T>(load: Loader<T>, options?: UseLoadOptions<T>) {
  return renderHook(
    ({ load, options }: { load: Loader<T>; options?: UseLoadOptions<T> }) => useLoad(load, options),
    { initialProps: { load, options } },
  );
}

describe('useLoad', () => {
  it('starts loading, then shows the value', async () => {
    const { result } = renderLoad(() => Promise.resolve(['plan']));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: ['plan'] }));
    expect(result.current.pending).toBe(false);
  });

  it('shows a failure, and retry goes back to loading and asks again', async () => {
    const failure = new Error('offline');
    const load = vi.fn<Loader<string>>().mockRejectedValueOnce(failure).mockResolvedValue('ok');
    const { result } = renderLoad(load);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after load changed, and aborts its signal', async () => {
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    const slow: Loader<string> = ({ signal }) => {
      signals.push(signal);
      return first.promise;
    };
    const { result, rerender } = renderLoad(slow);
    rerender({ load: () => Promise.resolve('second'), options: undefined });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'second' }));
    expect(signals.every((signal) => signal.aborted)).toBe(true);

    await act(async () => first.resolve('first'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'second' });
  });

  it('goes back to loading when load changes, unless asked to keep the value', async () => {
    const next = deferred<string>();
    const { result, rerender } = renderLoad(() => Promise.resolve('old'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'old' }));
    rerender({ load: () => next.promise, options: undefined });
    expect(result.current.state).toEqual({ status: 'loading' });

    const kept = renderLoad(() => Promise.resolve('old'), { keepWhileLoading: true });
    await waitFor(() =>
      expect(kept.result.current.state).toEqual({ status: 'ready', value: 'old' }),
    );
    kept.rerender({ load: () => next.promise, options: { keepWhileLoading: true } });
    expect(kept.result.current.state).toEqual({ status: 'ready', value: 'old' });
    expect(kept.result.current.pending).toBe(true);
    await act(async () => next.resolve('new'));
    expect(kept.result.current.state).toEqual({ status: 'ready', value: 'new' });
  });

  it('keeps a shown value when a later load fails, with keepOnError', async () => {
    const options = { keepWhileLoading: true, keepOnError: true };
    const { result, rerender } = renderLoad(() => Promise.resolve('list'), options);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'list' }));
    rerender({ load: () => Promise.reject(new Error('offline')), options });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.state).toEqual({ status: 'ready', value: 'list' });
  });

  it('shows a peeked value on the first render without loading', () => {
    const load = vi.fn<Loader<string>>(() => Promise.resolve('fetched'));
    const { result } = renderLoad(load, { peek: () => 'cached' });
    expect(result.current.state).toEqual({ status: 'ready', value: 'cached' });
    expect(load).not.toHaveBeenCalled();
  });

  it('waits while not enabled', async () => {
    const load = vi.fn<Loader<string>>(() => Promise.resolve('body'));
    const { result, rerender } = renderLoad(load, { enabled: false });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'loading' });
    rerender({ load, options: { enabled: true } });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'body' }));
  });

  it('shows what a polling loader reports, and refresh keeps it on screen', async () => {
    const done = deferred<string>();
    const again = deferred<string>();
    let calls = 0;
    const { result } = renderLoad<string>(({ update }) => {
      calls += 1;
      if (calls > 1) return again.promise;
      update('processing');
      return done.promise;
    });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', value: 'processing' }),
    );
    expect(result.current.pending).toBe(true);
    await act(async () => done.resolve('found'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'found' });

    act(() => result.current.refresh());
    expect(result.current.state).toEqual({ status: 'ready', value: 'found' });
    expect(result.current.pending).toBe(true);
    await act(async () => again.resolve('found again'));
    expect(result.current).toMatchObject({
      state: { status: 'ready', value: 'found again' },
      pending: false,
    });
  });
});

describe('useLoad with an outcome ({ ok, data } or { ok: false, error })', () => {
  type Failure = { kind: string; message: string };
  const failure: Failure = { kind: 'network', message: 'We cannot reach the service.' };

  it('shows the data of an ok outcome as the value', async () => {
    const load = () => Promise.resolve({ ok: true as const, data: ['plan'] });
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: ['plan'] }));
  });

  it('shows the error of a failed outcome as it is, typed, and retry asks again', async () => {
    const load = vi
      .fn<OutcomeLoader<string, Failure>>()
      .mockResolvedValueOnce({ ok: false, error: failure })
      .mockResolvedValue({ ok: true, data: 'ok' });
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));
    const { state } = result.current;
    // The error keeps its type: no cast to read what the loader said.
    expect(state.status === 'error' ? state.error.message : null).toBe(failure.message);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a shown value when a later outcome fails, with keepOnError', async () => {
    let answer: LoadOutcome<string, Failure> = { ok: true, data: 'first' };
    const load = () => Promise.resolve(answer);
    const { result } = renderHook(() => useLoad(load, { keepOnError: true }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'first' }));
    answer = { ok: false, error: failure };
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.state).toEqual({ status: 'ready', value: 'first' });
  });

  it('still fails with what an outcome loader threw', async () => {
    const bug = new Error('bug');
    const load: OutcomeLoader<string, Failure> = () => Promise.reject(bug);
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: bug }));
  });

  it('leaves a plain value that is not an outcome as it is', async () => {
    const value = { ok: true, count: 2 };
    const load = () => Promise.resolve(value);
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value }));
  });
});
