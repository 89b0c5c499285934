-- Harbor's catalogue: its own workbooks and guides, apparel, printable kits and the bundles.
-- Read by everyone (active rows only); written only by the service role. The checkout
-- function reads prices from here on the server, never from the browser.

create table public.catalog_items (
  sku text primary key check (sku ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  kind text not null check (kind in ('book', 'apparel', 'kit', 'bundle')),
  title text not null check (char_length(title) between 1 and 200),
  description text not null check (char_length(description) between 1 and 2000),
  price_cents integer not null check (price_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  image_path text,
  image_alt text,
  active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.catalog_items is 'Items Harbor sells (books, apparel, kits, bundles); prices are the source of truth for checkout.';

create index catalog_items_kind_sort_idx on public.catalog_items (kind, sort_order) where active;

alter table public.catalog_items enable row level security;

revoke all on table public.catalog_items from anon, authenticated;
grant select on table public.catalog_items to anon, authenticated;
grant all on table public.catalog_items to service_role;

create policy "Everyone reads active catalogue items"
  on public.catalog_items for select
  to anon, authenticated
  using (active);
-- No insert, update or delete policy: only the service role (which bypasses RLS) writes.

create trigger catalog_items_set_updated_at
  before update on public.catalog_items
  for each row execute function public.set_updated_at();

insert into public.catalog_items (sku, kind, title, description, price_cents, image_path, image_alt, sort_order)
values
  -- Books: written and published by Harbor.
  ('book-one-day-at-a-time', 'book', 'One Day at a Time: A Harbor Workbook',
   'A 96-page printed workbook for hard weeks. Short exercises to plan one day, name what you feel, and notice small wins. Written by the Harbor team in plain language.',
   1400, '/images/products/book-one-day-at-a-time.svg', 'Cover of the workbook One Day at a Time, with a rising sun over calm water.', 10),
  ('book-where-to-turn', 'book', 'Where to Turn: A Guide to Finding Help',
   'A pocket guide from Harbor on how to find free and low-cost help: food, housing, health care, legal aid and crisis lines. Includes scripts for what to say when you call.',
   1000, '/images/products/book-where-to-turn.svg', 'Cover of the guide Where to Turn, with a signpost pointing three ways.', 20),
  ('book-getting-by', 'book', 'Getting By: A Plain-Language Money Guide',
   'Harbor''s guide to getting through a tight month: a simple budget on one page, paying the most urgent bills first, and questions to ask before you borrow.',
   1200, '/images/products/book-getting-by.svg', 'Cover of the guide Getting By, with a coin jar and a small plant.', 30),
  ('book-small-steps-journal', 'book', 'Small Steps Journal',
   'A lined journal with a gentle prompt on each page. Made by Harbor for writing down one good thing, one worry and one next step each day.',
   900, '/images/products/book-small-steps-journal.svg', 'Cover of the Small Steps Journal, with footprints climbing gentle stairs.', 40),
  -- Apparel with a message of hope.
  ('tee-you-are-not-alone', 'apparel', 'You Are Not Alone T-shirt',
   'A soft cotton T-shirt with the words "You are not alone" on the front. Unisex sizes S to 3XL: we email you after your order to confirm your size.',
   2200, '/images/products/tee-you-are-not-alone.svg', 'A light blue T-shirt printed with the words You are not alone.', 10),
  ('hoodie-safe-harbor', 'apparel', 'Safe Harbor Hoodie',
   'A warm pullover hoodie with a small lighthouse on the chest and "There is a safe harbor" on the back. Unisex sizes S to 3XL: we email you after your order to confirm your size.',
   4000, '/images/products/hoodie-safe-harbor.svg', 'A navy hoodie with a small lighthouse on the chest.', 20),
  ('beanie-keep-going', 'apparel', 'Keep Going Beanie',
   'A knit beanie with a "Keep going" patch. One size, warm enough for cold mornings.',
   1600, '/images/products/beanie-keep-going.svg', 'A teal knit beanie with a patch that reads Keep going.', 30),
  ('tote-harbor', 'apparel', 'Harbor Tote Bag',
   'A strong canvas tote with the Harbor wave. Big enough for groceries, papers for appointments, or a change of clothes.',
   1500, '/images/products/tote-harbor.svg', 'A natural canvas tote bag with a simple blue wave.', 40),
  -- Kits: printable worksheets and checklists made by Harbor.
  ('kit-first-week-housing', 'kit', 'First Week After Losing Housing',
   'A printable kit for the first days without a home: a checklist of papers to keep safe, a worksheet to plan where to sleep, eat and charge your phone, and a page to track calls to shelters and services.',
   600, '/images/products/kit-first-week-housing.svg', 'A clipboard with a checklist and a small house outline.', 10),
  ('kit-calm-in-the-storm', 'kit', 'Calm in the Storm',
   'Printable cards and worksheets for hard moments: a breathing guide, a grounding exercise using your five senses, and a plan to fill in for who to call when things feel too heavy.',
   700, '/images/products/kit-calm-in-the-storm.svg', 'A small boat on gentle waves under a cloud with the sun behind it.', 20),
  ('kit-new-country', 'kit', 'Getting Settled in a New Country',
   'Printable worksheets to keep track of your documents, appointments and deadlines, with a page of questions to ask a legal aid office or a settlement worker.',
   700, '/images/products/kit-new-country.svg', 'A folder of papers beside a small map pin.', 30),
  ('kit-money-reset', 'kit', 'Money Reset',
   'Printable pages to list what comes in and what goes out, sort bills by what must be paid first, and write a short script for calling a company to ask for more time.',
   600, '/images/products/kit-money-reset.svg', 'A simple calculator beside a list with check marks.', 40),
  -- Bundles: digital downloads, also included with paid memberships.
  ('premium-bundle', 'bundle', 'Premium Bundle',
   'All of Harbor''s digital workbooks and guides in one download: One Day at a Time, Where to Turn and Getting By in short printable form, plus every printable kit.',
   2900, '/images/products/premium-bundle.svg', 'A stack of three workbooks tied with a ribbon.', 10),
  ('healing-bundle', 'bundle', 'Healing Bundle',
   'Printable tools for emotional healing: the Calm in the Storm kit, 30 days of journal prompts, and a worksheet for noticing what helps you feel safe.',
   1900, '/images/products/healing-bundle.svg', 'A red heart held above two open hands.', 20),
  ('bundle-kit', 'bundle', 'Bundle Kit',
   'The practical set: First Week After Losing Housing, Getting Settled in a New Country and Money Reset, as printable pages to fill in by hand.',
   2400, '/images/products/bundle-kit.svg', 'A toolbox holding rolled-up worksheets.', 30);
