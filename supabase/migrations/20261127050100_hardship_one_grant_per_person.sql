-- "Once every 12 months" per person, not per address (issue 31). Until now the rule was per
-- account, so me+1@example.com, me+2@example.com and m.e@gmail.com each got a new 90-day grant.
--
-- public.email_identity(email) is the address reduced to the mailbox it delivers to:
-- - lower case, spaces trimmed;
-- - a plus-tag removed from the local part at every provider ("me+1@x.org" -> "me@x.org"): the
--   tag is a label on the same mailbox at Gmail, Outlook/Hotmail, iCloud, Proton, Fastmail and
--   most others, and an address whose real mailbox name holds a "+" is rare;
-- - dots removed from the local part only where the provider ignores them, a documented list:
--   gmail.com and googlemail.com (one provider: googlemail.com becomes gmail.com). Elsewhere a dot
--   can tell two people apart (j.smith and jsmith at a company), so it is kept.
-- What this cannot stop: another provider's aliases (Yahoo's "-" aliases, Outlook aliases, a
-- custom domain's catch-all), or a second, unrelated mailbox. "No proof" stays a deliberate choice.
--
-- Each grant now records the identity of the address that asked (hardship_grants.email_identity,
-- filled in for earlier grants from their account's address), so a later change of address does
-- not clear it. request_hardship_access is the definition of 20261127020000_hardship_scheduled.sql
-- (the 'scheduled' path for accounts less than a day old is unchanged) with two additions: a lock
-- per identity, and the 12-month rule applied to every account of the same identity.

create function public.email_identity(p_email text)
  returns text
  language sql
  immutable
  set search_path = ''
  as $$
    select case
      when v.local = '' or v.domain = '' then null
      when v.domain in ('gmail.com', 'googlemail.com')
        then replace(v.local, '.', '') || '@gmail.com'
      else v.local || '@' || v.domain
    end
    from (
      select
        split_part(regexp_replace(e.address, '@[^@]*$', ''), '+', 1) as local,
        coalesce(substring(e.address from '@([^@]*)$'), '') as domain
      from (select lower(btrim(p_email)) as address) e
      where e.address like '%@%'
    ) v
  $$;

comment on function public.email_identity(text) is
  'The mailbox an address delivers to: lower case, no plus-tag, and no dots for gmail.com/googlemail.com. For the hardship 12-month rule.';

revoke execute on function public.email_identity(text) from public, anon, authenticated;
grant execute on function public.email_identity(text) to service_role;

alter table public.hardship_grants add column email_identity text;

comment on column public.hardship_grants.email_identity is
  'public.email_identity of the address that asked, when it asked: the 12-month rule is per identity.';

update public.hardship_grants g
   set email_identity = public.email_identity(u.email)
  from auth.users u
 where u.id = g.user_id;

create index hardship_grants_email_identity_granted_at_idx
  on public.hardship_grants (email_identity, granted_at desc);

-- The rules: as in 20261127020000_hardship_scheduled.sql, plus the identity (see the top).
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
    v_identity text;
    v_same record;
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

    select u.created_at, u.email_confirmed_at, u.email into v_user
      from auth.users u where u.id = p_user_id;
    if not found then
      return jsonb_build_object('outcome', 'no_account');
    end if;
    -- One person, whichever of their addresses asks (see public.email_identity): requests for
    -- one identity are decided one at a time.
    v_identity := public.email_identity(v_user.email);
    if v_identity is not null then
      perform pg_advisory_xact_lock(hashtext('hardship-identity:' || v_identity));
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

    -- The same rule for the same person under another account (me+1@…, m.e@gmail.com): the
    -- latest grant to any account with this identity, started or waiting, counts as theirs.
    if v_identity is not null then
      select g.granted_at, g.ends_at into v_same
        from public.hardship_grants g
       where g.email_identity = v_identity
         and g.user_id <> p_user_id
       order by g.granted_at desc
       limit 1;
      if found and v_same.granted_at > v_now - interval '12 months' then
        return jsonb_build_object(
          'outcome', 'too_soon',
          'last_ended_at', least(v_same.ends_at, v_now),
          'next_request_at', v_same.granted_at + interval '12 months');
      end if;
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
    insert into public.hardship_grants
      (user_id, membership_id, granted_at, ends_at, reason, email_identity)
    values
      (p_user_id, v_membership_id, v_starts_at, v_ends_at, left(v_reason, 1000), v_identity);

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
