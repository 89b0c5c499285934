-- @harbor-help/auth: the membership-access rule in SQL, for row-level security policies on your
-- own tables, e.g.
--   create policy "Members read member posts" on public.posts for select to authenticated
--     using ((select public.has_membership_access((select auth.uid()))));
-- Same rule as hasMembershipAccess (src/membership-access.ts), applied to the user's latest
-- active membership (the row the reader reads): is_active, tier basic/premium/vip, end_date null
-- or strictly after now() (and a hardship grant only from its start_date).
-- Derived from Harbor's supabase/migrations (20261123010000_membership_access.sql as
-- 20261127020000_hardship_scheduled.sql left it).
--
-- security definer so a policy on another table can read public.memberships whatever the
-- caller's own grants; `set search_path = ''` so nothing can shadow the names it uses.
-- It answers only about the caller (auth.uid()), unless the caller is the service role:
-- nobody can probe whether another user is a member.

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

-- Supabase grants execute on new public functions to everyone by default: take it back,
-- then give it to signed-in users and the service role only.
revoke execute on function public.has_membership_access(uuid) from public, anon, authenticated;
grant execute on function public.has_membership_access(uuid) to authenticated, service_role;
