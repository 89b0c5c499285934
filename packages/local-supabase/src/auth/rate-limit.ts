// Password guessing is slowed without letting anyone lock an owner out of their account.

/** Fixed-window counters kept in memory (a restart forgets them, as GoTrue's in-memory limiter does). */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly buckets = new Map<string, { count: number; resetAt: number }>();

  constructor({ limit, windowMs }: { limit: number; windowMs: number }) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  #bucket(key: string, now = Date.now()) {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt > now) return bucket;
    if (this.buckets.size > 10_000) {
      for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
    }
    return undefined;
  }

  /** Whether `key` has used up its allowance. */
  isLimited(key: string): boolean {
    const bucket = this.#bucket(key);
    return bucket !== undefined && bucket.count >= this.limit;
  }

  /** How many hits `key` has in its current window. */
  count(key: string): number {
    return this.#bucket(key)?.count ?? 0;
  }

  /** Seconds until `key` may try again. */
  retryAfterSeconds(key: string): number {
    const bucket = this.#bucket(key);
    return bucket ? Math.max(1, Math.ceil((bucket.resetAt - Date.now()) / 1000)) : 0;
  }

  hit(key: string): void {
    const now = Date.now();
    const bucket = this.#bucket(key, now);
    if (bucket) bucket.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  clear(key: string): void {
    this.buckets.delete(key);
  }
}

export interface SignInLimits {
  failedSignInsPerAddress: number;
  windowSeconds: number;
  failedSignInsPerEmail: number;
  emailBackoffMaxMs: number;
}

/** Per-email backoff of password sign-ins: the first delay, doubled per further failure. */
const EMAIL_BACKOFF_BASE_MS = 250;

/** Why a sign-in was not even tried: the address is over its limit, or has one in flight. */
export class SignInRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Request rate limit reached');
  }
}

/**
 * The two limits on password sign-ins:
 * - per client address: after `failedSignInsPerAddress` failures in the window, every sign-in
 *   from that address is refused (GoTrue's per-IP limit); other addresses are not affected;
 * - per email: after `failedSignInsPerEmail` failures in the window, each further sign-in to
 *   that email (from any address) is held EMAIL_BACKOFF_BASE_MS, doubling per failure up to
 *   `emailBackoffMaxMs`, before the password is checked;
 * - one sign-in per address and email at a time: a second waits its turn, or is refused while
 *   the email is held back (so the delay cannot be skipped by sending many at once).
 *   The right password still signs in after the delay.
 */
export class SignInGuard {
  private readonly byEmail: RateLimiter;
  private readonly byAddress: RateLimiter;
  /** The sign-in in flight for each `<address> <email>` pair. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly limits: SignInLimits) {
    const windowMs = limits.windowSeconds * 1000;
    this.byEmail = new RateLimiter({ limit: limits.failedSignInsPerEmail, windowMs });
    this.byAddress = new RateLimiter({ limit: limits.failedSignInsPerAddress, windowMs });
  }

  /**
   * Runs one sign-in attempt under the limits, after the email's backoff. `work` reports the
   * password check: `failed()` counts against the address and the email, `succeeded()` clears
   * the email's failures. Throws {@link SignInRefused} when the attempt may not run.
   */
  async attempt<T>(
    address: string,
    email: string,
    work: (outcome: { failed(): void; succeeded(): void }) => Promise<T>,
  ): Promise<T> {
    const emailKey = `email:${email}`;
    const addressKey = `address:${address}`;
    if (this.byAddress.isLimited(addressKey)) {
      throw new SignInRefused(this.byAddress.retryAfterSeconds(addressKey));
    }
    const pairKey = `${address} ${email}`;
    const threshold = this.limits.failedSignInsPerEmail;
    // One sign-in per address and email at a time, so a burst is not all checked against the same
    // counts. While the email is held back, a second one is refused (waiting would let it skip
    // its own delay); otherwise it waits its turn (two tabs, or two people behind one address).
    for (let ahead = this.inFlight.get(pairKey); ahead; ahead = this.inFlight.get(pairKey)) {
      if (this.byEmail.count(emailKey) >= threshold) throw new SignInRefused(1);
      await ahead.catch(() => undefined);
    }
    if (this.byAddress.isLimited(addressKey)) {
      throw new SignInRefused(this.byAddress.retryAfterSeconds(addressKey));
    }
    const run = (async () => {
      const failures = this.byEmail.count(emailKey);
      if (failures >= threshold) {
        const delay = Math.min(
          EMAIL_BACKOFF_BASE_MS * 2 ** Math.min(failures - threshold, 16),
          this.limits.emailBackoffMaxMs,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      return await work({
        failed: () => {
          this.byEmail.hit(emailKey);
          this.byAddress.hit(addressKey);
        },
        succeeded: () => this.byEmail.clear(emailKey),
      });
    })();
    this.inFlight.set(pairKey, run);
    try {
      return await run;
    } finally {
      if (this.inFlight.get(pairKey) === run) this.inFlight.delete(pairKey);
    }
  }
}
