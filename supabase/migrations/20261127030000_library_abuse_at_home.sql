-- Harbor's hub for adults facing abuse ('abuse-at-home', in HUB_SLUGS of @harbor-help/challenges) can
-- tag library items like the other hubs.
alter table public.library_items drop constraint library_items_challenges;
alter table public.library_items
  add constraint library_items_challenges check (
    challenges <@ array[
      'mental-health', 'poverty', 'parental-absence', 'resource-access', 'homelessness',
      'family-instability', 'substance-abuse', 'loved-one', 'teenage-pregnancy', 'legal',
      'financial', 'health', 'immigration', 'discrimination', 'abuse-at-home'
    ]::text[]
  );
