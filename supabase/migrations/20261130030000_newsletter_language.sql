-- The newsletter's sign-up exists in Spanish too (issue 25: /es/boletin), so a sign-up carries the
-- language of the page it came from, to the confirmation request and then to the subscriber: the
-- confirmation email is written in it, and the team knows whom to send a Spanish edition. 'en' or
-- 'es'; every row made before this migration came from the English page, hence the default.
alter table public.newsletter_confirmations
  add column language text not null default 'en'
    constraint newsletter_confirmations_language check (language in ('en', 'es'));
alter table public.newsletter_subscribers
  add column language text not null default 'en'
    constraint newsletter_subscribers_language check (language in ('en', 'es'));
comment on column public.newsletter_subscribers.language is
  'The language of the page the address signed up from: en (/mailerlite-form) or es (/es/boletin).';

-- The sign-up, as before, with the page's language (a new overload: the old one is dropped, so an
-- old caller fails loudly rather than sign up in the wrong language).
drop function public.request_newsletter_confirmation(text, text, text, text, timestamptz);
create function public.request_newsletter_confirmation(
  p_email text,
  p_first_name text,
  p_address_key text,
  p_token_hash text,
  p_expires_at timestamptz,
  p_language text
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
    insert into public.newsletter_confirmations (email, first_name, token_hash, expires_at, language)
    values (p_email, p_first_name, p_token_hash, p_expires_at, p_language);
    return 'pending';
  end;
  $$;

revoke execute on function public.request_newsletter_confirmation(text, text, text, text, timestamptz, text)
  from public, anon, authenticated;
grant execute on function public.request_newsletter_confirmation(text, text, text, text, timestamptz, text)
  to service_role;

-- Opening the link: as before, and the subscriber keeps the sign-up's language.
create or replace function public.confirm_newsletter_subscription(p_token_hash text)
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
    insert into public.newsletter_subscribers (email, first_name, consent_at, language)
    values (v_request.email, v_request.first_name, now(), v_request.language)
    on conflict (email) do nothing;
    return jsonb_build_object('outcome', 'confirmed');
  end;
  $$;

-- The team's CSV of subscribers says each one's language, so a Spanish issue goes to those who
-- signed up in Spanish. The return type changes, so the function is dropped and made again with
-- the same checks and grants.
drop function public.staff_export_newsletter(timestamptz, uuid, integer);
create function public.staff_export_newsletter(
  p_after_created_at timestamptz, p_after_id uuid, p_limit integer
) returns table (id uuid, created_at timestamptz, email text, first_name text, consent_at timestamptz, language text)
  language sql stable
  security definer
  set search_path = ''
  as $$
    select s.id, s.created_at, s.email, s.first_name, s.consent_at, s.language
      from public.newsletter_subscribers s
     where public.require_staff() is not null
       and (p_after_created_at is null or (s.created_at, s.id) > (p_after_created_at, p_after_id))
     order by s.created_at, s.id
     limit least(greatest(coalesce(p_limit, 500), 1), 1000)
  $$;
revoke execute on function public.staff_export_newsletter(timestamptz, uuid, integer) from public, anon;
grant execute on function public.staff_export_newsletter(timestamptz, uuid, integer) to authenticated;
