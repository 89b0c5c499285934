// @ts-check

/** Fixed-window counters kept in memory (a restart forgets them, as GoTrue's in-memory limiter does). */
export class RateLimiter {
  /** @param {{ limit: number, windowMs: number }} options */
  constructor({ limit, windowMs }) {
    this.limit = limit;
    this.windowMs = windowMs;
    /** @type {Map<string, { count: number, resetAt: number }>} */
    this.buckets = new Map();
  }

  /** @param {string} key @param {number} [now] */
  #bucket(key, now = Date.now()) {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt > now) return bucket;
    if (this.buckets.size > 10_000) {
      for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
    }
    return undefined;
  }

  /** Whether `key` has used up its allowance. @param {string} key */
  isLimited(key) {
    const bucket = this.#bucket(key);
    return bucket !== undefined && bucket.count >= this.limit;
  }

  /** How many hits `key` has in its current window. @param {string} key */
  count(key) {
    return this.#bucket(key)?.count ?? 0;
  }

  /** Seconds until `key` may try again. @param {string} key */
  retryAfterSeconds(key) {
    const bucket = this.#bucket(key);
    return bucket ? Math.max(1, Math.ceil((bucket.resetAt - Date.now()) / 1000)) : 0;
  }

  /** @param {string} key */
  hit(key) {
    const now = Date.now();
    const bucket = this.#bucket(key, now);
    if (bucket) bucket.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** @param {string} key */
  clear(key) {
    this.buckets.delete(key);
  }
}
