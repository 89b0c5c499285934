-- @harbor-help/auth: the profiles table its default reader queries
--   client.from('profiles').select('*').eq('id', user.id).single()
-- with its row-level security and the trigger that creates a profile for each new user.
-- For a Supabase project (the platform provides the roles anon/authenticated/service_role, the
-- auth schema and auth.uid()). Derived from Harbor's supabase/migrations
-- (20261122000000_profiles_and_memberships.sql); packages/auth/src/sql.test.ts checks that the
-- definitions stay the same as the migrations'.

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

-- A new auth user gets a profile, named from the sign-up metadata `full_name`
-- (what useAuth().signUp(email, password, fullName) sends).
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
