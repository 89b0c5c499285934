-- The team's console gate (issue 26): whether the caller is listed as staff, at any level of
-- session. The console asks this after a password sign-in (aal1), to choose between asking for
-- the authenticator code (or enrolling one) and "This area is for Harbor's team." It answers only
-- about the caller and opens nothing: every staff policy still needs current_staff_role(), which
-- requires aal2.
create function public.is_staff_member() returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select exists (select 1 from public.staff_members s where s.user_id = auth.uid())
  $$;
revoke execute on function public.is_staff_member() from public, anon;
grant execute on function public.is_staff_member() to authenticated;
