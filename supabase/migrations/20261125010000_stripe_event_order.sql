-- Stripe events applied once and in order.
-- 1. An event id is claimed before it is worked on (public.claim_stripe_event), so two deliveries
--    of the same event at once do the work once; a claim whose work failed is released and Stripe
--    retries; a claim left by a crash is taken over after two minutes.
-- 2. Each paid membership remembers the creation time of the newest Stripe event applied to it
--    (membership_subscriptions.last_event_at): an older event, even one whose re-read of the
--    subscription happened before a newer event's, never overwrites what the newer one wrote.

alter table public.stripe_events
  alter column processed_at drop not null,
  alter column processed_at drop default,
  add column claimed_at timestamptz not null default now();

comment on column public.stripe_events.processed_at is 'When the event''s work was done; null while it is being processed.';
comment on column public.stripe_events.claimed_at is 'When a delivery of the event started being processed.';

-- 'claimed' (process it now), 'processed' (done before: a replay, change nothing) or 'busy'
-- (another delivery is processing it: answer an error, Stripe retries later).
create function public.claim_stripe_event(p_id text, p_type text, p_created_at timestamptz)
  returns text
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_event public.stripe_events%rowtype;
  begin
    insert into public.stripe_events (id, type, stripe_created_at, claimed_at, processed_at)
    values (p_id, p_type, p_created_at, now(), null)
    on conflict (id) do nothing;
    if found then
      return 'claimed';
    end if;
    select * into v_event from public.stripe_events where id = p_id for update;
    if v_event.processed_at is not null then
      return 'processed';
    end if;
    if v_event.claimed_at < now() - interval '2 minutes' then
      update public.stripe_events set claimed_at = now() where id = p_id;
      return 'claimed';
    end if;
    return 'busy';
  end;
  $$;

revoke execute on function public.claim_stripe_event(text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_stripe_event(text, text, timestamptz) to service_role;

alter table public.membership_subscriptions add column last_event_at timestamptz;

comment on column public.membership_subscriptions.last_event_at is 'Creation time of the newest Stripe event applied; an older event changes nothing.';

drop function public.apply_stripe_subscription(uuid, text, text, text, text, text, boolean, timestamptz, timestamptz, boolean);

-- As before (20261123020000_payments.sql), with p_event_created_at: the event's creation time.
-- An event older than the newest one applied to this subscription changes nothing.
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
  p_cancel_at_period_end boolean,
  p_event_created_at timestamptz
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
         stripe_status, cancel_at_period_end, replaced_at, last_event_at)
      values (v_membership_id, p_user_id, p_subscription_id, p_customer_id, p_interval,
              p_status, p_cancel_at_period_end, now(), p_event_created_at);
      return p_subscription_id;
    end if;

    -- The trigger closes the member's previous active membership in this same statement.
    insert into public.memberships (user_id, tier, is_active, start_date, end_date)
    values (p_user_id, p_tier, p_is_active, p_start_date, p_end_date)
    returning id into v_membership_id;
    insert into public.membership_subscriptions
      (membership_id, user_id, stripe_subscription_id, stripe_customer_id, billing_interval,
       stripe_status, cancel_at_period_end, last_event_at)
    values (v_membership_id, p_user_id, p_subscription_id, p_customer_id, p_interval,
            p_status, p_cancel_at_period_end, p_event_created_at);

    if p_is_active and v_previous_subscription is not null then
      return v_previous_subscription;
    end if;
    return null;
  end;
  $$;

revoke execute on function public.apply_stripe_subscription(uuid, text, text, text, text, text, boolean, timestamptz, timestamptz, boolean, timestamptz)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_subscription(uuid, text, text, text, text, text, boolean, timestamptz, timestamptz, boolean, timestamptz)
  to service_role;
