-- Issue 27: a story describing a danger happening now is never published as is.
--
-- The safety screen (20261128100000_safety_screen.sql) stores on each story the reason it found,
-- if any (stories.danger_reason, set on insert and never changed). Publication
-- (20261128110000_story_publication.sql) asks public.story_publication_blocked before it
-- publishes, in the same transaction as the publication and its audit entry. Here that answer
-- becomes real: a flagged story is refused until a person of the team has edited its text (the
-- saved publication text differs from the original). An edited story whose text still matches a
-- phrase may be published: a survivor's story ("I tried to end my life two years ago") is what
-- the stories are for, and a person has read and edited it.
create or replace function public.story_publication_blocked(p_story_id uuid)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
  as $$
    select format(
             'it may describe a danger happening now (%s): edit it before publishing, and see the safety protocol',
             s.danger_reason)
      from public.stories s
      left join public.story_publications p on p.story_id = s.id
     where s.id = p_story_id
       and s.danger_reason is not null
       and (p.body is null or btrim(p.body) = btrim(s.story))
  $$;

comment on function public.story_publication_blocked(uuid) is
  'Why a story may not be published, or null: a story the safety screen flagged is refused until the team has edited its text. Asked by staff_story_publish.';

revoke execute on function public.story_publication_blocked(uuid) from public, anon, authenticated;
