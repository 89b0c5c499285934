-- The partner programme's form exists in Spanish too (issue 25: /es/precios), so an application
-- carries the language it was written in, as contact messages and stories do
-- (20261129010000_message_language): the team answers in it. Every row sent before this migration
-- came from /pricing, in English, hence the default.
alter table public.partner_applications
  add column language text not null default 'en'
    constraint partner_applications_language check (language in ('en', 'es'));
comment on column public.partner_applications.language is
  'The language of the form the applicant wrote in: en (/pricing) or es (/es/precios). Reply in it.';

-- Applicants may write it as they write the other columns; the insert policy is unchanged.
grant insert (language) on table public.partner_applications to anon, authenticated;

-- The inbox gives an application's language from the row (it said 'en' for every one before):
-- the same columns, in the same order.
create or replace view public.staff_inbox with (security_invoker = true) as
  with items as (
    select 'contact_message'::text as item_type, m.id as item_id,
           case when m.topic = 'wrong-fact' then 'wrong-fact' else 'contact' end as kind,
           m.created_at as received_at, m.name as from_name, m.email as from_email,
           m.topic as topic, m.listing_id as listing_id, m.message as body,
           null::boolean as consent_to_publish, m.danger_reason as danger_reason,
           m.language as language
      from public.contact_messages m
    union all
    select 'story', s.id, 'story', s.created_at, s.name, s.email, null, null, s.story,
           s.consent_to_publish, s.danger_reason, s.language
      from public.stories s
    union all
    select 'partner_application', p.id, 'partner', p.created_at, p.full_name, p.email, null, null,
           concat_ws(e'\n\n',
             case when p.organization is not null then 'Organization: ' || p.organization end,
             case when p.website is not null then 'Website: ' || p.website end,
             p.audience),
           null, p.danger_reason, p.language
      from public.partner_applications p
  )
  select i.item_type, i.item_id, i.kind, i.received_at, i.from_name, i.from_email, i.topic,
         i.listing_id, i.body, i.consent_to_publish,
         coalesce(st.status, 'new') as status,
         st.assignee_id,
         (i.kind = 'wrong-fact' or i.danger_reason is not null or coalesce(st.marked_urgent, false)) as urgent,
         coalesce(st.marked_urgent, false) as marked_urgent,
         i.danger_reason,
         i.language
    from items i
    left join public.staff_inbox_state st on st.item_type = i.item_type and st.item_id = i.item_id;
comment on view public.staff_inbox is
  'Everything visitors sent the team, one row per item, with its inbox state; staff at aal2 only (security invoker: the tables'' policies decide). Urgent: a wrong-fact report, a possible danger (danger_reason, set by public.safety_screen) or marked by staff. language: the form''s (en or es), to reply in. Newest and urgent first is the reader''s order.';
