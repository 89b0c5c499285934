// @ts-check
// Shared steps of the payment tests (checkout, webhook, storage, functions): a signed-in user,
// the official Stripe client pointed at the local emulator, paying a test checkout, and
// delivering Stripe events signed like Stripe signs them.
import Stripe from 'stripe';
import { clientFor, uniqueEmail } from './helpers.js';

/** @param {{ stripe: { apiUrl: string, secretKey: string } }} server */
export function stripeFor(server) {
  const url = new URL(server.stripe.apiUrl);
  return new Stripe(server.stripe.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
  });
}

/**
 * A new account, signed in.
 * @param {import('../src/index.js').LocalSupabase} server
 * @param {string} label
 */
export async function signedInUser(server, label) {
  const client = clientFor(server, server.anonKey);
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({ email, password: 'a-long-enough-password' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, userId: data.user.id };
}

/**
 * Calls a function the way supabase-js does; answers the status and the parsed body.
 * @param {import('@supabase/supabase-js').SupabaseClient} client
 * @param {string} name
 * @param {unknown} body
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function invoke(client, name, body) {
  const { data, error } = await client.functions.invoke(name, { body: /** @type {any} */ (body) });
  if (!error) return { status: 200, body: data };
  const response = /** @type {{ context?: Response }} */ (error).context;
  if (!response || typeof response.status !== 'number') throw error;
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * Presses Pay on the test checkout page; answers where the browser is sent.
 * @param {string} checkoutUrl
 */
export async function pay(checkoutUrl) {
  const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  if (response.status !== 303)
    throw new Error(`Pay answered ${response.status}: ${await response.text()}`);
  return /** @type {string} */ (response.headers.get('location'));
}

/** @param {string} checkoutUrl */
export function sessionIdOf(checkoutUrl) {
  return /** @type {string} */ (checkoutUrl.split('/').pop());
}

/**
 * Signs an event with the webhook secret (Stripe's t=…,v1=… header) and posts it to the function.
 * @param {import('../src/index.js').LocalSupabase} server
 * @param {unknown} event
 * @param {{ secret?: string, signature?: string | null }} [options]
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function deliver(server, event, options = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? server.stripe.webhookSecret,
        })
      : options.signature;
  const response = await fetch(`${server.functionsUrl}/stripe-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'Stripe-Signature': signature }),
    },
    body: payload,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * The events the emulator made, oldest first, about one checkout session or subscription.
 * @param {Stripe} stripe
 * @param {(event: Stripe.Event) => boolean} filter
 */
export async function eventsWhere(stripe, filter) {
  const { data } = await stripe.events.list();
  return data.reverse().filter(filter);
}

/** A plain object form of an event for delivery (any of its fields can then be changed). @param {Stripe.Event} event */
export const copy = (event) => /** @type {any} */ (structuredClone(event));
