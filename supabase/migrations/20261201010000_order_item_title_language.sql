-- The language of an order line's name (issue 25). A Spanish checkout names a line in Spanish
-- when the catalogue has a Spanish name for it, and keeps the English one otherwise (a book's
-- published title, an item not yet translated). /es/pago-completado shows the lines again, and a
-- name in English must be marked lang="en" there, so the line keeps which one it got. Set by the
-- checkout function.
alter table public.order_items
  add column title_language text
    constraint order_items_title_language_check check (title_language in ('en', 'es'));

-- Lines recorded before: a Spanish order's line is in Spanish unless it is named by the
-- catalogue's English name (a book's title, an item not yet translated); a Spanish name edited
-- since still counts as Spanish. Every line of an English order was named in English.
update public.order_items i
   set title_language = case
         when o.language = 'es'
              and not exists (select 1 from public.catalog_items c
                               where c.sku = i.sku and c.title = i.title)
           then 'es'
         else 'en'
       end
  from public.orders o
 where o.id = i.order_id;

alter table public.order_items
  alter column title_language set default 'en',
  alter column title_language set not null;

comment on column public.order_items.title_language is
  'The language of title (en, es): the name the buyer saw, in Spanish only where the catalogue had a Spanish name.';
