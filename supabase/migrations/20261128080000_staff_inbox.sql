-- The team's inbox (issue 26): contact messages, wrong-fact reports (contact messages on the
-- 'wrong-fact' topic, with the listing they came from), stories and partner applications, in one
-- list (public.staff_inbox), with a status (new → in progress → done), an assignee, internal
-- notes and the replies sent by email.
--
-- Every staff read and write runs under the staff member's own JWT: reads through row-level
-- security (staff in an aal2 session: current_staff_role() is not null, and the JWT says aal2),
-- writes through the functions below, which check the same and append each action to
-- public.staff_audit_log (who, what, which item, when, before and after) in the same transaction.
--
-- Urgent: nothing visitors send marks urgency, so the inbox defines it: a wrong-fact report is
-- urgent (a wrong crisis number or opening time can send someone in crisis to a dead line), and
-- so is anything a staff member marks urgent (public.staff_inbox_set_urgent).

-- The items, as the inbox names them: the source table's name and the row's id.
create type public.staff_inbox_status as enum ('new', 'in-progress', 'done');

create table public.staff_inbox_state (
  item_type text not null
    constraint staff_inbox_state_item_type check (item_type in ('contact_message', 'story', 'partner_application')),
  item_id uuid not null,
  status public.staff_inbox_status not null default 'new',
  assignee_id uuid references auth.users (id) on delete set null,
  -- Marked urgent by staff (a wrong-fact report is urgent whatever this says).
  marked_urgent boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (item_type, item_id)
);
comment on table public.staff_inbox_state is
  'The inbox''s status, assignee and urgent mark of an item (contact message, story, partner application); changed only through the staff_inbox_* functions.';

create table public.staff_notes (
  id bigint generated always as identity primary key,
  item_type text not null
    constraint staff_notes_item_type check (item_type in ('contact_message', 'story', 'partner_application')),
  item_id uuid not null,
  author_id uuid,
  author_email text not null,
  body text not null
    constraint staff_notes_body_length check (char_length(body) <= 10000 and char_length(btrim(body)) >= 1),
  created_at timestamptz not null default now()
);
create index staff_notes_item on public.staff_notes (item_type, item_id);
comment on table public.staff_notes is 'Internal notes on inbox items: staff only, never sent.';

create table public.staff_replies (
  id bigint generated always as identity primary key,
  item_type text not null
    constraint staff_replies_item_type check (item_type in ('contact_message', 'story', 'partner_application')),
  item_id uuid not null,
  author_id uuid,
  author_email text not null,
  to_email text not null,
  subject text not null
    constraint staff_replies_subject_length check (char_length(subject) between 1 and 200),
  body text not null
    -- 8,000: the reply travels in the edge function's request, which takes at most 16 KiB.
    constraint staff_replies_body_length check (char_length(body) <= 8000 and char_length(btrim(body)) >= 1),
  sent_at timestamptz not null default now()
);
create index staff_replies_item on public.staff_replies (item_type, item_id);
comment on table public.staff_replies is
  'Replies sent by email from the console (the staff-reply edge function), as sent.';

-- Reads: staff in an aal2 session only. Writes: only the functions below (no grant).
alter table public.staff_inbox_state enable row level security;
alter table public.staff_notes enable row level security;
alter table public.staff_replies enable row level security;
revoke all on table public.staff_inbox_state, public.staff_notes, public.staff_replies from anon, authenticated;
grant select on table public.staff_inbox_state, public.staff_notes, public.staff_replies to authenticated;
grant all on table public.staff_inbox_state, public.staff_notes, public.staff_replies to service_role;

create policy "Staff in an aal2 session read the inbox state"
  on public.staff_inbox_state for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);
create policy "Staff in an aal2 session read the notes"
  on public.staff_notes for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);
create policy "Staff in an aal2 session read the replies"
  on public.staff_replies for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

-- What visitors sent: until now read only with the service role; now staff at aal2 read it too,
-- through RLS. Visitors still only insert (their insert grants and policies are unchanged).
grant select on table public.contact_messages, public.stories, public.partner_applications to authenticated;
create policy "Staff in an aal2 session read contact messages"
  on public.contact_messages for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);
create policy "Staff in an aal2 session read stories"
  on public.stories for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);
create policy "Staff in an aal2 session read partner applications"
  on public.partner_applications for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

-- The one list. security_invoker: it reads as the caller, so the policies above decide (a
-- non-staff caller, or staff at aal1, gets no rows).
create view public.staff_inbox with (security_invoker = true) as
  with items as (
    select 'contact_message'::text as item_type, m.id as item_id,
           case when m.topic = 'wrong-fact' then 'wrong-fact' else 'contact' end as kind,
           m.created_at as received_at, m.name as from_name, m.email as from_email,
           m.topic as topic, m.listing_id as listing_id, m.message as body,
           null::boolean as consent_to_publish
      from public.contact_messages m
    union all
    select 'story', s.id, 'story', s.created_at, s.name, s.email, null, null, s.story,
           s.consent_to_publish
      from public.stories s
    union all
    select 'partner_application', p.id, 'partner', p.created_at, p.full_name, p.email, null, null,
           concat_ws(e'\n\n',
             case when p.organization is not null then 'Organization: ' || p.organization end,
             case when p.website is not null then 'Website: ' || p.website end,
             p.audience),
           null
      from public.partner_applications p
  )
  select i.item_type, i.item_id, i.kind, i.received_at, i.from_name, i.from_email, i.topic,
         i.listing_id, i.body, i.consent_to_publish,
         coalesce(st.status, 'new') as status,
         st.assignee_id,
         (i.kind = 'wrong-fact' or coalesce(st.marked_urgent, false)) as urgent,
         coalesce(st.marked_urgent, false) as marked_urgent
    from items i
    left join public.staff_inbox_state st on st.item_type = i.item_type and st.item_id = i.item_id;
comment on view public.staff_inbox is
  'Everything visitors sent the team, one row per item, with its inbox state; staff at aal2 only (security invoker: the tables'' policies decide). Newest and urgent first is the reader''s order.';
revoke all on table public.staff_inbox from anon, authenticated;
grant select on table public.staff_inbox to authenticated;

-- The staff members an item can be assigned to, with their email (staff at aal2 only).
create function public.staff_inbox_assignees()
  returns table (user_id uuid, email text, role public.staff_role)
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
    begin
      if public.current_staff_role() is null then
        raise exception 'Only staff with a second factor may read the team list' using errcode = '42501';
      end if;
      return query
        select s.user_id, u.email::text, s.role
          from public.staff_members s
          join auth.users u on u.id = s.user_id
         order by u.email;
    end;
  $$;
revoke execute on function public.staff_inbox_assignees() from public, anon;
grant execute on function public.staff_inbox_assignees() to authenticated;

-- The state row of an item (made on first change), after checking the caller and the item.
create function public.staff_inbox_state_for(p_item_type text, p_item_id uuid)
  returns public.staff_inbox_state
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      found_item boolean;
      state public.staff_inbox_state;
    begin
      if public.current_staff_role() is null then
        raise exception 'Only staff with a second factor may change the inbox' using errcode = '42501';
      end if;
      found_item := case p_item_type
        when 'contact_message' then exists (select 1 from public.contact_messages where id = p_item_id)
        when 'story' then exists (select 1 from public.stories where id = p_item_id)
        when 'partner_application' then exists (select 1 from public.partner_applications where id = p_item_id)
        else false
      end;
      if not found_item then
        raise exception 'No inbox item has that type and id' using errcode = 'P0002';
      end if;
      insert into public.staff_inbox_state (item_type, item_id)
      values (p_item_type, p_item_id)
      on conflict (item_type, item_id) do nothing;
      select * into state from public.staff_inbox_state
       where item_type = p_item_type and item_id = p_item_id
       for update;
      return state;
    end;
  $$;
revoke execute on function public.staff_inbox_state_for(text, uuid) from public, anon, authenticated, service_role;

-- Status: new → in progress → done (and back, if an item needs more work).
create function public.staff_inbox_set_status(p_item_type text, p_item_id uuid, p_status public.staff_inbox_status)
  returns public.staff_inbox_state
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      before_row public.staff_inbox_state;
      after_row public.staff_inbox_state;
    begin
      before_row := public.staff_inbox_state_for(p_item_type, p_item_id);
      if before_row.status = p_status then
        return before_row;
      end if;
      update public.staff_inbox_state
         set status = p_status, updated_at = now()
       where item_type = p_item_type and item_id = p_item_id
      returning * into after_row;
      perform public.append_staff_audit('inbox.status', p_item_type, p_item_id::text,
        jsonb_build_object('status', before_row.status), jsonb_build_object('status', after_row.status));
      return after_row;
    end;
  $$;
revoke execute on function public.staff_inbox_set_status(text, uuid, public.staff_inbox_status) from public, anon;
grant execute on function public.staff_inbox_set_status(text, uuid, public.staff_inbox_status) to authenticated;

-- Assign to a staff member (null: nobody).
create function public.staff_inbox_assign(p_item_type text, p_item_id uuid, p_assignee_id uuid)
  returns public.staff_inbox_state
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      before_row public.staff_inbox_state;
      after_row public.staff_inbox_state;
    begin
      before_row := public.staff_inbox_state_for(p_item_type, p_item_id);
      if p_assignee_id is not null
         and not exists (select 1 from public.staff_members where user_id = p_assignee_id) then
        raise exception 'Items can be assigned only to staff' using errcode = '23514';
      end if;
      if before_row.assignee_id is not distinct from p_assignee_id then
        return before_row;
      end if;
      update public.staff_inbox_state
         set assignee_id = p_assignee_id, updated_at = now()
       where item_type = p_item_type and item_id = p_item_id
      returning * into after_row;
      perform public.append_staff_audit('inbox.assign', p_item_type, p_item_id::text,
        jsonb_build_object('assignee_id', before_row.assignee_id),
        jsonb_build_object('assignee_id', after_row.assignee_id));
      return after_row;
    end;
  $$;
revoke execute on function public.staff_inbox_assign(text, uuid, uuid) from public, anon;
grant execute on function public.staff_inbox_assign(text, uuid, uuid) to authenticated;

-- Mark or unmark urgent.
create function public.staff_inbox_set_urgent(p_item_type text, p_item_id uuid, p_urgent boolean)
  returns public.staff_inbox_state
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      before_row public.staff_inbox_state;
      after_row public.staff_inbox_state;
    begin
      before_row := public.staff_inbox_state_for(p_item_type, p_item_id);
      if before_row.marked_urgent = p_urgent then
        return before_row;
      end if;
      update public.staff_inbox_state
         set marked_urgent = p_urgent, updated_at = now()
       where item_type = p_item_type and item_id = p_item_id
      returning * into after_row;
      perform public.append_staff_audit('inbox.urgent', p_item_type, p_item_id::text,
        jsonb_build_object('marked_urgent', before_row.marked_urgent),
        jsonb_build_object('marked_urgent', after_row.marked_urgent));
      return after_row;
    end;
  $$;
revoke execute on function public.staff_inbox_set_urgent(text, uuid, boolean) from public, anon;
grant execute on function public.staff_inbox_set_urgent(text, uuid, boolean) to authenticated;

-- An internal note (plain text; the console shows it as text, never as HTML).
create function public.staff_inbox_add_note(p_item_type text, p_item_id uuid, p_body text)
  returns public.staff_notes
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      added public.staff_notes;
    begin
      perform public.staff_inbox_state_for(p_item_type, p_item_id);
      insert into public.staff_notes (item_type, item_id, author_id, author_email, body)
      values (p_item_type, p_item_id, auth.uid(), coalesce(auth.jwt() ->> 'email', 'unknown'), p_body)
      returning * into added;
      perform public.append_staff_audit('inbox.note', p_item_type, p_item_id::text, null,
        jsonb_build_object('note_id', added.id, 'body', added.body));
      return added;
    end;
  $$;
revoke execute on function public.staff_inbox_add_note(text, uuid, text) from public, anon;
grant execute on function public.staff_inbox_add_note(text, uuid, text) to authenticated;

-- Where a reply to an item goes: its sender's email (null for a story sent without one). Read by
-- the staff-reply edge function under the caller's JWT, before it sends anything.
create function public.staff_inbox_reply_target(p_item_type text, p_item_id uuid)
  returns text
  language plpgsql stable
  security invoker
  set search_path = ''
  as $$
    declare
      target text;
    begin
      if public.current_staff_role() is null then
        raise exception 'Only staff with a second factor may reply' using errcode = '42501';
      end if;
      select from_email into target from public.staff_inbox
       where item_type = p_item_type and item_id = p_item_id;
      if not found then
        raise exception 'No inbox item has that type and id' using errcode = 'P0002';
      end if;
      return target;
    end;
  $$;
revoke execute on function public.staff_inbox_reply_target(text, uuid) from public, anon;
grant execute on function public.staff_inbox_reply_target(text, uuid) to authenticated;

-- A reply the staff-reply edge function has just sent, recorded on the item. Only that function
-- records one (service role: no staff member can record a reply that was never mailed): it first
-- checks, under the caller's own JWT, that they are staff at aal2, sends the mail, then records it
-- here in their name. The recipient is the item's own sender, never one the caller names; the
-- author must still be on the team.
create function public.staff_inbox_record_reply(
  p_author uuid, p_item_type text, p_item_id uuid, p_subject text, p_body text
)
  returns public.staff_replies
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      author_email text;
      target text;
      added public.staff_replies;
    begin
      if not exists (select 1 from public.staff_members where user_id = p_author) then
        raise exception 'Only staff may reply' using errcode = '42501';
      end if;
      select email into author_email from auth.users where id = p_author;
      target := case p_item_type
        when 'contact_message' then (select email from public.contact_messages where id = p_item_id)
        when 'story' then (select email from public.stories where id = p_item_id)
        when 'partner_application' then (select email from public.partner_applications where id = p_item_id)
      end;
      if target is null then
        raise exception 'This item has no email address to reply to' using errcode = '23514';
      end if;
      insert into public.staff_inbox_state (item_type, item_id)
      values (p_item_type, p_item_id)
      on conflict (item_type, item_id) do nothing;
      insert into public.staff_replies (item_type, item_id, author_id, author_email, to_email, subject, body)
      values (p_item_type, p_item_id, p_author, coalesce(author_email, 'unknown'), target, p_subject, p_body)
      returning * into added;
      insert into public.staff_audit_log (actor_id, actor_email, action, item_type, item_id, before, after)
      values (p_author, coalesce(author_email, 'unknown'), 'inbox.reply', p_item_type, p_item_id::text, null,
        jsonb_build_object('reply_id', added.id, 'to', added.to_email, 'subject', added.subject, 'body', added.body));
      return added;
    end;
  $$;
revoke execute on function public.staff_inbox_record_reply(uuid, text, uuid, text, text) from public, anon, authenticated;
grant execute on function public.staff_inbox_record_reply(uuid, text, uuid, text, text) to service_role;
