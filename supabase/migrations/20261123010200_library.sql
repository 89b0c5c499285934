-- The library (/library): guides, worksheets and book recommendations.
-- Everyone may read every item's title and teaser (library_items). The full text lives in
-- library_bodies, whose row-level security returns a members-only body only to a caller whose
-- membership gives access (public.has_membership_access), and free bodies to everyone.
-- The site never ships a members-only body in its JavaScript: it asks the database.

create table public.library_items (
  slug text primary key
    constraint library_items_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  title text not null
    constraint library_items_title_length check (char_length(title) between 1 and 200),
  teaser text not null
    constraint library_items_teaser_length check (char_length(teaser) between 1 and 500),
  kind text not null
    constraint library_items_kind check (kind in ('guide', 'worksheet', 'book')),
  -- Hub slugs of @harbor-help/challenges (HUB_SLUGS).
  challenges text[] not null default '{}'
    constraint library_items_challenges check (
      challenges <@ array[
        'mental-health', 'poverty', 'parental-absence', 'resource-access', 'homelessness',
        'family-instability', 'substance-abuse', 'loved-one', 'teenage-pregnancy', 'legal',
        'financial', 'health', 'immigration', 'discrimination'
      ]::text[]
    ),
  members_only boolean not null default false,
  -- Books: who wrote it, and where the details were checked.
  author text
    constraint library_items_author_length check (author is null or char_length(author) <= 200),
  source_url text
    constraint library_items_source_url check (source_url is null or source_url ~ '^https?://'),
  reading_minutes integer
    constraint library_items_reading_minutes check (reading_minutes is null or reading_minutes between 1 and 120),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  -- The target of library_bodies' foreign key, so a body always carries its item's flag.
  constraint library_items_slug_members_only_key unique (slug, members_only)
);

comment on table public.library_items is
  'Library items: title, teaser, kind, challenges and whether the body is for members only. Public.';

create table public.library_bodies (
  item_slug text primary key,
  -- Copied from the item and kept equal by the foreign key (on update cascade), so the policy
  -- below needs no join.
  members_only boolean not null,
  -- Plain text: paragraphs separated by blank lines, "## " headings, "- " and "1. " list items.
  -- The site renders it as text, never as HTML.
  body text not null
    constraint library_bodies_body_length check (char_length(body) between 1 and 20000),
  constraint library_bodies_item_fkey foreign key (item_slug, members_only)
    references public.library_items (slug, members_only)
    on update cascade on delete cascade
);

comment on table public.library_bodies is
  'The full text of each library item. Members-only bodies are returned only to members with access.';

alter table public.library_items enable row level security;
alter table public.library_bodies enable row level security;

revoke all on table public.library_items from anon, authenticated;
revoke all on table public.library_bodies from anon, authenticated;
grant select on table public.library_items to anon, authenticated;
grant select on table public.library_bodies to anon, authenticated;
grant all on table public.library_items to service_role;
grant all on table public.library_bodies to service_role;

create policy "Everyone reads the library's items"
  on public.library_items for select
  to anon, authenticated
  using (true);

-- anon may not execute has_membership_access, and never has access: free bodies only.
create policy "Visitors read free bodies"
  on public.library_bodies for select
  to anon
  using (not members_only);

-- The sub-select makes Postgres ask once per query, not once per row.
create policy "Signed-in users read free bodies, and members-only bodies with access"
  on public.library_bodies for select
  to authenticated
  using (
    not members_only
    or (select public.has_membership_access((select auth.uid())))
  );
-- No insert, update or delete policy: content is written by migrations and the service role.
