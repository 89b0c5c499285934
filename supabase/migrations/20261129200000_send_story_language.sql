-- A story keeps the language of the form it was written in (issue 25): public.send_story takes
-- it, 'en' unless told, so the team reads, answers and publishes the story in it. The column and
-- its check are public.stories.language (20261129010000_message_language.sql); a direct insert
-- could already set it, the function could not.
drop function public.send_story(text, text, text, boolean, boolean);

create function public.send_story(
  p_name text, p_email text, p_story text, p_consent_to_publish boolean, p_show_name boolean,
  p_language text default 'en'
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    begin
      insert into public.stories
        (name, email, story, consent_to_publish, show_name, writer_token_hash, language)
      values (p_name, p_email, p_story, coalesce(p_consent_to_publish, false),
              coalesce(p_show_name, false) and p_name is not null and coalesce(p_consent_to_publish, false),
              encode(sha256(convert_to(v_token, 'UTF8')), 'hex'),
              coalesce(p_language, 'en'));
      return v_token;
    end;
  $$;
revoke execute on function public.send_story(text, text, text, boolean, boolean, text) from public;
grant execute on function public.send_story(text, text, text, boolean, boolean, text) to anon, authenticated;
