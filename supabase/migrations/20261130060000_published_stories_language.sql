-- A published story's language (issue 25): the one it was written in (public.stories.language,
-- kept by send_story), so a page in the other language marks it (`lang`) and says so, and the
-- Spanish list of stories (/es/historias) can show it. The view gains the column at its end;
-- its owner, grants and everything else stay as they were.
create or replace view public.published_stories as
  select p.public_id as id, p.title, p.body, p.content_notes, p.challenge_slug,
         p.display_name, p.published_at, p.helped_count, s.language
    from public.story_publications p
    join public.stories s on s.id = p.story_id
   where p.published_at is not null
     and s.withdrawn_at is null
     and s.consent_to_publish
     and p.title is not null
     and p.body is not null;
comment on view public.published_stories is
  'Published stories as visitors read them: edited text, title, content notes, challenge, a name only when the writer asked for one, and the language it was written in. Never the original, the email or the story''s id.';
