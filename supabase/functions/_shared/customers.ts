// One Stripe customer per signed-in user, remembered in the private stripe_customers table.
import type { User } from '@supabase/supabase-js';
import { STRIPE_LOCALES, type Locale } from './descriptions.ts';
import type { Stripe } from './stripe.ts';
import type { AdminClient } from './supabase.ts';

export async function findCustomerId(admin: AdminClient, userId: string): Promise<string | null> {
  const { data, error } = await admin
    .from('stripe_customers')
    .select('customer_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`reading stripe_customers failed: ${error.message}`);
  return data?.customer_id ?? null;
}

export async function customerIdFor(
  admin: AdminClient,
  stripe: Stripe,
  user: User,
  locale: Locale = 'en',
): Promise<string> {
  const known = await findCustomerId(admin, user.id);
  if (known) return known;
  // A customer who first pays from a Spanish page gets Stripe's emails (receipts, a failed
  // payment, a renewal) in Spanish: Stripe writes them in the customer's preferred language.
  const { locale: preferred } = STRIPE_LOCALES[locale];
  const customer = await stripe.customers.create({
    email: user.email ?? undefined,
    metadata: { user_id: user.id },
    ...(preferred ? { preferred_locales: [preferred] } : {}),
  });
  const { error } = await admin
    .from('stripe_customers')
    .upsert(
      { user_id: user.id, customer_id: customer.id },
      { onConflict: 'user_id', ignoreDuplicates: true },
    );
  if (error) throw new Error(`saving the Stripe customer failed: ${error.message}`);
  // Two checkouts at once: both created a customer, the first saved wins and is used by both.
  return (await findCustomerId(admin, user.id)) ?? customer.id;
}
