-- Applications to Harbor's partner (affiliate) programme, sent from /pricing.
-- Anyone may send one; no one can read, change or delete them through the API.
-- The team reads them with the service role (the dashboard).

create table public.partner_applications (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  organization text check (organization is null or char_length(organization) <= 200),
  website text check (website is null or (char_length(website) <= 500 and website ~* '^https?://[^\s]+$')),
  audience text not null check (char_length(btrim(audience)) between 20 and 2000),
  status text not null default 'new' check (status in ('new', 'accepted', 'declined')),
  created_at timestamptz not null default now()
);

comment on table public.partner_applications is 'Partner programme applications; insert-only for visitors, read by the service role.';

alter table public.partner_applications enable row level security;

revoke all on table public.partner_applications from anon, authenticated;
-- Only the fields a visitor fills in: the id, status and time are the server's.
grant insert (full_name, email, organization, website, audience)
  on table public.partner_applications to anon, authenticated;
grant all on table public.partner_applications to service_role;

create policy "Anyone can send a partner application"
  on public.partner_applications for insert
  to anon, authenticated
  with check (true);
-- No select, update or delete policy: only the service role (which bypasses RLS) reads them.
