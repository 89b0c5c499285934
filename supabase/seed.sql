-- Demo data for local development and tests only. Never run against production.
-- Every demo account's password is: harbor-demo-password
-- Passwords are bcrypt hashes made by pgcrypto, as GoTrue stores them on Supabase.

with demo (id, email, full_name) as (
  values
    ('00000000-0000-4000-8000-000000000001'::uuid, 'free@harbor.test', 'Free Member'),
    ('00000000-0000-4000-8000-000000000002'::uuid, 'basic@harbor.test', 'Basic Member'),
    ('00000000-0000-4000-8000-000000000003'::uuid, 'premium@harbor.test', 'Premium Member'),
    ('00000000-0000-4000-8000-000000000004'::uuid, 'vip@harbor.test', 'VIP Member'),
    ('00000000-0000-4000-8000-000000000005'::uuid, 'expired@harbor.test', 'Expired Member'),
    ('00000000-0000-4000-8000-000000000006'::uuid, 'inactive@harbor.test', 'Inactive Member'),
    ('00000000-0000-4000-8000-000000000007'::uuid, 'plain@harbor.test', 'Plain User'),
    ('00000000-0000-4000-8000-000000000008'::uuid, 'staff@harbor.test', 'Staff Admin')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000'::uuid, id, 'authenticated', 'authenticated', email,
  extensions.crypt('harbor-demo-password', extensions.gen_salt('bf')), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', full_name, 'email_verified', true),
  now(), now()
from demo;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email like '%@harbor.test';

insert into public.memberships (user_id, tier, is_active, start_date, end_date, created_at)
values
  ('00000000-0000-4000-8000-000000000001', 'free', true, now() - interval '90 days', null, now() - interval '90 days'),
  ('00000000-0000-4000-8000-000000000002', 'basic', true, now() - interval '60 days', null, now() - interval '60 days'),
  ('00000000-0000-4000-8000-000000000003', 'premium', true, now() - interval '30 days', null, now() - interval '30 days'),
  ('00000000-0000-4000-8000-000000000004', 'vip', true, now() - interval '10 days', null, now() - interval '10 days'),
  ('00000000-0000-4000-8000-000000000005', 'premium', true, now() - interval '400 days', now() - interval '35 days', now() - interval '400 days'),
  ('00000000-0000-4000-8000-000000000006', 'premium', false, now() - interval '200 days', null, now() - interval '200 days');
-- plain@harbor.test has no membership row.

-- staff@harbor.test: a staff admin with a verified TOTP factor (issue 26). LOCAL USE ONLY: its
-- TOTP secret is published in the README so a developer can sign in to the console; never give
-- a real account a secret anyone has seen. Keep in step with DEMO_STAFF (demo-accounts.ts).
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (
  '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-000000000008', 'Local demo authenticator',
  'totp', 'verified', now(), now(), 'HARBORLOCALDEMOSTAFFTOTPONLY2345'
);

insert into public.staff_members (user_id, role, added_at)
values ('00000000-0000-4000-8000-000000000008', 'admin', now());

insert into public.staff_audit_log (actor_id, actor_email, action, item_type, item_id, before, after)
select null, 'seed (local demo data)', 'staff.add', 'staff_member', s.user_id::text, null, to_jsonb(s)
from public.staff_members s;
