-- Visitors can report a wrong phone number or fact from the contact form (topic 'wrong-fact').
-- The form's topics (apps/web/src/forms/contact-rules.ts) and this list must stay the same.
alter table public.contact_messages drop constraint contact_messages_topic;
alter table public.contact_messages add constraint contact_messages_topic check (
  topic in ('question', 'feedback', 'problem', 'membership', 'partnership', 'wrong-fact', 'other')
);
