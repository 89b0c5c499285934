-- A story can be sent to the team without permission to publish it: someone who needs to tell
-- someone must not have to agree to publication, or leave the story as a draft on the device.
-- consent_to_publish false means "for the team only": such a story is never published, so it
-- can never be approved (approval is the team's step towards publishing).
alter table public.stories drop constraint stories_consent_given;
alter table public.stories add constraint stories_published_only_with_consent check (
  status <> 'approved' or consent_to_publish
);

comment on column public.stories.consent_to_publish is
  'True: Harbor may publish the story, edited and without identifying details. False: for the team only, never published (and never approved).';
