-- Hardship access for a new account: the request is accepted at once, and the grant starts by
-- itself once the account is a day old. Until now (20261125090000_hardship_access.sql) an account
-- less than a day old was refused with account_too_new and had to come back.
--
-- How a scheduled grant works, with no job that has to run at its start (there is none):
-- - request_hardship_access records it at once, as any grant: a memberships row (basic, is_active,
--   source 'hardship') whose start_date is the account's created_at + 1 day and whose end_date is
--   90 days after that, and a hardship_grants row whose granted_at is that same start (so the
--   12-month rule counts it as this year's grant, from its start).
-- - Until its start the row gives no access, and its member does not see it:
--   has_membership_access requires a hardship membership to have started, and the policy by which
--   members read their memberships leaves out a hardship row that has not started. So the site's
--   read (the latest active membership) finds none, and hasMembershipAccess in packages/auth
--   (which does not look at start_date) answers no as well: the two rules still agree.
-- - From its start the same row is read, and gives Basic until its end, because both rules
--   compare start_date with now(). Nothing is written at the start.
-- Every other rule is unchanged: the rate limits, a confirmed email, a paid plan never replaced,
-- one grant every 12 months (a scheduled grant is this year's), one running grant at a time.
-- Memberships from other sources are not affected: only a hardship row can start later.

comment on column public.hardship_grants.granted_at is
  'When the grant starts: the time it was asked for, or for an account less than a day old, the time the account became a day old.';

-- Access ------------------------------------------------------------------------------------
-- As in 20261123010000_membership_access.sql, and a hardship membership gives access only from
-- its start_date (null: from when it was written, as before).
create or replace function public.has_membership_access(p_user_id uuid)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
  as $$
    select
      p_user_id is not null
      and (
        p_user_id = (select auth.uid())
        or coalesce((select auth.jwt()) ->> 'role', '') = 'service_role'
      )
      and coalesce(
        (
          select
            m.is_active
            and m.tier in ('basic', 'premium', 'vip')
            and (m.end_date is null or m.end_date > now())
            and (m.source <> 'hardship' or m.start_date is null or m.start_date <= now())
          from public.memberships m
          where m.user_id = p_user_id
            and m.is_active
          order by m.created_at desc, m.id desc
          limit 1
        ),
        false
      )
  $$;

comment on function public.has_membership_access(uuid) is
  'True when the user''s latest active membership is basic, premium or vip with no end date or one in the future (and, for a hardship grant, has started). Only answers about the caller, or for the service role.';

-- The member's own memberships: as before, leaving out a hardship grant that has not started
-- (the site reads the latest active row, and packages/auth does not look at start_date).
alter policy "Users read their own memberships"
  on public.memberships
  using (
    (select auth.uid()) = user_id
    and (source <> 'hardship' or start_date is null or start_date <= now())
  );

-- The rules ---------------------------------------------------------------------------------
-- As in 20261125090000_hardship_access.sql, except for an account less than a day old: instead
-- of account_too_new, the grant is recorded now and starts when the account is a day old.
-- Answers jsonb { outcome, ... } with outcome one of:
--   granted           { tier, ends_at, next_request_at }            Basic from now
--   scheduled         { tier, starts_at, ends_at, next_request_at } Basic from starts_at (the
--                                                                   account's created_at + 1 day)
--   already_scheduled { tier, starts_at, ends_at, next_request_at } a grant is waiting to start
--   rate_limited      { retry_at }        too many requests from this account or this address
--   no_account
--   email_unconfirmed
--   paid_plan         { ends_at }         a paid plan gives access now: never replaced
--   already_member    { ends_at }         another (manual) membership gives access now
--   already_granted   { ends_at, next_request_at }  a hardship grant is running
--   too_soon          { last_ended_at, next_request_at } the last grant started less than 12
--                                                   months ago (a scheduled one counts)
-- (account_too_new is no longer answered.)
create or replace function public.request_hardship_access(
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
    v_starts_at timestamptz;
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

    -- The membership the site shows (as has_membership_access reads it), started or not.
    select m.id, m.tier, m.start_date, m.end_date, m.source into v_current
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
        if v_current.start_date > v_now then
          return jsonb_build_object(
            'outcome', 'already_scheduled',
            'tier', v_current.tier,
            'starts_at', v_current.start_date,
            'ends_at', v_current.end_date,
            'next_request_at',
              coalesce(v_last.granted_at, v_current.start_date) + interval '12 months');
        end if;
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

    -- New accounts wait one day (so the offer stays fair): the grant starts when the account is a
    -- day old, by itself (see the top of this file). An account with no creation time waits a day.
    if v_user.created_at is null or v_user.created_at > v_now - interval '1 day' then
      v_starts_at := coalesce(v_user.created_at, v_now) + interval '1 day';
    else
      v_starts_at := v_now;
    end if;
    v_ends_at := v_starts_at + make_interval(days => v_grant_days);
    -- The memberships_close_other_active trigger closes a free or lapsed row in this statement.
    insert into public.memberships (user_id, tier, is_active, start_date, end_date, source)
    values (p_user_id, 'basic', true, v_starts_at, v_ends_at, 'hardship')
    returning id into v_membership_id;
    insert into public.hardship_grants (user_id, membership_id, granted_at, ends_at, reason)
    values (p_user_id, v_membership_id, v_starts_at, v_ends_at, left(v_reason, 1000));

    if v_starts_at > v_now then
      return jsonb_build_object(
        'outcome', 'scheduled',
        'tier', 'basic',
        'starts_at', v_starts_at,
        'ends_at', v_ends_at,
        'next_request_at', v_starts_at + interval '12 months');
    end if;
    return jsonb_build_object(
      'outcome', 'granted',
      'tier', 'basic',
      'ends_at', v_ends_at,
      'next_request_at', v_now + interval '12 months');
  end;
  $$;

-- create or replace keeps the privileges; stated again so this file reads on its own.
revoke execute on function public.request_hardship_access(uuid, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.request_hardship_access(uuid, text, text, integer, integer)
  to service_role;
revoke execute on function public.has_membership_access(uuid) from public, anon, authenticated;
grant execute on function public.has_membership_access(uuid) to authenticated, service_role;
