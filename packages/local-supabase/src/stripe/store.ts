// The emulator's state, written through to harbor_local.stripe_objects before an answer is sent:
// a restart between "checkout opened" and "Pay" loses nothing, and pending deliveries resume.
import type { PGlite } from '../db/database.js';
import type { Delivery, StoredKinds, StripeEvent } from './types.js';

const STORE_SQL = `
  create schema if not exists harbor_local;
  create table if not exists harbor_local.stripe_objects (
    id text primary key,
    kind text not null,
    data jsonb not null,
    created_at timestamptz not null default clock_timestamp(),
    updated_at timestamptz not null default clock_timestamp()
  );
  create index if not exists stripe_objects_kind_idx on harbor_local.stripe_objects (kind, created_at);
  revoke all on table harbor_local.stripe_objects from public;`;

/** Events kept (Stripe keeps 30 days); older ones are forgotten. */
const MAX_EVENTS = 1000;

type Collections = { [K in keyof StoredKinds]: Map<string, StoredKinds[K]> };

export class StripeStore {
  readonly customers = new Map<string, StoredKinds['customer']>();
  readonly prices = new Map<string, StoredKinds['price']>();
  readonly sessions = new Map<string, StoredKinds['checkout.session']>();
  readonly subscriptions = new Map<string, StoredKinds['subscription']>();
  readonly portalSessions = new Map<string, StoredKinds['billing_portal.session']>();
  readonly products = new Map<string, StoredKinds['product']>();
  readonly invoices = new Map<string, StoredKinds['invoice']>();
  readonly invoiceItems = new Map<string, StoredKinds['invoiceitem']>();
  readonly paymentIntents = new Map<string, StoredKinds['payment_intent']>();
  readonly invoicePayments = new Map<string, StoredKinds['invoice_payment']>();
  readonly refunds = new Map<string, StoredKinds['refund']>();
  /** Oldest first. */
  readonly events: StripeEvent[] = [];
  readonly deliveries = new Map<string, Delivery>();
  private readonly collections: Collections = {
    customer: this.customers,
    price: this.prices,
    'checkout.session': this.sessions,
    subscription: this.subscriptions,
    'billing_portal.session': this.portalSessions,
    product: this.products,
    invoice: this.invoices,
    invoiceitem: this.invoiceItems,
    payment_intent: this.paymentIntents,
    invoice_payment: this.invoicePayments,
    refund: this.refunds,
  };
  private loaded: Promise<void> | null = null;

  constructor(private readonly db: PGlite) {}

  get closed(): boolean {
    return this.db.closed;
  }

  /** Creates the table (idempotent) and loads what an earlier run left. */
  ready(): Promise<void> {
    this.loaded ??= (async () => {
      await this.db.exec(STORE_SQL);
      const { rows } = await this.db.query<{ kind: string; data: unknown }>(
        `select kind, data from harbor_local.stripe_objects order by created_at, id`,
      );
      for (const row of rows) {
        if (row.kind === 'event') {
          const { event, delivery } = row.data as { event: StripeEvent; delivery: Delivery };
          this.events.push(event);
          this.deliveries.set(event.id, delivery);
        } else if (Object.hasOwn(this.collections, row.kind)) {
          const object = row.data as { id: string };
          (this.collections[row.kind as keyof StoredKinds] as Map<string, unknown>).set(
            object.id,
            object,
          );
        }
      }
    })();
    return this.loaded;
  }

  /** Keeps an object and writes it through to the database. */
  async save<K extends keyof StoredKinds>(kind: K, object: StoredKinds[K]): Promise<void> {
    (this.collections[kind] as Map<string, StoredKinds[K]>).set(object.id, object);
    await this.db.query(
      `insert into harbor_local.stripe_objects (id, kind, data) values ($1, $2, $3::jsonb)
       on conflict (id) do update set data = excluded.data, updated_at = clock_timestamp()`,
      [object.id, kind, JSON.stringify(object)],
    );
  }

  /** Writes an event with its delivery through to the database. */
  async saveEvent(event: StripeEvent): Promise<void> {
    await this.db.query(
      `insert into harbor_local.stripe_objects (id, kind, data) values ($1, 'event', $2::jsonb)
       on conflict (id) do update set data = excluded.data, updated_at = clock_timestamp()`,
      [event.id, JSON.stringify({ event, delivery: this.deliveries.get(event.id) })],
    );
  }

  /** Records a new event; returns the ids of the oldest ones it pushed out. */
  async addEvent(event: StripeEvent, delivery: Delivery): Promise<string[]> {
    this.events.push(event);
    this.deliveries.set(event.id, delivery);
    await this.saveEvent(event);
    const dropped: string[] = [];
    while (this.events.length > MAX_EVENTS) {
      const old = this.events.shift() as StripeEvent;
      this.deliveries.delete(old.id);
      dropped.push(old.id);
      await this.db.query(`delete from harbor_local.stripe_objects where id = $1`, [old.id]);
    }
    return dropped;
  }
}
