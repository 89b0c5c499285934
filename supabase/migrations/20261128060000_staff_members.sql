-- Who may enter the team's console (issue 26): staff are listed here, server-side, never by a
-- claim the browser can set, and every staff policy also requires a second factor: `aal2` in the
-- JWT (Supabase Auth's MFA, TOTP). Every staff action is appended to public.staff_audit_log,
-- which no one can edit or delete.
--
-- Staff are added with `pnpm staff:add <email> --role admin|editor` (service role, through
-- public.staff_set_member), and an admin adds or removes editors from the console with
-- public.staff_add_editor / public.staff_remove_editor, under their own JWT.

create type public.staff_role as enum ('editor', 'admin');

create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.staff_role not null,
  added_at timestamptz not null default now(),
  added_by uuid references auth.users (id) on delete set null
);
alter table public.staff_members enable row level security;
-- Reads go through RLS; writes only through the functions below.
revoke all on table public.staff_members from anon, authenticated;
grant select on table public.staff_members to authenticated;

create table public.staff_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Who: the staff member's user id and email at the time (no foreign key: the trail outlives
  -- the account); null for the staff:add command, which names itself in actor_email.
  actor_id uuid,
  actor_email text not null,
  action text not null,
  item_type text not null,
  item_id text not null,
  before jsonb,
  after jsonb
);
alter table public.staff_audit_log enable row level security;
revoke all on table public.staff_audit_log from anon, authenticated, service_role;
grant select on table public.staff_audit_log to authenticated, service_role;

-- Append-only for everyone, the table's owner included: no update, delete or truncate.
create function public.refuse_audit_change() returns trigger
  language plpgsql
  set search_path = ''
  as $$
    begin
      raise exception 'The staff audit log is append-only' using errcode = '42501';
    end;
  $$;
revoke execute on function public.refuse_audit_change() from public, anon, authenticated;
create trigger staff_audit_log_append_only
  before update or delete on public.staff_audit_log
  for each row execute function public.refuse_audit_change();
create trigger staff_audit_log_no_truncate
  before truncate on public.staff_audit_log
  for each statement execute function public.refuse_audit_change();

-- The caller's staff role, or null: null unless the caller is listed AND their session passed a
-- second factor (aal2). Security definer so policies can read staff_members whatever the
-- caller's grants; it only ever answers about the caller.
create function public.current_staff_role() returns public.staff_role
  language sql stable
  security definer
  set search_path = ''
  as $$
    select s.role
      from public.staff_members s
     where s.user_id = auth.uid()
       and (select auth.jwt() ->> 'aal') = 'aal2'
  $$;
revoke execute on function public.current_staff_role() from public, anon;
grant execute on function public.current_staff_role() to authenticated;

-- Staff (aal2) see who the staff are; only admins (aal2) read the audit log.
create policy "Staff in an aal2 session read the staff list"
  on public.staff_members for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) is not null);

create policy "Admins in an aal2 session read the audit log"
  on public.staff_audit_log for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' and (select public.current_staff_role()) = 'admin');

-- The append path: every staff-management change writes its entry in the same transaction.
create function public.append_staff_audit(
  p_action text, p_item_type text, p_item_id text, p_before jsonb, p_after jsonb
) returns void
  language sql
  security definer
  set search_path = ''
  as $$
    insert into public.staff_audit_log (actor_id, actor_email, action, item_type, item_id, before, after)
    values (
      auth.uid(),
      coalesce(nullif(auth.jwt() ->> 'email', ''), case when auth.role() = 'service_role' then 'staff:add command' end, 'unknown'),
      p_action, p_item_type, p_item_id, p_before, p_after
    )
  $$;
revoke execute on function public.append_staff_audit(text, text, text, jsonb, jsonb) from public, anon, authenticated, service_role;

-- An admin (aal2) makes an existing account an editor, by its email.
create function public.staff_add_editor(p_email text) returns public.staff_members
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      target uuid;
      existing public.staff_members;
      added public.staff_members;
    begin
      if public.current_staff_role() is distinct from 'admin' then
        raise exception 'Only an admin with a second factor may add or remove staff' using errcode = '42501';
      end if;
      select id into target from auth.users
       where email = lower(trim(p_email)) and deleted_at is null;
      if target is null then
        raise exception 'No account uses that email' using errcode = 'P0002';
      end if;
      select * into existing from public.staff_members where user_id = target;
      if found then
        return existing;
      end if;
      insert into public.staff_members (user_id, role, added_by)
      values (target, 'editor', auth.uid())
      returning * into added;
      perform public.append_staff_audit('staff.add', 'staff_member', target::text, null, to_jsonb(added));
      return added;
    end;
  $$;
revoke execute on function public.staff_add_editor(text) from public, anon;
grant execute on function public.staff_add_editor(text) to authenticated;

-- An admin (aal2) removes an editor (admins are removed by the operators, not from the console).
create function public.staff_remove_editor(p_user_id uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      removed public.staff_members;
    begin
      if public.current_staff_role() is distinct from 'admin' then
        raise exception 'Only an admin with a second factor may add or remove staff' using errcode = '42501';
      end if;
      delete from public.staff_members
       where user_id = p_user_id and role = 'editor'
      returning * into removed;
      if removed.user_id is null then
        raise exception 'No editor has that id' using errcode = 'P0002';
      end if;
      perform public.append_staff_audit('staff.remove', 'staff_member', p_user_id::text, to_jsonb(removed), null);
    end;
  $$;
revoke execute on function public.staff_remove_editor(uuid) from public, anon;
grant execute on function public.staff_remove_editor(uuid) to authenticated;

-- `pnpm staff:add`: the operators (service role only) make an account admin or editor.
create function public.staff_set_member(p_email text, p_role public.staff_role) returns public.staff_members
  language plpgsql
  security definer
  set search_path = ''
  as $$
    declare
      target uuid;
      before_row public.staff_members;
      after_row public.staff_members;
    begin
      select id into target from auth.users
       where email = lower(trim(p_email)) and deleted_at is null;
      if target is null then
        raise exception 'No account uses the email %', p_email using errcode = 'P0002';
      end if;
      select * into before_row from public.staff_members where user_id = target;
      insert into public.staff_members (user_id, role)
      values (target, p_role)
      on conflict (user_id) do update set role = excluded.role
      returning * into after_row;
      perform public.append_staff_audit(
        case when before_row.user_id is null then 'staff.add' else 'staff.set_role' end,
        'staff_member', target::text,
        case when before_row.user_id is null then null else to_jsonb(before_row) end,
        to_jsonb(after_row)
      );
      return after_row;
    end;
  $$;
revoke execute on function public.staff_set_member(text, public.staff_role) from public, anon, authenticated;
grant execute on function public.staff_set_member(text, public.staff_role) to service_role;
