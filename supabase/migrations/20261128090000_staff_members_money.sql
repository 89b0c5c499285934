-- The team's console, members and money (issue 26, part 3): find a member by email, see their
-- memberships (tier, source, dates, active), grant or end a complimentary membership, the money by
-- month, and the rows the CSV exports read. Every read and write here runs under the staff
-- member's own JWT and needs public.current_staff_role() (listed staff AND an aal2 session, see
-- 20261128060000_staff_members.sql); every change, and every CSV export, is appended to
-- public.staff_audit_log in the same transaction.
--
-- A complimentary membership ("comp") is a memberships row with source 'manual' (the sources stay
-- stripe, hardship, manual), active from now until the end date the staff member chose, so the
-- existing membership-access rule (has_membership_access, hasMembershipAccess in packages/auth)
-- gives its member access, and the Premium badge, until that date or until a staff member ends it.
-- Its reason and who granted it are kept in public.membership_comps.

-- Comps (private) ---------------------------------------------------------------------------
create table public.membership_comps (
  membership_id uuid primary key references public.memberships (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null constraint membership_comps_reason check (char_length(reason) between 1 and 500),
  granted_at timestamptz not null default now(),
  granted_by uuid,
  ended_at timestamptz,
  ended_by uuid
);

comment on table public.membership_comps is
  'Complimentary memberships granted from the team''s console: the reason and who granted or ended it. Read through the staff functions only.';

create index membership_comps_user_id_idx on public.membership_comps (user_id);

alter table public.membership_comps enable row level security;
revoke all on table public.membership_comps from anon, authenticated;
grant all on table public.membership_comps to service_role;
-- No policy: read and written only by the staff functions below (security definer).

-- What staff read under their own JWT ----------------------------------------------------------
-- Staff (aal2) read donations, orders, their lines and profiles (the donor's name and email for
-- the donations export). Members keep reading only their own rows. The newsletter subscribers stay
-- without any grant to signed-in users: only staff_export_newsletter below reads them.

create policy "Staff in an aal2 session read donations"
  on public.donations for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

create policy "Staff in an aal2 session read orders"
  on public.orders for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

create policy "Staff in an aal2 session read order lines"
  on public.order_items for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

create policy "Staff in an aal2 session read profiles"
  on public.profiles for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

-- The exports read page by page in (created_at, id) order.
create index donations_created_at_id_idx on public.donations (created_at, id);
create index orders_created_at_id_idx on public.orders (created_at, id);
create index newsletter_subscribers_created_at_id_idx on public.newsletter_subscribers (created_at, id);

-- Refuses anyone who is not staff in an aal2 session.
create function public.require_staff() returns public.staff_role
  language plpgsql stable
  set search_path = ''
  as $$
    declare
      v_role public.staff_role := public.current_staff_role();
    begin
      if v_role is null then
        raise exception 'Only staff with a second factor may do this' using errcode = '42501';
      end if;
      return v_role;
    end;
  $$;
revoke execute on function public.require_staff() from public, anon;
grant execute on function public.require_staff() to authenticated;

-- Members -----------------------------------------------------------------------------------
-- Accounts whose email contains the query (at least 3 characters), at most 20, each with its
-- current membership (the row the site reads: the latest active one).
create function public.staff_find_members(p_email_query text)
  returns table (
    user_id uuid,
    email text,
    full_name text,
    created_at timestamptz,
    tier text,
    source text,
    is_active boolean,
    start_date timestamptz,
    end_date timestamptz
  )
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
    declare
      v_query text := lower(btrim(coalesce(p_email_query, '')));
    begin
      perform public.require_staff();
      if char_length(v_query) < 3 then
        raise exception 'Type at least 3 characters of the email' using errcode = '22023';
      end if;
      return query
        select u.id, u.email::text, p.full_name, u.created_at,
               m.tier, m.source, m.is_active, m.start_date, m.end_date
          from auth.users u
          left join public.profiles p on p.id = u.id
          left join lateral (
            select mm.tier, mm.source, mm.is_active, mm.start_date, mm.end_date
              from public.memberships mm
             where mm.user_id = u.id and mm.is_active
             order by mm.created_at desc, mm.id desc
             limit 1
          ) m on true
         where u.deleted_at is null
           and strpos(lower(u.email), v_query) > 0
         order by (lower(u.email) = v_query) desc, u.email
         limit 20;
    end;
  $$;
revoke execute on function public.staff_find_members(text) from public, anon;
grant execute on function public.staff_find_members(text) to authenticated;

-- One member: the account, every membership (newest first; a comp with its reason, a paid one with
-- its Stripe customer id, never card details), the Stripe customer, and the hardship grants as
-- dates (and a count). A hardship grant's reason, what the member wrote, is in the answer only
-- for an admin.
create function public.staff_member_detail(p_user_id uuid)
  returns jsonb
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
    declare
      v_role public.staff_role := public.require_staff();
      v_user record;
    begin
      select u.id, u.email::text as email, p.full_name, u.created_at into v_user
        from auth.users u
        left join public.profiles p on p.id = u.id
       where u.id = p_user_id and u.deleted_at is null;
      if v_user.id is null then
        raise exception 'No account has that id' using errcode = 'P0002';
      end if;
      return jsonb_build_object(
        'user_id', v_user.id,
        'email', v_user.email,
        'full_name', v_user.full_name,
        'created_at', v_user.created_at,
        'stripe_customer_id', (
          select coalesce(
            (select c.customer_id from public.stripe_customers c where c.user_id = p_user_id),
            (select s.stripe_customer_id from public.membership_subscriptions s
              where s.user_id = p_user_id and s.stripe_customer_id is not null
              order by s.updated_at desc limit 1)
          )
        ),
        'memberships', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', m.id,
                   'tier', m.tier,
                   'source', m.source,
                   'is_active', m.is_active,
                   'start_date', m.start_date,
                   'end_date', m.end_date,
                   'created_at', m.created_at,
                   'comp', case when c.membership_id is null then null else jsonb_build_object(
                     'reason', c.reason, 'granted_at', c.granted_at, 'ended_at', c.ended_at) end,
                   'stripe_customer_id', s.stripe_customer_id,
                   'stripe_status', s.stripe_status
                 ) order by m.created_at desc, m.id desc)
            from public.memberships m
            left join public.membership_comps c on c.membership_id = m.id
            left join public.membership_subscriptions s on s.membership_id = m.id
           where m.user_id = p_user_id
        ), '[]'::jsonb),
        'hardship', jsonb_build_object(
          'count', (select count(*) from public.hardship_grants g where g.user_id = p_user_id),
          'grants', coalesce((
            select jsonb_agg(
                     jsonb_build_object('granted_at', g.granted_at, 'ends_at', g.ends_at)
                     || case when v_role = 'admin' then jsonb_build_object('reason', g.reason)
                             else '{}'::jsonb end
                     order by g.granted_at desc)
              from public.hardship_grants g
             where g.user_id = p_user_id
          ), '[]'::jsonb)
        )
      );
    end;
  $$;
revoke execute on function public.staff_member_detail(uuid) from public, anon;
grant execute on function public.staff_member_detail(uuid) to authenticated;

-- Grants a complimentary membership (basic, premium or vip) from now until p_ends_at, for a
-- reason. It replaces the member's current manual or hardship membership (the trigger
-- memberships_close_other_active closes it in the same statement); a member whose paid plan gives
-- access now is refused, so nobody is billed for a plan a comp has closed.
create function public.staff_grant_comp(
  p_user_id uuid, p_tier text, p_ends_at timestamptz, p_reason text
) returns public.memberships
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_reason text := btrim(coalesce(p_reason, ''));
      v_before public.memberships;
      v_after public.memberships;
    begin
      perform public.require_staff();
      if p_tier is null or p_tier not in ('basic', 'premium', 'vip') then
        raise exception 'Choose basic, premium or vip' using errcode = '22023';
      end if;
      if p_ends_at is null or p_ends_at <= now() then
        raise exception 'The end date must be in the future' using errcode = '22023';
      end if;
      if char_length(v_reason) not between 1 and 500 then
        raise exception 'Give a reason (at most 500 characters)' using errcode = '22023';
      end if;
      if not exists (select 1 from auth.users u where u.id = p_user_id and u.deleted_at is null) then
        raise exception 'No account has that id' using errcode = 'P0002';
      end if;
      perform pg_advisory_xact_lock(hashtext(p_user_id::text));
      select * into v_before from public.memberships m
       where m.user_id = p_user_id and m.is_active
       order by m.created_at desc, m.id desc limit 1;
      if v_before.id is not null and v_before.source = 'stripe'
         and (v_before.end_date is null or v_before.end_date > now()) then
        raise exception 'This member has a paid plan: change it in Stripe instead' using errcode = '23514';
      end if;
      insert into public.memberships (user_id, tier, is_active, start_date, end_date, source)
      values (p_user_id, p_tier, true, now(), p_ends_at, 'manual')
      returning * into v_after;
      insert into public.membership_comps (membership_id, user_id, reason, granted_by)
      values (v_after.id, p_user_id, v_reason, auth.uid());
      perform public.append_staff_audit(
        'comp.grant', 'membership', v_after.id::text,
        case when v_before.id is null then null else to_jsonb(v_before) end,
        to_jsonb(v_after) || jsonb_build_object('reason', v_reason)
      );
      return v_after;
    end;
  $$;
revoke execute on function public.staff_grant_comp(uuid, text, timestamptz, text) from public, anon;
grant execute on function public.staff_grant_comp(uuid, text, timestamptz, text) to authenticated;

-- Ends a running complimentary membership now (only a comp: paid plans end in Stripe, hardship
-- grants at their date).
create function public.staff_end_comp(p_membership_id uuid) returns public.memberships
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_before public.memberships;
      v_after public.memberships;
    begin
      perform public.require_staff();
      select m.* into v_before
        from public.memberships m
        join public.membership_comps c on c.membership_id = m.id
       where m.id = p_membership_id and m.is_active and c.ended_at is null
         for update of m;
      if v_before.id is null then
        raise exception 'No running complimentary membership has that id' using errcode = 'P0002';
      end if;
      update public.memberships
         set is_active = false,
             end_date = case when end_date is null or end_date > now()
                             then greatest(now(), start_date) else end_date end
       where id = p_membership_id
      returning * into v_after;
      update public.membership_comps set ended_at = now(), ended_by = auth.uid()
       where membership_id = p_membership_id;
      perform public.append_staff_audit('comp.end', 'membership', p_membership_id::text,
        to_jsonb(v_before), to_jsonb(v_after));
      return v_after;
    end;
  $$;
revoke execute on function public.staff_end_comp(uuid) from public, anon;
grant execute on function public.staff_end_comp(uuid) to authenticated;

-- The team ------------------------------------------------------------------------------------
-- The staff with their emails (staff_members holds ids only), for the console's team page.
create function public.staff_team()
  returns table (user_id uuid, email text, role public.staff_role, added_at timestamptz)
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
    begin
      perform public.require_staff();
      return query
        select s.user_id, u.email::text, s.role, s.added_at
          from public.staff_members s
          join auth.users u on u.id = s.user_id
         order by s.role desc, u.email;
    end;
  $$;
revoke execute on function public.staff_team() from public, anon;
grant execute on function public.staff_team() to authenticated;

-- Money ---------------------------------------------------------------------------------------
-- Paid donations and orders (by the month they were paid, UTC) and paid memberships started and
-- ended, month by month, newest first. amount_cents is null for memberships (their price is in
-- Stripe).
create function public.staff_money_by_month()
  returns table (month text, kind text, currency text, count bigint, amount_cents bigint)
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
    begin
      perform public.require_staff();
      return query
        select q.month, q.kind, q.currency, q.count, q.amount_cents
          from (
            select to_char(d.paid_at at time zone 'UTC', 'YYYY-MM') as month, 'donations'::text as kind,
                   d.currency, count(*) as count, sum(d.amount_cents)::bigint as amount_cents
              from public.donations d
             where d.status = 'paid' and d.paid_at is not null
             group by 1, 3
            union all
            select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM'), 'orders',
                   o.currency, count(*), sum(o.amount_cents)::bigint
              from public.orders o
             where o.status = 'paid' and o.paid_at is not null
             group by 1, 3
            union all
            select to_char(m.start_date at time zone 'UTC', 'YYYY-MM'), 'subscriptions started',
                   null, count(*), null::bigint
              from public.memberships m
             where m.source = 'stripe' and m.start_date is not null
             group by 1
            union all
            select to_char(m.end_date at time zone 'UTC', 'YYYY-MM'), 'subscriptions ended',
                   null, count(*), null::bigint
              from public.memberships m
             where m.source = 'stripe' and m.end_date is not null and m.end_date <= now()
             group by 1
          ) q
         order by q.month desc, q.kind, q.currency;
    end;
  $$;
revoke execute on function public.staff_money_by_month() from public, anon;
grant execute on function public.staff_money_by_month() to authenticated;

-- CSV exports ---------------------------------------------------------------------------------
-- The staff-export edge function calls staff_begin_export once (it checks the caller and appends
-- the export to the audit log), then reads one page at a time, after the last (created_at, id) it
-- read. The donations and orders pages are security invoker: their rows come through the RLS
-- policies above. The newsletter page is security definer (the table has no grant to signed-in
-- users at all) and checks the caller itself, as every function here does.
create function public.staff_begin_export(p_kind text) returns public.staff_role
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_role public.staff_role := public.require_staff();
    begin
      if p_kind is null or p_kind not in ('donations', 'orders', 'newsletter') then
        raise exception 'Export donations, orders or newsletter' using errcode = '22023';
      end if;
      perform public.append_staff_audit('export.csv', 'export', p_kind, null, null);
      return v_role;
    end;
  $$;
revoke execute on function public.staff_begin_export(text) from public, anon;
grant execute on function public.staff_begin_export(text) to authenticated;

create function public.staff_export_donations(
  p_after_created_at timestamptz, p_after_id uuid, p_limit integer
) returns table (
    id uuid, created_at timestamptz, paid_at timestamptz, status text, amount_cents integer,
    currency text, recurring boolean, donor_email text, donor_name text
  )
  language sql stable
  set search_path = ''
  as $$
    select d.id, d.created_at, d.paid_at, d.status, d.amount_cents, d.currency, d.recurring,
           p.email, p.full_name
      from public.donations d
      left join public.profiles p on p.id = d.user_id
     where public.require_staff() is not null
       and (p_after_created_at is null or (d.created_at, d.id) > (p_after_created_at, p_after_id))
     order by d.created_at, d.id
     limit least(greatest(coalesce(p_limit, 500), 1), 1000)
  $$;
revoke execute on function public.staff_export_donations(timestamptz, uuid, integer) from public, anon;
grant execute on function public.staff_export_donations(timestamptz, uuid, integer) to authenticated;

create function public.staff_export_orders(
  p_after_created_at timestamptz, p_after_id uuid, p_limit integer
) returns table (
    id uuid, created_at timestamptz, paid_at timestamptz, status text, amount_cents integer,
    currency text, customer_email text, items text
  )
  language sql stable
  set search_path = ''
  as $$
    select o.id, o.created_at, o.paid_at, o.status, o.amount_cents, o.currency, o.customer_email,
           (select string_agg(i.quantity || ' x ' || i.title || coalesce(' (' || i.size || ')', ''), '; ' order by i.sku)
              from public.order_items i where i.order_id = o.id)
      from public.orders o
     where public.require_staff() is not null
       and (p_after_created_at is null or (o.created_at, o.id) > (p_after_created_at, p_after_id))
     order by o.created_at, o.id
     limit least(greatest(coalesce(p_limit, 500), 1), 1000)
  $$;
revoke execute on function public.staff_export_orders(timestamptz, uuid, integer) from public, anon;
grant execute on function public.staff_export_orders(timestamptz, uuid, integer) to authenticated;

create function public.staff_export_newsletter(
  p_after_created_at timestamptz, p_after_id uuid, p_limit integer
) returns table (id uuid, created_at timestamptz, email text, first_name text, consent_at timestamptz)
  language sql stable
  security definer
  set search_path = ''
  as $$
    select s.id, s.created_at, s.email, s.first_name, s.consent_at
      from public.newsletter_subscribers s
     where public.require_staff() is not null
       and (p_after_created_at is null or (s.created_at, s.id) > (p_after_created_at, p_after_id))
     order by s.created_at, s.id
     limit least(greatest(coalesce(p_limit, 500), 1), 1000)
  $$;
revoke execute on function public.staff_export_newsletter(timestamptz, uuid, integer) from public, anon;
grant execute on function public.staff_export_newsletter(timestamptz, uuid, integer) to authenticated;
