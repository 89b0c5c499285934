// Requests the server makes to itself while answering one (an edge function calling the REST API
// or the Stripe stand-in, the Stripe stand-in delivering a webhook) carry a per-server header, so
// that while the server drains on stop it still answers them and the outer request can finish.
// The mark is added by a wrapper of the global fetch, only inside a request's async context and
// only for URLs of that server; everything else goes to the original fetch untouched.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const OWN_REQUEST_HEADER = 'x-harbor-own-request';

export interface OwnRequests {
  baseUrl: string;
  token: string;
  /** Calls to this server under way from inside its requests. */
  pending: { count: number };
}

const ownRequests = new AsyncLocalStorage<OwnRequests>();
let fetchWrapped = false;

function markOwnRequests(): void {
  if (fetchWrapped) return;
  fetchWrapped = true;
  const original = globalThis.fetch;
  const harborFetch: typeof fetch = (input, init) => {
    const own = ownRequests.getStore();
    const target =
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!own || !target.startsWith(`${own.baseUrl}/`)) return original(input, init);
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set(OWN_REQUEST_HEADER, own.token);
    own.pending.count += 1;
    const done = original(input, { ...init, headers });
    done.then(
      () => (own.pending.count -= 1),
      () => (own.pending.count -= 1),
    );
    return done;
  };
  globalThis.fetch = harborFetch;
}

/** Compares two secrets in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One server's mark: `run` answers a request in its context; `isOwn` recognises a marked request. */
export function createOwnRequests() {
  markOwnRequests();
  const own: OwnRequests = {
    baseUrl: '',
    token: randomBytes(16).toString('hex'),
    pending: { count: 0 },
  };
  return {
    own,
    run<T>(work: () => T): T {
      return ownRequests.run(own, work);
    },
    isOwn(mark: string | undefined): boolean {
      return mark !== undefined && sameSecret(mark, own.token);
    },
  };
}
