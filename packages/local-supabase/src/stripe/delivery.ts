// Webhook delivery as Stripe does it, scaled down: each event is signed (`Stripe-Signature:
// t=…,v1=…`, a new timestamp each attempt) and POSTed to the stripe-webhook function; one not
// answered with a 2xx is sent again with backoff, in the background.
import type { Log } from '../db/database.js';
import { newId, nowSeconds } from './ids.js';
import type { StripeStore } from './store.js';
import type { StripeEvent } from './types.js';

/**
 * Waits before each new delivery attempt after a failed one: Stripe retries for up to three days
 * with exponential backoff; locally it is 12 more attempts over about 1 h 40 min.
 */
export const DEFAULT_RETRY_DELAYS_MS = [1, 2, 4, 8, 15, 30, 60, 120, 300, 600, 1800, 3600].map(
  (seconds) => seconds * 1000,
);
/** How long an action that emits events (Pay, the portal's buttons, the API) waits for the first delivery. */
const FIRST_ATTEMPT_WAIT_MS = 5000;
const DELIVERY_TIMEOUT_MS = 30_000;

/** The official package, loaded on first use so it never slows the server's start. */
const stripeLibrary = () => import('stripe');

export class WebhookDelivery {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly attempts = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly store: StripeStore,
    private readonly options: {
      /** Off: events are only recorded (tests deliver them themselves). */
      enabled: boolean;
      url: () => string;
      webhookSecret: string;
      retryDelaysMs: readonly number[];
      log: Log;
    },
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  /**
   * Records an event and, unless delivery is off, delivers it, waiting for the first attempt up to
   * a few seconds (so a page action usually lands on the site with its effect in place); retries
   * after a failure happen in the background.
   */
  async emit(
    type: string,
    object: unknown,
    previous?: Record<string, unknown>,
  ): Promise<StripeEvent> {
    const { default: Stripe } = await stripeLibrary();
    const deliver = this.options.enabled;
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: deliver ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    const dropped = await this.store.addEvent(event, {
      status: deliver ? 'pending' : 'delivered',
      attempts: 0,
      nextAt: deliver ? Date.now() : null,
    });
    for (const id of dropped) {
      clearTimeout(this.timers.get(id));
      this.timers.delete(id);
    }
    if (deliver && !this.stopped) {
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        this.attempt(event.id),
        new Promise((resolve) => (waited = setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }
    return event;
  }

  /** Signs an event as Stripe does and POSTs it; whether it was answered with a 2xx. */
  private async post(event: StripeEvent): Promise<boolean> {
    const { default: Stripe } = await stripeLibrary();
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
    });
    try {
      const response = await fetch(this.options.url(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) return true;
      this.options.log(
        `stripe-webhook answered ${response.status} to ${event.type}: ${text.slice(0, 300)}`,
      );
    } catch (error) {
      this.options.log(`delivering ${event.type} failed: ${String(error)}`);
    }
    return false;
  }

  /** One delivery attempt; after a failure the next is scheduled (or, after the last, given up). */
  private attempt(eventId: string): Promise<void> {
    const retryDelays = this.options.retryDelaysMs;
    const run = (async () => {
      const event = this.store.events.find((e) => e.id === eventId);
      const delivery = this.store.deliveries.get(eventId);
      if (!event || !delivery || delivery.status !== 'pending') return;
      const ok = await this.post(event);
      delivery.attempts += 1;
      if (ok) {
        delivery.status = 'delivered';
        delivery.nextAt = null;
        event.pending_webhooks = 0;
      } else if (delivery.attempts > retryDelays.length) {
        delivery.status = 'failed';
        delivery.nextAt = null;
        this.options.log(
          `gave up delivering ${event.type} ${event.id} after ${delivery.attempts} attempts`,
        );
      } else {
        const wait = retryDelays[delivery.attempts - 1] as number;
        delivery.nextAt = Date.now() + wait;
        this.options.log(
          `will retry ${event.type} ${event.id} in ${Math.round(wait / 1000)} s (attempt ${delivery.attempts + 1})`,
        );
      }
      if (!this.store.closed) await this.store.saveEvent(event);
      if (delivery.status === 'pending') this.schedule(eventId, delivery.nextAt as number);
    })();
    this.attempts.add(run);
    void run.finally(() => this.attempts.delete(run));
    return run;
  }

  private schedule(eventId: string, at: number): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(eventId));
    const timer = setTimeout(
      () => {
        this.timers.delete(eventId);
        if (!this.stopped) void this.attempt(eventId);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref?.();
    this.timers.set(eventId, timer);
  }

  /** Resumes the deliveries an earlier run left pending. */
  resume(): void {
    if (!this.options.enabled) return;
    for (const [id, delivery] of this.store.deliveries) {
      if (delivery.status === 'pending') this.schedule(id, delivery.nextAt ?? Date.now());
    }
  }

  /** Stops retrying (pending deliveries stay recorded for the next start) and waits for attempts under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.race([
      Promise.allSettled([...this.attempts]),
      new Promise((resolve) => setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS)),
    ]);
  }
}
