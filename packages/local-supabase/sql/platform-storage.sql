-- Part of what the platform provides (see platform.sql), kept apart and idempotent so a data
-- directory made before storage existed gets it on its next start.

-- The storage schema (Supabase Storage), the columns the local storage API uses --------
-- As on Supabase, storage.objects has row-level security: the storage API runs each
-- metadata query as the caller's role, so with no policy only the service role sees objects.
-- The bytes live beside the row in harbor_local.storage_object_data (on Supabase they live
-- in an object store).
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create schema if not exists harbor_local;
create table if not exists harbor_local.storage_object_data (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  content bytea not null
);
