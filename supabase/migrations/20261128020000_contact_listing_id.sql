-- "Report a problem" on a service or crisis line (issue 29) opens the contact form on the
-- wrong-fact topic with the listing's id (/contact?topic=wrong-fact&listing=<id>). The id is kept
-- in its own column, so the team sees which listing a report is about without reading the message.
-- Ids are the directory's (packages/challenges/src/resources/resources.ts, e.g. '988-lifeline')
-- or a crisis line's country and name ('gb-samaritans'): lower case, digits and hyphens.
alter table public.contact_messages
  add column listing_id text
    constraint contact_messages_listing_id_format check (
      listing_id is null or listing_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'
    )
    -- Only a report of a wrong number or fact is about a listing.
    constraint contact_messages_listing_id_topic check (
      listing_id is null or topic = 'wrong-fact'
    );

comment on column public.contact_messages.listing_id is
  'The listing a wrong-fact report is about (a service''s or crisis line''s id), from the contact form. Null for other messages.';

-- Visitors may write it as they write the other columns; the insert policy is unchanged (insert
-- only, nothing readable back through the API).
grant insert (listing_id) on table public.contact_messages to anon, authenticated;
