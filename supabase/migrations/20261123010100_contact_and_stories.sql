-- What visitors send Harbor: contact messages (/contact) and stories (/share).
-- Visitors may only add rows. Nobody reads, changes or deletes them through the API; the team
-- reads them with the service role (the Supabase dashboard). The limits here are the same as the
-- form's (apps/web/src/forms/*-rules.ts), so a request that skips the form is refused too.

-- Contact messages ----------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_messages_name_length check (char_length(name) <= 100 and char_length(btrim(name)) >= 1),
  email text not null
    constraint contact_messages_email_length check (char_length(email) <= 254)
    constraint contact_messages_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  topic text not null
    constraint contact_messages_topic check (
      topic in ('question', 'feedback', 'problem', 'membership', 'partnership', 'other')
    ),
  message text not null
    constraint contact_messages_message_length check (char_length(message) <= 5000 and char_length(btrim(message)) >= 10),
  -- Who sent it when signed in (set by the database, never by the client).
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Messages sent from /contact. Insert-only for visitors; read by the team with the service role.';

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
-- Only these columns: id, user_id and created_at always come from their defaults.
grant insert (name, email, topic, message) on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

create policy "Visitors send contact messages"
  on public.contact_messages for insert
  to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));
-- No select, update or delete policy: nothing comes back through the API.

-- Stories -----------------------------------------------------------------------------
create table public.stories (
  id uuid primary key default gen_random_uuid(),
  name text
    constraint stories_name_length check (name is null or (char_length(name) <= 100 and char_length(btrim(name)) >= 1)),
  email text
    constraint stories_email_length check (email is null or char_length(email) <= 254)
    constraint stories_email_format check (
      email is null or email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    ),
  story text not null
    constraint stories_story_length check (char_length(story) <= 10000 and char_length(btrim(story)) >= 20),
  -- A story is only sent with permission to publish it (edited, without identifying details).
  consent_to_publish boolean not null
    constraint stories_consent_given check (consent_to_publish),
  -- Moderation: every story starts pending; only the team (service role) changes it.
  status text not null default 'pending'
    constraint stories_status check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
  -- No user id: a story is never linked to an account, even when its writer is signed in.
);

comment on table public.stories is
  'Stories sent from /share, pending until the team reviews them, never linked to an account. Insert-only for visitors.';

alter table public.stories enable row level security;

revoke all on table public.stories from anon, authenticated;
-- No status, id or created_at: a client that names one is refused (42501).
grant insert (name, email, story, consent_to_publish) on table public.stories to anon, authenticated;
grant all on table public.stories to service_role;

create policy "Visitors send stories for review"
  on public.stories for insert
  to anon, authenticated
  with check (status = 'pending');
