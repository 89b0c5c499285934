-- Stories, moderated and published (issue 27, part 1).
--
-- - The original story (public.stories) is never changed and never readable by visitors: the team
--   edits a separate publication row (public.story_publications: title, edited text, content
--   notes, challenge, the name to show) and publishes it. Every staff step goes through the
--   staff_story_* functions below (staff at aal2), each appended to the audit log.
-- - Visitors read public.published_stories only: published, edited, not withdrawn, with the
--   writer's consent; never the original text, the email, the story's id or any account.
-- - The writer gets a private link when sending (public.send_story): a random token, returned
--   once; only its sha256 is kept. public.story_status(token) and public.withdraw_story(token)
--   are theirs; withdrawing unpublishes at once and for good.
-- - "This helped me": a count per published story (public.story_helped), rate-limited per
--   connection like the other anonymous writes (20261127050000_anonymous_write_limits.sql). Once
--   per device is kept on the device (the storyHelped key of @harbor-help/device-storage).
--
-- Safety hook: public.story_publication_blocked(story_id) answers why a story may not be
-- published (null: nothing stops it). It answers null here; the safety screen (issue 27 part 2)
-- redefines it so that a story describing a danger happening now is refused by
-- staff_story_publish.

-- The writer's control, on the original row ------------------------------------------------------
alter table public.stories
  add column writer_token_hash text
    constraint stories_writer_token_hash check (writer_token_hash ~ '^[0-9a-f]{64}$')
    constraint stories_writer_token_hash_key unique,
  add column show_name boolean not null default false,
  add column withdrawn_at timestamptz;

comment on column public.stories.writer_token_hash is
  'sha256 (hex) of the private link''s token given to the writer when sending; the token itself is never stored.';
comment on column public.stories.show_name is
  'The writer asked for their name (or nickname) to be shown with the story if it is published.';
comment on column public.stories.withdrawn_at is
  'When the writer withdrew the story with their private link: it is unpublished and never published again.';

-- What is published, apart from the original -------------------------------------------------
create table public.story_publications (
  story_id uuid primary key references public.stories (id) on delete cascade,
  -- The id visitors see (reactions use it): not the story's own id.
  public_id uuid not null default gen_random_uuid() constraint story_publications_public_id_key unique,
  title text
    constraint story_publications_title_length check (title is null or char_length(title) between 1 and 120),
  body text
    constraint story_publications_body_length check (body is null or char_length(body) between 1 and 10000),
  content_notes text[] not null default '{}'
    constraint story_publications_content_notes check (
      content_notes <@ array['self-harm', 'suicide', 'abuse', 'sexual-violence', 'violence',
                             'substance-use', 'eating-disorders', 'grief']::text[]),
  challenge_slug text
    constraint story_publications_challenge_slug check (challenge_slug ~ '^[a-z][a-z0-9-]{0,60}$'),
  -- Copied from the story's name only when the writer asked for it (show_name).
  display_name text,
  published_at timestamptz,
  helped_count integer not null default 0 constraint story_publications_helped_count check (helped_count >= 0),
  updated_at timestamptz not null default now()
);
create index story_publications_published on public.story_publications (published_at desc)
  where published_at is not null;
comment on table public.story_publications is
  'The edited, publishable version of a story (the original stays in public.stories). Changed only through the staff_story_* functions; visitors read public.published_stories.';

alter table public.story_publications enable row level security;
revoke all on table public.story_publications from anon, authenticated;
grant select on table public.story_publications to authenticated;
grant all on table public.story_publications to service_role;
create policy "Staff in an aal2 session read story publications"
  on public.story_publications for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

-- What visitors read. Not security_invoker: visitors have no grant on the tables; the view is the
-- only way, and it names only public fields of published, edited, not-withdrawn stories.
create view public.published_stories as
  select p.public_id as id, p.title, p.body, p.content_notes, p.challenge_slug,
         p.display_name, p.published_at, p.helped_count
    from public.story_publications p
    join public.stories s on s.id = p.story_id
   where p.published_at is not null
     and s.withdrawn_at is null
     and s.consent_to_publish
     and p.title is not null
     and p.body is not null;
comment on view public.published_stories is
  'Published stories as visitors read them: edited text, title, content notes, challenge, a name only when the writer asked for one. Never the original, the email or the story''s id.';
revoke all on table public.published_stories from anon, authenticated;
grant select on table public.published_stories to anon, authenticated;

-- Sending a story, with its private link ---------------------------------------------------
-- Runs as its owner so the new row's token can be answered; the limits and checks of a direct
-- insert still apply (the table's constraints and its insert triggers, including the
-- per-connection limit, which reads the request's role and address).
create function public.send_story(
  p_name text, p_email text, p_story text, p_consent_to_publish boolean, p_show_name boolean
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    begin
      insert into public.stories (name, email, story, consent_to_publish, show_name, writer_token_hash)
      values (p_name, p_email, p_story, coalesce(p_consent_to_publish, false),
              coalesce(p_show_name, false) and p_name is not null and coalesce(p_consent_to_publish, false),
              encode(sha256(convert_to(v_token, 'UTF8')), 'hex'));
      return v_token;
    end;
  $$;
revoke execute on function public.send_story(text, text, text, boolean, boolean) from public;
grant execute on function public.send_story(text, text, text, boolean, boolean) to anon, authenticated;

-- The story of a private link's token, or null.
create function public.story_by_token(p_token text)
  returns public.stories
  language sql stable
  security definer
  set search_path = ''
  as $$
    select * from public.stories
     where p_token is not null and p_token ~ '^[0-9a-f]{64}$'
       and writer_token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
  $$;
revoke execute on function public.story_by_token(text) from public, anon, authenticated;

-- The writer's view: { status, sent_at, published_at } where status is 'in-review',
-- 'team-only' (sent without permission to publish), 'published' or 'withdrawn'; null for an
-- unknown token.
create function public.story_status(p_token text)
  returns jsonb
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
    declare
      v_story public.stories;
      v_published timestamptz;
    begin
      v_story := public.story_by_token(p_token);
      if v_story.id is null then
        return null;
      end if;
      select published_at into v_published from public.story_publications where story_id = v_story.id;
      return jsonb_build_object(
        'status', case
          when v_story.withdrawn_at is not null then 'withdrawn'
          when v_published is not null then 'published'
          when not v_story.consent_to_publish then 'team-only'
          else 'in-review' end,
        'sent_at', v_story.created_at,
        'published_at', case when v_story.withdrawn_at is null then v_published end);
    end;
  $$;
revoke execute on function public.story_status(text) from public;
grant execute on function public.story_status(text) to anon, authenticated;

-- Withdrawing: unpublished at once, never published again. Answers the new status (null for an
-- unknown token). In the audit log as the writer's step.
create function public.withdraw_story(p_token text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_story public.stories;
    begin
      v_story := public.story_by_token(p_token);
      if v_story.id is null then
        return null;
      end if;
      if v_story.withdrawn_at is null then
        update public.stories set withdrawn_at = now() where id = v_story.id;
        update public.story_publications set published_at = null, updated_at = now()
         where story_id = v_story.id;
        insert into public.staff_audit_log (actor_id, actor_email, action, item_type, item_id, before, after)
        values (null, 'the writer (private link)', 'story.withdraw', 'story', v_story.id::text,
          jsonb_build_object('withdrawn', false), jsonb_build_object('withdrawn', true));
      end if;
      return public.story_status(p_token);
    end;
  $$;
revoke execute on function public.withdraw_story(text) from public;
grant execute on function public.withdraw_story(text) to anon, authenticated;

-- The team's steps ---------------------------------------------------------------------------
-- Why a story may not be published now, or null. The safety screen (issue 27 part 2) redefines
-- this to refuse a story describing a danger happening now.
create function public.story_publication_blocked(p_story_id uuid)
  returns text
  language sql stable
  security definer
  set search_path = ''
  as $$
    select null::text
  $$;
revoke execute on function public.story_publication_blocked(uuid) from public, anon, authenticated;

-- The publication row of a story (made on first use), after checking the caller and the story.
create function public.staff_story_publication_for(p_story_id uuid)
  returns public.story_publications
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_story public.stories;
      v_row public.story_publications;
    begin
      if public.current_staff_role() is null then
        raise exception 'Only staff with a second factor may edit stories' using errcode = '42501';
      end if;
      select * into v_story from public.stories where id = p_story_id;
      if not found then
        raise exception 'No story has that id' using errcode = 'P0002';
      end if;
      if not v_story.consent_to_publish then
        raise exception 'This story is for the team only: it may never be published' using errcode = '23514';
      end if;
      insert into public.story_publications (story_id, display_name)
      values (p_story_id, case when v_story.show_name then v_story.name end)
      on conflict (story_id) do nothing;
      select * into v_row from public.story_publications where story_id = p_story_id for update;
      return v_row;
    end;
  $$;
revoke execute on function public.staff_story_publication_for(uuid) from public, anon, authenticated, service_role;

-- Saves the edit: title, text, content notes, challenge, and whether to show the writer's name
-- (only a name the writer asked to show). The original is untouched. A published story stays
-- published with the new text.
create function public.staff_story_save(
  p_story_id uuid, p_title text, p_body text, p_content_notes text[], p_challenge_slug text,
  p_show_name boolean
)
  returns public.story_publications
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_before public.story_publications;
      v_after public.story_publications;
      v_story public.stories;
    begin
      v_before := public.staff_story_publication_for(p_story_id);
      select * into v_story from public.stories where id = p_story_id;
      update public.story_publications
         set title = nullif(btrim(p_title), ''),
             body = nullif(btrim(p_body), ''),
             content_notes = coalesce((select array_agg(distinct n order by n) from unnest(p_content_notes) n), '{}'),
             challenge_slug = nullif(p_challenge_slug, ''),
             display_name = case when p_show_name and v_story.show_name then v_story.name end,
             updated_at = now()
       where story_id = p_story_id
      returning * into v_after;
      perform public.append_staff_audit('story.edit', 'story', p_story_id::text,
        jsonb_build_object('title', v_before.title, 'body', v_before.body,
          'content_notes', v_before.content_notes, 'challenge_slug', v_before.challenge_slug,
          'display_name', v_before.display_name),
        jsonb_build_object('title', v_after.title, 'body', v_after.body,
          'content_notes', v_after.content_notes, 'challenge_slug', v_after.challenge_slug,
          'display_name', v_after.display_name));
      return v_after;
    end;
  $$;
revoke execute on function public.staff_story_save(uuid, text, text, text[], text, boolean) from public, anon;
grant execute on function public.staff_story_save(uuid, text, text, text[], text, boolean) to authenticated;

-- Publishes the saved edit: it needs a title and edited text, and a story its writer has not
-- withdrawn, and nothing from public.story_publication_blocked.
create function public.staff_story_publish(p_story_id uuid)
  returns public.story_publications
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_before public.story_publications;
      v_after public.story_publications;
      v_blocked text;
    begin
      v_before := public.staff_story_publication_for(p_story_id);
      if exists (select 1 from public.stories where id = p_story_id and withdrawn_at is not null) then
        raise exception 'The writer withdrew this story: it may not be published' using errcode = '23514';
      end if;
      if v_before.title is null or v_before.body is null then
        raise exception 'Save a title and the edited text before publishing' using errcode = '23514';
      end if;
      v_blocked := public.story_publication_blocked(p_story_id);
      if v_blocked is not null then
        raise exception 'This story may not be published: %', v_blocked using errcode = '23514';
      end if;
      if v_before.published_at is not null then
        return v_before;
      end if;
      update public.story_publications set published_at = now(), updated_at = now()
       where story_id = p_story_id
      returning * into v_after;
      perform public.append_staff_audit('story.publish', 'story', p_story_id::text,
        jsonb_build_object('published', false),
        jsonb_build_object('published', true, 'title', v_after.title));
      return v_after;
    end;
  $$;
revoke execute on function public.staff_story_publish(uuid) from public, anon;
grant execute on function public.staff_story_publish(uuid) to authenticated;

create function public.staff_story_unpublish(p_story_id uuid)
  returns public.story_publications
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_before public.story_publications;
      v_after public.story_publications;
    begin
      v_before := public.staff_story_publication_for(p_story_id);
      if v_before.published_at is null then
        return v_before;
      end if;
      update public.story_publications set published_at = null, updated_at = now()
       where story_id = p_story_id
      returning * into v_after;
      perform public.append_staff_audit('story.unpublish', 'story', p_story_id::text,
        jsonb_build_object('published', true), jsonb_build_object('published', false));
      return v_after;
    end;
  $$;
revoke execute on function public.staff_story_unpublish(uuid) from public, anon;
grant execute on function public.staff_story_unpublish(uuid) to authenticated;

-- "This helped me" ---------------------------------------------------------------------------
insert into public.write_limits (kind, window_seconds, max_count) values
  ('story_reaction', 600, 30),
  ('story_reaction', 86400, 200);

-- Adds one to a published story's count and answers the new count (null: no such published
-- story). Beyond the connection's limits: refused with PT429, like the forms.
create function public.story_helped(p_story uuid)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_address text;
      v_secret text;
      v_retry timestamptz;
      v_count integer;
    begin
      if not exists (select 1 from public.published_stories where id = p_story) then
        return null;
      end if;
      v_address := public.request_client_address();
      if v_address is not null then
        select value into v_secret from harbor_private.settings where name = 'address_hash_secret';
        v_retry := public.note_write_attempt('story_reaction',
          encode(sha256(convert_to(v_secret || ':' || v_address, 'UTF8')), 'hex'));
        if v_retry is not null then
          raise exception using
            errcode = 'PT429',
            message = 'Too many tries from this connection. Wait a few minutes, then try again.',
            detail = 'retry_at ' || to_char(v_retry at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
        end if;
      end if;
      update public.story_publications set helped_count = helped_count + 1
       where public_id = p_story
      returning helped_count into v_count;
      return v_count;
    end;
  $$;
revoke execute on function public.story_helped(uuid) from public;
grant execute on function public.story_helped(uuid) to anon, authenticated;
