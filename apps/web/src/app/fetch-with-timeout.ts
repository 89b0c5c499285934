/**
 * A fetch that gives up after a timeout (spec section 9: default timeout 10 s) and still honours
 * the caller's own AbortSignal. Written with AbortController alone so it also runs on older
 * phones without AbortSignal.any or AbortSignal.timeout.
 */
export const DEFAULT_TIMEOUT_MS = 10_000;

export function createFetchWithTimeout(
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
  baseFetch: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);

    const abortFromCaller = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) abortFromCaller();
    else callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

    const timer = setTimeout(() => {
      controller.abort(
        new DOMException(`The request took longer than ${timeoutMs / 1000} s.`, 'TimeoutError'),
      );
    }, timeoutMs);

    const settle = () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    };
    return baseFetch(input, { ...init, signal: controller.signal }).then(
      (response) => {
        settle();
        return response;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
  };
}
