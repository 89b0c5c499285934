-- Hardship access: a member who cannot pay asks (no proof) and gets the Basic tier free for 90
-- days, once per account every 12 months. The supabase/functions/hardship-access function calls
-- public.request_hardship_access with the service role; every rule is decided here, in one
-- transaction, never by the browser (tier, dates and limits are not parameters it can set).

-- Where a membership came from -------------------------------------------------------------
-- 'stripe': a paid subscription (set when membership_subscriptions links it); 'hardship': a free
-- hardship grant; 'manual': written by hand with the service role (the demo accounts, staff).
alter table public.memberships
  add column source text not null default 'manual'
  constraint memberships_source_check check (source in ('manual', 'stripe', 'hardship'));

comment on column public.memberships.source is
  'Where the membership came from: stripe (a paid subscription), hardship (a free 90-day grant) or manual.';

update public.memberships m
   set source = 'stripe'
 where exists (select 1 from public.membership_subscriptions s where s.membership_id = m.id);

-- A membership that a Stripe subscription pays for is a 'stripe' one, whichever code links it.
create function public.mark_membership_paid()
  returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    update public.memberships set source = 'stripe'
     where id = new.membership_id and source <> 'stripe';
    return new;
  end;
  $$;

revoke execute on function public.mark_membership_paid() from public, anon, authenticated;

create trigger membership_subscriptions_mark_paid
  after insert on public.membership_subscriptions
  for each row execute function public.mark_membership_paid();

-- Grants (private) -----------------------------------------------------------------------
create table public.hardship_grants (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  membership_id uuid references public.memberships (id) on delete set null,
  granted_at timestamptz not null default now(),
  ends_at timestamptz not null,
  -- What the member said they need it for (optional). Only the service role reads it.
  reason text check (reason is null or char_length(reason) between 1 and 1000),
  constraint hardship_grants_dates_in_order check (ends_at > granted_at)
);

comment on table public.hardship_grants is
  'Each hardship grant with the request text. Private: service role only (RLS on, no policy).';

create index hardship_grants_user_id_granted_at_idx
  on public.hardship_grants (user_id, granted_at desc);

alter table public.hardship_grants enable row level security;
revoke all on table public.hardship_grants from anon, authenticated;
grant all on table public.hardship_grants to service_role;
-- No policy: nobody but the service role reads or writes.

-- Requests, for the rate limits (private) ---------------------------------------------------
-- Every request that got past the rate limits, by account and by a keyed hash of the address
-- it came from (never the address itself). Rows older than a day are deleted as new ones come.
create table public.hardship_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  ip_hash text check (ip_hash is null or ip_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

comment on table public.hardship_attempts is
  'Recent hardship-access requests (account, keyed hash of the address) for the rate limits. Private.';

create index hardship_attempts_user_id_created_at_idx
  on public.hardship_attempts (user_id, created_at);
create index hardship_attempts_ip_hash_created_at_idx
  on public.hardship_attempts (ip_hash, created_at);

alter table public.hardship_attempts enable row level security;
revoke all on table public.hardship_attempts from anon, authenticated;
grant all on table public.hardship_attempts to service_role;

-- The rules ---------------------------------------------------------------------------------
-- Answers jsonb { outcome, ... } with outcome one of:
--   granted          { ends_at, next_request_at }
--   rate_limited     { retry_at }        too many requests from this account or this address
--   no_account
--   email_unconfirmed
--   account_too_new  { available_at }    the account is less than a day old
--   paid_plan        { ends_at }         a paid plan gives access now: never replaced
--   already_member   { ends_at }         another (manual) membership gives access now
--   already_granted  { ends_at, next_request_at }  a hardship grant is running
--   too_soon         { next_request_at } the last grant was less than 12 months ago
-- security definer: it reads auth.users (account age, confirmed email). Only the service role
-- may call it.
create function public.request_hardship_access(
  p_user_id uuid,
  p_ip_hash text,
  p_reason text,
  p_max_per_account_per_hour integer,
  p_max_per_ip_per_hour integer
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_grant_days constant integer := 90;
    v_now timestamptz := now();
    v_user record;
    v_current record;
    v_paid boolean;
    v_last record;
    v_oldest timestamptz;
    v_membership_id uuid;
    v_ends_at timestamptz;
    v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  begin
    if p_user_id is null then
      return jsonb_build_object('outcome', 'no_account');
    end if;
    -- The same per-member lock as apply_stripe_subscription: a grant and a payment for one
    -- member are never decided at the same time.
    perform pg_advisory_xact_lock(hashtext(p_user_id::text));
    if p_ip_hash is not null then
      perform pg_advisory_xact_lock(hashtext('hardship-ip:' || p_ip_hash));
    end if;

    delete from public.hardship_attempts where created_at < v_now - interval '1 day';

    select min(a.created_at) into v_oldest
      from (
        select created_at from public.hardship_attempts
         where user_id = p_user_id and created_at > v_now - interval '1 hour'
         order by created_at desc
         limit greatest(p_max_per_account_per_hour, 1)
      ) a
     having count(*) >= p_max_per_account_per_hour;
    if v_oldest is null and p_ip_hash is not null then
      select min(a.created_at) into v_oldest
        from (
          select created_at from public.hardship_attempts
           where ip_hash = p_ip_hash and created_at > v_now - interval '1 hour'
           order by created_at desc
           limit greatest(p_max_per_ip_per_hour, 1)
        ) a
       having count(*) >= p_max_per_ip_per_hour;
    end if;
    if v_oldest is not null then
      return jsonb_build_object('outcome', 'rate_limited', 'retry_at', v_oldest + interval '1 hour');
    end if;

    insert into public.hardship_attempts (user_id, ip_hash) values (p_user_id, p_ip_hash);

    select u.created_at, u.email_confirmed_at into v_user
      from auth.users u where u.id = p_user_id;
    if not found then
      return jsonb_build_object('outcome', 'no_account');
    end if;
    if v_user.email_confirmed_at is null then
      return jsonb_build_object('outcome', 'email_unconfirmed');
    end if;
    if v_user.created_at is null or v_user.created_at > v_now - interval '1 day' then
      return jsonb_build_object(
        'outcome', 'account_too_new',
        'available_at', coalesce(v_user.created_at, v_now) + interval '1 day');
    end if;

    -- The membership the site shows (as has_membership_access reads it).
    select m.id, m.tier, m.end_date, m.source into v_current
      from public.memberships m
     where m.user_id = p_user_id and m.is_active
     order by m.created_at desc, m.id desc
     limit 1;
    select * into v_last
      from public.hardship_grants g
     where g.user_id = p_user_id
     order by g.granted_at desc
     limit 1;

    if v_current.id is not null
       and v_current.tier in ('basic', 'premium', 'vip')
       and (v_current.end_date is null or v_current.end_date > v_now) then
      v_paid := v_current.source = 'stripe' or exists (
        select 1 from public.membership_subscriptions s where s.membership_id = v_current.id);
      if v_paid then
        return jsonb_build_object('outcome', 'paid_plan', 'ends_at', v_current.end_date);
      end if;
      if v_current.source = 'hardship' then
        return jsonb_build_object(
          'outcome', 'already_granted',
          'ends_at', v_current.end_date,
          'next_request_at', coalesce(v_last.granted_at, v_now) + interval '12 months');
      end if;
      return jsonb_build_object('outcome', 'already_member', 'ends_at', v_current.end_date);
    end if;

    if v_last.id is not null and v_last.granted_at > v_now - interval '12 months' then
      return jsonb_build_object(
        'outcome', 'too_soon',
        'last_ended_at', least(v_last.ends_at, v_now),
        'next_request_at', v_last.granted_at + interval '12 months');
    end if;

    v_ends_at := v_now + make_interval(days => v_grant_days);
    -- The memberships_close_other_active trigger closes a free or lapsed row in this statement.
    insert into public.memberships (user_id, tier, is_active, start_date, end_date, source)
    values (p_user_id, 'basic', true, v_now, v_ends_at, 'hardship')
    returning id into v_membership_id;
    insert into public.hardship_grants (user_id, membership_id, granted_at, ends_at, reason)
    values (p_user_id, v_membership_id, v_now, v_ends_at, left(v_reason, 1000));

    return jsonb_build_object(
      'outcome', 'granted',
      'tier', 'basic',
      'ends_at', v_ends_at,
      'next_request_at', v_now + interval '12 months');
  end;
  $$;

revoke execute on function public.request_hardship_access(uuid, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.request_hardship_access(uuid, text, text, integer, integer)
  to service_role;
