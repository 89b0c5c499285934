-- Issue 31: plan changes that keep what was paid, the price agreed at checkout, duplicates
-- refunded, deleted customers ending membership.
-- 1. public.membership_checkouts: what each membership checkout (and each plan change) agreed,
--    recorded by the checkout function before the member sees Stripe: tier, interval, amount.
--    The webhook matches a paid subscription against this record (named in the subscription's
--    metadata.checkout_id, which only the server sets), not against today's membership_plans, so
--    a price change while a checkout is open never leaves a paid member without their plan.
-- 2. public.payment_problems: every paid subscription Harbor did not turn into a membership (a
--    duplicate of a plan already active, or one refused), with what was done about it (refunded,
--    or only cancelled when nothing was paid). The team reads it; checkout-status tells the member.
-- 3. public.apply_stripe_subscription: a second subscription while the member's plan is paid for
--    by another is a duplicate: recorded closed and answered back for the webhook to refund and
--    cancel. The plan Harbor recorded first is never cancelled (plan changes update it instead).
-- 4. public.end_stripe_customer: a deleted Stripe customer's memberships end at once, whatever
--    order its events arrive in, and Harbor forgets the customer.

create table public.membership_checkouts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null default 'checkout' check (kind in ('checkout', 'plan_change')),
  tier text not null check (tier in ('basic', 'premium', 'vip')),
  billing_interval text not null check (billing_interval in ('month', 'year')),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  trial_end timestamptz,
  stripe_session_id text unique,
  stripe_subscription_id text,
  created_at timestamptz not null default now()
);

comment on table public.membership_checkouts is 'What each membership checkout or plan change agreed (tier, interval, amount), recorded when it was opened; the webhook grants what was agreed. Private: service role only.';

create index membership_checkouts_user_idx on public.membership_checkouts (user_id, created_at desc);

alter table public.membership_checkouts enable row level security;
revoke all on table public.membership_checkouts from anon, authenticated;
grant all on table public.membership_checkouts to service_role;

create table public.payment_problems (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('duplicate', 'refused')),
  action text not null check (action in ('refunded', 'canceled', 'flagged')),
  user_id uuid references auth.users (id) on delete set null,
  stripe_subscription_id text not null,
  stripe_customer_id text,
  refunded_cents integer not null default 0 check (refunded_cents >= 0),
  stripe_refund_id text,
  reason text not null,
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  constraint payment_problems_subscription_kind_key unique (stripe_subscription_id, kind)
);

comment on table public.payment_problems is 'Paid subscriptions that did not become a membership (a duplicate, or refused) and what was done: refunded, cancelled, or flagged for the team. The team''s inbox until the console has one. Private: service role only.';

alter table public.payment_problems enable row level security;
revoke all on table public.payment_problems from anon, authenticated;
grant all on table public.payment_problems to service_role;

-- As in 20261125010000_stripe_event_order.sql, except for a subscription Harbor has not seen yet
-- while the member's active membership is paid for by another: that is a duplicate payment
-- (two tabs, paying twice). It is recorded closed (replaced_at) and its id is returned for the
-- caller to refund and cancel. Otherwise null.
create or replace function public.apply_stripe_subscription(
  p_user_id uuid,
  p_subscription_id text,
  p_customer_id text,
  p_tier text,
  p_interval text,
  p_status text,
  p_is_active boolean,
  p_start_date timestamptz,
  p_end_date timestamptz,
  p_cancel_at_period_end boolean,
  p_event_created_at timestamptz
)
  returns text
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_link public.membership_subscriptions%rowtype;
    v_previous_subscription text;
    v_membership_id uuid;
  begin
    -- One member's events are applied one at a time.
    perform pg_advisory_xact_lock(hashtext(p_user_id::text));

    select * into v_link
      from public.membership_subscriptions
     where stripe_subscription_id = p_subscription_id
       for update;
    if found then
      if v_link.last_event_at is not null and p_event_created_at < v_link.last_event_at then
        return null; -- an older event, arriving after a newer one: changes nothing
      end if;
      update public.membership_subscriptions
         set stripe_customer_id = p_customer_id,
             billing_interval = p_interval,
             stripe_status = p_status,
             cancel_at_period_end = p_cancel_at_period_end,
             last_event_at = p_event_created_at,
             updated_at = now()
       where membership_id = v_link.membership_id;
      -- A replaced (duplicate) membership stays closed.
      if v_link.replaced_at is null then
        update public.memberships
           set tier = p_tier, is_active = p_is_active, end_date = p_end_date
         where id = v_link.membership_id;
      end if;
      return null;
    end if;

    select s.stripe_subscription_id
      into v_previous_subscription
      from public.memberships m
      join public.membership_subscriptions s on s.membership_id = m.id
     where m.user_id = p_user_id and m.is_active and s.replaced_at is null
     limit 1;

    if p_is_active and v_previous_subscription is not null then
      -- Another subscription already pays for the member's plan: this one is a duplicate.
      insert into public.memberships (user_id, tier, is_active, start_date, end_date)
      values (p_user_id, p_tier, false, p_start_date, greatest(now(), p_start_date))
      returning id into v_membership_id;
      insert into public.membership_subscriptions
        (membership_id, user_id, stripe_subscription_id, stripe_customer_id, billing_interval,
         stripe_status, cancel_at_period_end, replaced_at, last_event_at)
      values (v_membership_id, p_user_id, p_subscription_id, p_customer_id, p_interval,
              p_status, p_cancel_at_period_end, now(), p_event_created_at);
      return p_subscription_id;
    end if;

    -- The trigger closes the member's previous active (hardship, manual) membership here.
    insert into public.memberships (user_id, tier, is_active, start_date, end_date)
    values (p_user_id, p_tier, p_is_active, p_start_date, p_end_date)
    returning id into v_membership_id;
    insert into public.membership_subscriptions
      (membership_id, user_id, stripe_subscription_id, stripe_customer_id, billing_interval,
       stripe_status, cancel_at_period_end, last_event_at)
    values (v_membership_id, p_user_id, p_subscription_id, p_customer_id, p_interval,
            p_status, p_cancel_at_period_end, p_event_created_at);
    return null;
  end;
  $$;

-- A deleted Stripe customer (Dashboard delete, erasure request): every membership paid through
-- it ends now, and Harbor forgets the customer (the next checkout makes a new one). Deletion is
-- final, so this does not depend on event order; any later event re-reads a cancelled
-- subscription from Stripe and changes nothing. Answers how many memberships ended.
create function public.end_stripe_customer(p_customer_id text, p_event_created_at timestamptz)
  returns integer
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_user uuid;
    v_count integer := 0;
    v_ended integer;
  begin
    for v_user in
      select distinct user_id from public.membership_subscriptions
       where stripe_customer_id = p_customer_id
      union
      select user_id from public.stripe_customers where customer_id = p_customer_id
    loop
      perform pg_advisory_xact_lock(hashtext(v_user::text));
    end loop;
    update public.membership_subscriptions
       set stripe_status = 'canceled',
           cancel_at_period_end = false,
           last_event_at = greatest(coalesce(last_event_at, p_event_created_at), p_event_created_at),
           updated_at = now()
     where stripe_customer_id = p_customer_id;
    update public.memberships m
       set is_active = false,
           end_date = least(coalesce(m.end_date, now()), now())
      from public.membership_subscriptions s
     where s.membership_id = m.id and s.stripe_customer_id = p_customer_id and m.is_active;
    get diagnostics v_ended = row_count;
    v_count := v_count + v_ended;
    delete from public.stripe_customers where customer_id = p_customer_id;
    return v_count;
  end;
  $$;

revoke execute on function public.end_stripe_customer(text, timestamptz) from public, anon, authenticated;
grant execute on function public.end_stripe_customer(text, timestamptz) to service_role;
