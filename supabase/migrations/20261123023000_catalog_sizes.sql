-- Sizes: a T-shirt or hoodie is bought in a size the buyer picks on the catalogue card.
-- catalog_items.sizes lists the sizes an item comes in (null for items without sizes); the
-- checkout function refuses a missing or unknown size and records the size on the order line.
-- Grants and policies of both tables stay as they were: everyone reads active items, only the
-- service role writes; buyers read their own order lines.

alter table public.catalog_items
  add column sizes text[]
    constraint catalog_items_sizes_check
    check (sizes <@ array['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']::text[]);

comment on column public.catalog_items.sizes is 'The sizes the item comes in, smallest first (XS, S, M, L, XL, 2XL, 3XL); null or empty when it has no sizes.';

update public.catalog_items
   set sizes = array['S', 'M', 'L', 'XL', '2XL', '3XL'],
       description = 'A soft cotton T-shirt with the words "You are not alone" on the front. Unisex sizes S to 3XL.'
 where sku = 'tee-you-are-not-alone';

update public.catalog_items
   set sizes = array['S', 'M', 'L', 'XL', '2XL', '3XL'],
       description = 'A warm pullover hoodie with a small lighthouse on the chest and "There is a safe harbor" on the back. Unisex sizes S to 3XL.'
 where sku = 'hoodie-safe-harbor';

-- The size bought, on each order line (null for items without sizes). One order may hold the
-- same item in two sizes, so a line is an item and a size.
alter table public.order_items
  add column size text
    constraint order_items_size_check
    check (size in ('XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'));

comment on column public.order_items.size is 'The size chosen for apparel that comes in sizes; null otherwise.';

alter table public.order_items drop constraint order_items_pkey;
alter table public.order_items
  add constraint order_items_order_sku_size_key unique nulls not distinct (order_id, sku, size);
