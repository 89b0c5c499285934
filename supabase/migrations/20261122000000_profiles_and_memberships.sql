-- Harbor schema: profiles and memberships, guarded by row-level security.
-- Valid unchanged on a real Supabase project (`supabase db push`); the platform provides
-- the roles anon/authenticated/service_role, the auth schema and auth.uid().

-- Profiles ----------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (char_length(full_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per user, created by a trigger on auth.users from the sign-up metadata.';

alter table public.profiles enable row level security;

-- Table privileges first (Supabase grants the API roles everything by default),
-- then policies decide which rows.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (full_name) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy "Users read their own profile"
  on public.profiles for select
  to authenticated
  using ((select auth.uid()) = id);

create policy "Users update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create function public.set_updated_at()
  returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    new.updated_at := now();
    return new;
  end;
  $$;

revoke execute on function public.set_updated_at() from public, anon, authenticated;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- A new auth user gets a profile, named from the sign-up metadata `full_name`.
create function public.handle_new_user()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    insert into public.profiles (id, email, full_name)
    values (
      new.id,
      new.email,
      nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 200), '')
    );
    return new;
  end;
  $$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Memberships -------------------------------------------------------------------
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

-- The site asks: where user_id = ? and is_active order by created_at desc limit 1.
create index memberships_user_id_is_active_created_at_idx
  on public.memberships (user_id, is_active, created_at desc);

alter table public.memberships enable row level security;

revoke all on table public.memberships from anon, authenticated;
grant select on table public.memberships to authenticated;
grant all on table public.memberships to service_role;

create policy "Users read their own memberships"
  on public.memberships for select
  to authenticated
  using ((select auth.uid()) = user_id);
-- No insert, update or delete policy: only the service role (which bypasses RLS) writes.
