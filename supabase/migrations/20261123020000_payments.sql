-- Payments: membership plans and prices, Stripe customers and processed events, donations,
-- orders, newsletter subscribers, and the Stripe fields of memberships.
-- Stripe is the record of what was paid; these tables are what Harbor needs to show and
-- grant. Every write comes from the edge functions with the service role (which bypasses RLS).

-- Membership plans ---------------------------------------------------------------
create table public.membership_plans (
  tier text primary key check (tier in ('free', 'basic', 'premium', 'vip')),
  name text not null check (char_length(name) between 1 and 100),
  description text not null check (char_length(description) between 1 and 1000),
  monthly_price_cents integer not null check (monthly_price_cents >= 0),
  yearly_price_cents integer not null check (yearly_price_cents >= 0),
  benefits text[] not null default '{}',
  sort_order integer not null default 0
);

comment on table public.membership_plans is 'The membership tiers with their prices (US cents) and benefits. Checkout reads prices from here.';

alter table public.membership_plans enable row level security;

revoke all on table public.membership_plans from anon, authenticated;
grant select on table public.membership_plans to anon, authenticated;
grant all on table public.membership_plans to service_role;

create policy "Everyone reads the membership plans"
  on public.membership_plans for select
  to anon, authenticated
  using (true);

insert into public.membership_plans
  (tier, name, description, monthly_price_cents, yearly_price_cents, benefits, sort_order)
values
  ('free', 'Free', 'Everything you need to find help, at no cost, always.', 0, 0,
   array[
     'All resources, crisis lines and challenge guides',
     'The blog, advisories and the free part of the library',
     'Share your story and contact the Harbor team'
   ], 10),
  ('basic', 'Basic', 'Unlock the members'' library and the digital bundles.', 500, 5000,
   array[
     'Everything in Free',
     'The members'' part of the library',
     'Download all three digital bundles (Premium, Healing and Kit)',
     'The Premium badge on your account'
   ], 20),
  ('premium', 'Premium', 'Everything in Basic, and you help keep Harbor free for others.', 1000, 10000,
   array[
     'Everything in Basic',
     'New workbooks and kits as soon as they are published',
     'Part of your membership pays for free memberships for people who cannot pay'
   ], 30),
  ('vip', 'VIP', 'For supporters who want to give more each month.', 2500, 25000,
   array[
     'Everything in Premium',
     'Your membership pays for two free memberships for people who cannot pay',
     'Our thanks, in a yearly letter about what your support made possible'
   ], 40);

-- Stripe customers (private) -------------------------------------------------------
create table public.stripe_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  customer_id text not null unique check (customer_id ~ '^cus_[A-Za-z0-9]+$'),
  created_at timestamptz not null default now()
);

comment on table public.stripe_customers is 'The Stripe customer of each signed-in buyer. Private: service role only.';

alter table public.stripe_customers enable row level security;
revoke all on table public.stripe_customers from anon, authenticated;
grant all on table public.stripe_customers to service_role;
-- No policy: nobody but the service role reads or writes.

-- Processed Stripe events (private) --------------------------------------------------
create table public.stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]+$'),
  type text not null,
  stripe_created_at timestamptz not null,
  processed_at timestamptz not null default now()
);

comment on table public.stripe_events is 'Each Stripe webhook event id once: a replayed event is recognised and does nothing. Private.';

alter table public.stripe_events enable row level security;
revoke all on table public.stripe_events from anon, authenticated;
grant all on table public.stripe_events to service_role;

-- The Stripe subscription behind a paid membership (private) ---------------------------
-- Kept beside public.memberships, whose columns stay exactly what the site reads.
create table public.membership_subscriptions (
  membership_id uuid primary key references public.memberships (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_subscription_id text not null unique,
  stripe_customer_id text,
  billing_interval text check (billing_interval in ('month', 'year')),
  stripe_status text,
  cancel_at_period_end boolean not null default false,
  payment_failed_at timestamptz,
  replaced_at timestamptz,
  updated_at timestamptz not null default now()
);

comment on table public.membership_subscriptions is 'Which Stripe subscription pays for a membership. Private: service role only.';
comment on column public.membership_subscriptions.replaced_at is 'Set when a newer purchase closed this membership; a late event for it never reopens it.';

create index membership_subscriptions_user_id_idx on public.membership_subscriptions (user_id);

alter table public.membership_subscriptions enable row level security;
revoke all on table public.membership_subscriptions from anon, authenticated;
grant all on table public.membership_subscriptions to service_role;

-- A member never has two active memberships: making one active closes the others in the
-- same statement (so the newest purchase replaces the old), and the unique index guarantees it.
create function public.close_other_active_memberships()
  returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if new.is_active then
      with closed as (
        update public.memberships m
           set is_active = false,
               end_date = case
                 when m.end_date is null or m.end_date > now() then greatest(now(), m.start_date)
                 else m.end_date
               end
         where m.user_id = new.user_id
           and m.is_active
           and m.id <> new.id
        returning m.id
      )
      update public.membership_subscriptions s
         set replaced_at = now(), updated_at = now()
        from closed
       where s.membership_id = closed.id;
    end if;
    return new;
  end;
  $$;

revoke execute on function public.close_other_active_memberships() from public, anon, authenticated;

create trigger memberships_close_other_active
  before insert or update of is_active on public.memberships
  for each row execute function public.close_other_active_memberships();

create unique index memberships_one_active_per_user
  on public.memberships (user_id) where is_active;

-- Applies a Stripe subscription's current state to the member's membership, in one
-- transaction (called by the stripe-webhook function with the service role).
-- Returns the Stripe subscription id of a plan that is no longer the member's (the older plan
-- this one replaced, or this one when a newer plan is already active), for the caller to cancel
-- in Stripe so nobody is billed twice, or null.
create function public.apply_stripe_subscription(
  p_user_id uuid,
  p_subscription_id text,
  p_customer_id text,
  p_tier text,
  p_interval text,
  p_status text,
  p_is_active boolean,
  p_start_date timestamptz,
  p_end_date timestamptz,
  p_cancel_at_period_end boolean
)
  returns text
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_link public.membership_subscriptions%rowtype;
    v_previous_id uuid;
    v_previous_subscription text;
    v_previous_start timestamptz;
    v_membership_id uuid;
  begin
    -- One member's events are applied one at a time.
    perform pg_advisory_xact_lock(hashtext(p_user_id::text));

    select * into v_link
      from public.membership_subscriptions
     where stripe_subscription_id = p_subscription_id
       for update;
    if found then
      update public.membership_subscriptions
         set stripe_customer_id = p_customer_id,
             billing_interval = p_interval,
             stripe_status = p_status,
             cancel_at_period_end = p_cancel_at_period_end,
             updated_at = now()
       where membership_id = v_link.membership_id;
      -- A replaced membership stays closed.
      if v_link.replaced_at is null then
        update public.memberships
           set tier = p_tier, is_active = p_is_active, end_date = p_end_date
         where id = v_link.membership_id;
      end if;
      return null;
    end if;

    select m.id, s.stripe_subscription_id, m.start_date
      into v_previous_id, v_previous_subscription, v_previous_start
      from public.memberships m
      left join public.membership_subscriptions s on s.membership_id = m.id
     where m.user_id = p_user_id and m.is_active
     limit 1;

    if p_is_active and v_previous_subscription is not null and v_previous_start > p_start_date then
      -- An older purchase whose first event arrives after a newer one's: recorded, closed.
      insert into public.memberships (user_id, tier, is_active, start_date, end_date)
      values (p_user_id, p_tier, false, p_start_date, greatest(now(), p_start_date))
      returning id into v_membership_id;
      insert into public.membership_subscriptions
        (membership_id, user_id, stripe_subscription_id, stripe_customer_id, billing_interval,
         stripe_status, cancel_at_period_end, replaced_at)
      values (v_membership_id, p_user_id, p_subscription_id, p_customer_id, p_interval,
              p_status, p_cancel_at_period_end, now());
      return p_subscription_id;
    end if;

    -- The trigger closes the member's previous active membership in this same statement.
    insert into public.memberships (user_id, tier, is_active, start_date, end_date)
    values (p_user_id, p_tier, p_is_active, p_start_date, p_end_date)
    returning id into v_membership_id;
    insert into public.membership_subscriptions
      (membership_id, user_id, stripe_subscription_id, stripe_customer_id, billing_interval,
       stripe_status, cancel_at_period_end)
    values (v_membership_id, p_user_id, p_subscription_id, p_customer_id, p_interval,
            p_status, p_cancel_at_period_end);

    if p_is_active and v_previous_subscription is not null then
      return v_previous_subscription;
    end if;
    return null;
  end;
  $$;

revoke execute on function public.apply_stripe_subscription(uuid, text, text, text, text, text, boolean, timestamptz, timestamptz, boolean)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_subscription(uuid, text, text, text, text, text, boolean, timestamptz, timestamptz, boolean)
  to service_role;

-- Donations ----------------------------------------------------------------------------
create table public.donations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  amount_cents integer not null check (amount_cents between 100 and 1000000),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  recurring boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'paid', 'canceled', 'failed')),
  stripe_session_id text not null unique,
  stripe_subscription_id text,
  stripe_payment_intent_id text,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);

comment on table public.donations is 'Donations through Stripe Checkout. Readable only by their (signed-in) donor; guests'' rows by nobody through the API.';

create index donations_user_id_idx on public.donations (user_id, created_at desc);

alter table public.donations enable row level security;
revoke all on table public.donations from anon, authenticated;
grant select on table public.donations to authenticated;
grant all on table public.donations to service_role;

create policy "Donors read their own donations"
  on public.donations for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- Orders ---------------------------------------------------------------------------------
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'canceled', 'failed')),
  stripe_session_id text not null unique,
  stripe_payment_intent_id text,
  customer_email text,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);

comment on table public.orders is 'Goods bought through Stripe Checkout. Readable only by their (signed-in) buyer; guests'' orders by nobody through the API.';

create index orders_user_id_idx on public.orders (user_id, created_at desc);

create table public.order_items (
  order_id uuid not null references public.orders (id) on delete cascade,
  sku text not null,
  title text not null,
  unit_price_cents integer not null check (unit_price_cents > 0),
  quantity integer not null check (quantity between 1 and 10),
  primary key (order_id, sku)
);

comment on table public.order_items is 'The lines of an order, with the price charged (copied from catalog_items at checkout).';

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
revoke all on table public.orders from anon, authenticated;
revoke all on table public.order_items from anon, authenticated;
grant select on table public.orders to authenticated;
grant select on table public.order_items to authenticated;
grant all on table public.orders to service_role;
grant all on table public.order_items to service_role;

create policy "Buyers read their own orders"
  on public.orders for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Buyers read the lines of their own orders"
  on public.order_items for select
  to authenticated
  using (
    exists (
      select 1 from public.orders o
       where o.id = order_id and o.user_id = (select auth.uid())
    )
  );

-- Newsletter subscribers (private) ------------------------------------------------------
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 320 and email = lower(email)),
  first_name text check (char_length(first_name) <= 100),
  consent_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email)
);

comment on table public.newsletter_subscribers is 'Newsletter sign-ups with the time consent was given (used when no MailerLite key is set). Private.';

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

-- Storage: the private bucket of the digital bundles -------------------------------------
-- Files are uploaded from supabase/storage/bundles (config.toml objects_path). No storage
-- policy: only the service role reads them, and buyers get short-lived signed URLs.
insert into storage.buckets (id, name, public)
values ('bundles', 'bundles', false)
on conflict (id) do nothing;
