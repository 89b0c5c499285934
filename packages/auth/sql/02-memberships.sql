-- @harbor-help/auth: the memberships table its default reader queries
--   client.from('memberships').select('*').eq('user_id', user.id).eq('is_active', true)
--     .order('created_at', { ascending: false }).limit(1).single()
-- with its row-level security: members read their own rows; only the service role writes.
-- Derived from Harbor's supabase/migrations (20261122000000_profiles_and_memberships.sql, the
-- `source` column of 20261125090000_hardship_access.sql and the read policy as
-- 20261127020000_hardship_scheduled.sql left it). Harbor's payment tables and triggers are not
-- part of it.

create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  tier text not null default 'free' check (tier in ('free', 'basic', 'premium', 'vip')),
  is_active boolean not null default true,
  start_date timestamptz default now(),
  end_date timestamptz,
  created_at timestamptz not null default now(),
  constraint memberships_dates_in_order check (end_date is null or start_date is null or end_date >= start_date)
);

comment on table public.memberships is 'Membership tiers; written only by the service role (payments), read by their owner.';

-- Where a membership came from: 'stripe' (a paid subscription), 'hardship' (a free grant) or
-- 'manual' (written by hand with the service role). Access never depends on it, except that a
-- hardship grant starts at its start_date.
alter table public.memberships
  add column source text not null default 'manual'
  constraint memberships_source_check check (source in ('manual', 'stripe', 'hardship'));

comment on column public.memberships.source is
  'Where the membership came from: stripe (a paid subscription), hardship (a free 90-day grant) or manual.';

-- The reader asks: where user_id = ? and is_active order by created_at desc limit 1.
create index memberships_user_id_is_active_created_at_idx
  on public.memberships (user_id, is_active, created_at desc);

alter table public.memberships enable row level security;

revoke all on table public.memberships from anon, authenticated;
grant select on table public.memberships to authenticated;
grant all on table public.memberships to service_role;

-- A member reads their own memberships, leaving out a hardship grant that has not started.
create policy "Users read their own memberships"
  on public.memberships for select
  to authenticated
  using (
    (select auth.uid()) = user_id
    and (source <> 'hardship' or start_date is null or start_date <= now())
  );
-- No insert, update or delete policy: only the service role (which bypasses RLS) writes.
