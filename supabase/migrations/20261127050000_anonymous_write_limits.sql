-- Per-connection limits on what anyone may send without an account (issue 31), and the newsletter's
-- double opt-in.
--
-- Who is counted: a keyed hash of the address a request came from, never the address itself.
-- - The edge functions (guest checkouts, the newsletter) hash it in TypeScript (HMAC-SHA-256 with
--   a function secret, supabase/functions/_shared/client-ip.ts) and call
--   public.note_write_attempt.
-- - Contact messages, stories and partner applications are inserted straight through the REST
--   API (PostgREST) under row-level security, so the limit is a trigger on each table. PostgREST
--   gives Postgres the request's headers as JSON in current_setting('request.headers'); on a
--   Supabase project they include Cloudflare's CF-Connecting-IP, which Cloudflare sets itself, and
--   an X-Forwarded-For that a client can write to (supabase discussion #34647). So the address is
--   CF-Connecting-IP, and only without it the right-most X-Forwarded-For entry (the one the
--   nearest proxy appended; the local backend appends the TCP peer there and drops a client's
--   CF-Connecting-IP, as a proxy would). It is hashed here with sha256 over a random secret
--   made by this migration (harbor_private.settings, unreachable through the API) and the address.
-- Without any address (a request that did not come through the API) nothing is counted.
-- Only writes that succeed count: a refused insert rolls its attempt back with it.

create schema if not exists harbor_private;
revoke all on schema harbor_private from public;
-- The API roles never see this schema (only `public` is exposed, and they have no usage).

create table harbor_private.settings (
  name text primary key,
  value text not null
);
revoke all on table harbor_private.settings from public;

-- 64 hex digits of randomness from two v4 UUIDs (gen_random_uuid is core Postgres, no extension).
insert into harbor_private.settings (name, value)
values (
  'address_hash_secret',
  replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);

-- The limits ------------------------------------------------------------------------------
-- Each kind has one or more windows; an attempt is refused when any of them is full. Change them
-- with the service role (the dashboard's SQL editor): update public.write_limits set max_count = …
create table public.write_limits (
  kind text not null constraint write_limits_kind check (kind ~ '^[a-z_]{1,40}$'),
  window_seconds integer not null
    constraint write_limits_window check (window_seconds between 1 and 604800),
  max_count integer not null constraint write_limits_max check (max_count >= 1),
  primary key (kind, window_seconds)
);

comment on table public.write_limits is
  'Per-connection (or per-address) limits on anonymous writes: at most max_count in window_seconds. Private.';

insert into public.write_limits (kind, window_seconds, max_count) values
  -- Generous for a person (a shelter or library shares one connection), not for a script.
  ('contact_message', 600, 10),
  ('contact_message', 86400, 50),
  ('story', 600, 10),
  ('story', 86400, 50),
  ('partner_application', 600, 5),
  ('partner_application', 86400, 20),
  -- Each guest checkout opens a Stripe session and writes a row.
  ('guest_checkout', 600, 10),
  ('guest_checkout', 86400, 60),
  -- Newsletter sign-ups from one connection (answered "too many tries").
  ('newsletter_connection', 600, 10),
  ('newsletter_connection', 86400, 60),
  -- Confirmation emails to one address (never answered differently: see newsletter-subscribe).
  ('newsletter_address', 86400, 3);

alter table public.write_limits enable row level security;
revoke all on table public.write_limits from anon, authenticated;
grant all on table public.write_limits to service_role;

create table public.write_attempts (
  id bigint generated always as identity primary key,
  kind text not null,
  key_hash text not null constraint write_attempts_key_hash check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

comment on table public.write_attempts is
  'Recent anonymous writes by kind and keyed hash of the connection or address (never the address itself), for public.write_limits; deleted once older than the longest window. Private.';

create index write_attempts_kind_key_created_idx
  on public.write_attempts (kind, key_hash, created_at);
create index write_attempts_created_idx on public.write_attempts (created_at);

alter table public.write_attempts enable row level security;
revoke all on table public.write_attempts from anon, authenticated;
grant all on table public.write_attempts to service_role;

-- Counts one attempt of p_kind by p_key_hash. Answers null when it is allowed (and records it), or
-- the time from which another would be allowed (and records nothing).
create function public.note_write_attempt(p_kind text, p_key_hash text)
  returns timestamptz
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_now timestamptz := now();
    v_limit record;
    v_oldest timestamptz;
    v_retry timestamptz;
    v_longest integer;
  begin
    if p_key_hash is null or p_key_hash !~ '^[0-9a-f]{64}$' then
      return null;
    end if;
    perform pg_advisory_xact_lock(hashtext('write-attempt:' || p_kind || ':' || p_key_hash));

    select max(window_seconds) into v_longest from public.write_limits;
    delete from public.write_attempts
     where created_at < v_now - make_interval(secs => coalesce(v_longest, 86400));

    for v_limit in
      select window_seconds, max_count from public.write_limits where kind = p_kind
    loop
      select min(a.created_at) into v_oldest
        from (
          select created_at from public.write_attempts
           where kind = p_kind
             and key_hash = p_key_hash
             and created_at > v_now - make_interval(secs => v_limit.window_seconds)
           order by created_at desc
           limit v_limit.max_count
        ) a
       having count(*) >= v_limit.max_count;
      if v_oldest is not null then
        v_retry := greatest(v_retry, v_oldest + make_interval(secs => v_limit.window_seconds));
      end if;
    end loop;
    if v_retry is not null then
      return v_retry;
    end if;
    insert into public.write_attempts (kind, key_hash) values (p_kind, p_key_hash);
    return null;
  end;
  $$;

revoke execute on function public.note_write_attempt(text, text) from public, anon, authenticated;
grant execute on function public.note_write_attempt(text, text) to service_role;

-- The address the REST request came from (see the top of this file), or null.
create function public.request_client_address()
  returns text
  language plpgsql
  stable
  set search_path = ''
  as $$
  declare
    v_headers json;
    v_value text;
    v_parts text[];
  begin
    begin
      v_headers := nullif(current_setting('request.headers', true), '')::json;
    exception when others then
      return null;
    end;
    if v_headers is null then
      return null;
    end if;
    v_value := nullif(btrim(v_headers ->> 'cf-connecting-ip'), '');
    if v_value is null then
      v_parts := string_to_array(coalesce(v_headers ->> 'x-forwarded-for', ''), ',');
      v_value := nullif(btrim(v_parts[cardinality(v_parts)]), '');
    end if;
    if v_value is null then
      return null;
    end if;
    begin
      return host(v_value::inet);
    exception when others then
      return null;
    end;
  end;
  $$;

revoke execute on function public.request_client_address() from public, anon, authenticated;

-- Refuses an insert by a visitor (anon or authenticated) beyond the limits of TG_ARGV[0], with
-- PostgREST's way of choosing the HTTP status: SQLSTATE PT429 is answered 429.
create function public.limit_visitor_writes()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_address text;
    v_secret text;
    v_retry timestamptz;
  begin
    if coalesce(nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role', '')
       not in ('anon', 'authenticated') then
      return new;
    end if;
    v_address := public.request_client_address();
    if v_address is null then
      return new;
    end if;
    select value into v_secret from harbor_private.settings where name = 'address_hash_secret';
    v_retry := public.note_write_attempt(
      tg_argv[0],
      encode(sha256(convert_to(v_secret || ':' || v_address, 'UTF8')), 'hex'));
    if v_retry is not null then
      raise exception using
        errcode = 'PT429',
        message = 'Too many tries from this connection. Wait a few minutes, then try again.',
        detail = 'retry_at ' || to_char(v_retry at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
    end if;
    return new;
  end;
  $$;

revoke execute on function public.limit_visitor_writes() from public, anon, authenticated;

create trigger contact_messages_limit_visitor_writes
  before insert on public.contact_messages
  for each row execute function public.limit_visitor_writes('contact_message');
create trigger stories_limit_visitor_writes
  before insert on public.stories
  for each row execute function public.limit_visitor_writes('story');
create trigger partner_applications_limit_visitor_writes
  before insert on public.partner_applications
  for each row execute function public.limit_visitor_writes('partner_application');

-- The newsletter's double opt-in ----------------------------------------------------------
-- A sign-up asks for a confirmation link (sent by newsletter-subscribe); the address joins
-- public.newsletter_subscribers, with its consent time, only when the link is opened. Only a hash
-- of the link's token is kept. Pending requests are deleted 30 days after they expire.
create table public.newsletter_confirmations (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_confirmations_email check (
      char_length(email) between 3 and 320 and email = lower(email)),
  first_name text constraint newsletter_confirmations_first_name check (char_length(first_name) <= 100),
  token_hash text not null
    constraint newsletter_confirmations_token_hash check (token_hash ~ '^[0-9a-f]{64}$')
    constraint newsletter_confirmations_token_hash_key unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

comment on table public.newsletter_confirmations is
  'Newsletter sign-ups waiting for their confirmation link (the sha256 of its token only). Private.';

create index newsletter_confirmations_expires_at_idx
  on public.newsletter_confirmations (expires_at);

alter table public.newsletter_confirmations enable row level security;
revoke all on table public.newsletter_confirmations from anon, authenticated;
grant all on table public.newsletter_confirmations to service_role;

comment on column public.newsletter_subscribers.consent_at is
  'When the address confirmed it wants the newsletter (it opened the confirmation link).';

-- A sign-up, decided in one transaction. Answers one of:
--   'throttled'  this address has had its confirmation emails for today: send nothing
--   'subscribed' already on the list: send nothing (see newsletter-subscribe for why)
--   'pending'    recorded: send the confirmation link whose token hashes to p_token_hash
create function public.request_newsletter_confirmation(
  p_email text,
  p_first_name text,
  p_address_key text,
  p_token_hash text,
  p_expires_at timestamptz
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    delete from public.newsletter_confirmations where expires_at < now() - interval '30 days';
    if public.note_write_attempt('newsletter_address', p_address_key) is not null then
      return 'throttled';
    end if;
    if exists (select 1 from public.newsletter_subscribers s where s.email = p_email) then
      return 'subscribed';
    end if;
    insert into public.newsletter_confirmations (email, first_name, token_hash, expires_at)
    values (p_email, p_first_name, p_token_hash, p_expires_at);
    return 'pending';
  end;
  $$;

revoke execute on function public.request_newsletter_confirmation(text, text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.request_newsletter_confirmation(text, text, text, text, timestamptz)
  to service_role;

-- Opening the link. Answers jsonb { outcome }: 'confirmed' (now on the list, consent recorded now,
-- or already on it), 'used' (this link was opened before), 'expired', or 'unknown'.
create function public.confirm_newsletter_subscription(p_token_hash text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_request record;
  begin
    select * into v_request
      from public.newsletter_confirmations
     where token_hash = p_token_hash
     for update;
    if not found then
      return jsonb_build_object('outcome', 'unknown');
    end if;
    if v_request.used_at is not null then
      return jsonb_build_object('outcome', 'used');
    end if;
    if v_request.expires_at <= now() then
      return jsonb_build_object('outcome', 'expired');
    end if;
    update public.newsletter_confirmations set used_at = now() where id = v_request.id;
    insert into public.newsletter_subscribers (email, first_name, consent_at)
    values (v_request.email, v_request.first_name, now())
    on conflict (email) do nothing;
    return jsonb_build_object('outcome', 'confirmed');
  end;
  $$;

revoke execute on function public.confirm_newsletter_subscription(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter_subscription(text) to service_role;
