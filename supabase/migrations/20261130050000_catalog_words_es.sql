-- The shop in Spanish (issue 25): every item's name, description and picture text, for the
-- Spanish shop pages (/es/productos…) and a Spanish checkout's lines.
-- title_es is the item's name in Spanish; a book keeps its published title (null here), shown as
-- it is, marked as English. description_es says what the item is in Spanish, and says so when what
-- is bought is written in English (the books, kits and bundles are, for now). image_alt_es is the
-- picture's text. An item without description_es is shown in English there, marked, never half
-- translated. The checkout function names a Spanish checkout's lines with title_es (or title), and
-- records that name on the order line: what the buyer saw.
-- Reading them needs no new grant: catalog_items' select grant covers every column.

alter table public.catalog_items
  add column title_es text
    constraint catalog_items_title_es_length check (title_es is null or char_length(title_es) between 1 and 200),
  add column description_es text
    constraint catalog_items_description_es_length check (description_es is null or char_length(description_es) between 1 and 2000),
  add column image_alt_es text
    constraint catalog_items_image_alt_es_length check (image_alt_es is null or char_length(image_alt_es) between 1 and 500),
  -- A Spanish name or picture text without a Spanish description would be half translated.
  add constraint catalog_items_title_es_needs_description_es check (title_es is null or description_es is not null),
  add constraint catalog_items_image_alt_es_needs_description_es check (image_alt_es is null or description_es is not null),
  -- Everything but a book is named in Spanish along with its description; a translated item with a
  -- picture has the picture's text in Spanish too.
  add constraint catalog_items_words_es_whole check (
    description_es is null
    or ((title_es is not null or kind = 'book') and (image_path is null or image_alt_es is not null))
  );

comment on column public.catalog_items.title_es is
  'The name in Spanish (usted, docs/glossary-es.md); null for a book, which keeps its published title.';
comment on column public.catalog_items.description_es is
  'The description in Spanish; null when the item is not translated (then shown in English, marked).';
comment on column public.catalog_items.image_alt_es is
  'The picture''s text in Spanish; set with description_es when the item has a picture.';

update public.catalog_items as i
   set title_es = w.title_es, description_es = w.description_es, image_alt_es = w.image_alt_es
  from (values
    -- Books: their published titles stay; they are written in English.
    ('book-one-day-at-a-time', null,
     'Un cuaderno de trabajo impreso de 96 páginas para las semanas difíciles, escrito por Harbor en lenguaje sencillo. Ejercicios cortos para planear un día, ponerle nombre a lo que siente y reconocer los pequeños logros. El cuaderno está en inglés.',
     'Portada del cuaderno de trabajo One Day at a Time, con un sol que sale sobre el agua tranquila.'),
    ('book-where-to-turn', null,
     'Una guía de bolsillo de Harbor para encontrar ayuda gratis o de bajo costo: comida, vivienda, atención médica, ayuda legal y líneas de crisis. Trae ejemplos de qué decir cuando llame. La guía está en inglés.',
     'Portada de la guía Where to Turn, con un letrero que señala tres caminos.'),
    ('book-getting-by', null,
     'La guía de Harbor para salir adelante en un mes apretado: un presupuesto sencillo en una página, qué pagos hacer primero y qué preguntar antes de pedir dinero prestado. La guía está en inglés.',
     'Portada de la guía Getting By, con un frasco de monedas y una plantita.'),
    ('book-small-steps-journal', null,
     'Un diario con líneas y una pregunta sencilla en cada página para guiarle, hecho por Harbor para anotar cada día una cosa buena, una preocupación y un próximo paso. Las preguntas están en inglés.',
     'Portada del diario Small Steps Journal, con huellas que suben unos escalones bajos.'),
    -- Apparel: the printed words are in English, and the description says what they mean.
    ('tee-you-are-not-alone', 'Camiseta “You Are Not Alone”',
     'Una camiseta suave de algodón con las palabras en inglés “You are not alone” (“No está a solas en esto”) al frente. Tallas unisex de la S a la 3XL.',
     'Una camiseta azul claro con las palabras You are not alone.'),
    ('hoodie-safe-harbor', 'Sudadera con capucha “Safe Harbor”',
     'Una sudadera abrigadora con capucha, con un pequeño faro en el pecho y las palabras en inglés “There is a safe harbor” (“Hay un puerto seguro”) en la espalda. Tallas unisex de la S a la 3XL.',
     'Una sudadera azul marino con un pequeño faro en el pecho.'),
    ('beanie-keep-going', 'Gorro tejido “Keep Going”',
     'Un gorro tejido con un parche que dice en inglés “Keep going” (“Siga adelante”). Talla única. Abriga bien en las mañanas frías.',
     'Un gorro tejido verde azulado con un parche que dice Keep going.'),
    ('tote-harbor', 'Bolsa de tela de Harbor',
     'Una bolsa resistente de lona con la ola de Harbor. Le caben las compras del súper, los papeles de sus citas o una muda de ropa.',
     'Una bolsa de lona color natural con una ola azul sencilla.'),
    -- Kits: printable pages, written in English for now.
    ('kit-first-week-housing', 'La primera semana después de perder la vivienda',
     'Un kit para imprimir, pensado para los primeros días sin hogar: una lista de los papeles que debe guardar bien, una hoja para planear dónde dormir, comer y cargar su teléfono, y una página para anotar sus llamadas a albergues y servicios. Las hojas están en inglés.',
     'Una tabla sujetapapeles con una lista para marcar y el dibujo de una casita.'),
    ('kit-calm-in-the-storm', 'Calma en la tormenta',
     'Tarjetas y hojas para imprimir, pensadas para los momentos difíciles: una guía para respirar, un ejercicio para volver al presente con sus cinco sentidos y un plan para anotar a quién llamar cuando todo se siente demasiado pesado. Las tarjetas y las hojas están en inglés.',
     'Un barquito sobre olas suaves bajo una nube, con el sol detrás.'),
    ('kit-new-country', 'Cómo establecerse en un país nuevo',
     'Hojas para imprimir para llevar el control de sus documentos, citas y fechas límite, con una página de preguntas para una oficina de ayuda legal o una persona que ayuda a los recién llegados. Las hojas están en inglés.',
     'Una carpeta con papeles junto a un pequeño marcador de mapa.'),
    ('kit-money-reset', 'Ordenar su dinero',
     'Páginas para imprimir para anotar el dinero que entra y el que sale, ordenar sus pagos pendientes para ver cuáles hacer primero y escribir qué decir cuando llame a una compañía para pedir más tiempo. Las hojas están en inglés.',
     'Una calculadora sencilla junto a una lista con casillas marcadas.'),
    -- Bundles: downloads, in English for now.
    ('premium-bundle', 'Paquete Premium',
     'Todos los cuadernos de trabajo y guías digitales de Harbor en una sola descarga: One Day at a Time, Where to Turn y Getting By en versión corta para imprimir, además de todos los kits para imprimir. Los archivos están en inglés.',
     'Tres cuadernos de trabajo apilados y atados con un listón.'),
    ('healing-bundle', 'Paquete para sentirse mejor',
     'Herramientas para imprimir, para las emociones difíciles: el kit “Calma en la tormenta”, 30 días de preguntas para escribir en un diario y una hoja para darse cuenta de qué le ayuda a sentirse a salvo. Los archivos están en inglés.',
     'Un corazón rojo sostenido sobre dos manos abiertas.'),
    ('bundle-kit', 'Paquete de kits prácticos',
     'El conjunto práctico: los kits “La primera semana después de perder la vivienda”, “Cómo establecerse en un país nuevo” y “Ordenar su dinero”, en páginas para imprimir y llenar a mano. Los archivos están en inglés.',
     'Una caja de herramientas con hojas de trabajo enrolladas.')
  ) as w (sku, title_es, description_es, image_alt_es)
 where i.sku = w.sku;

-- An order's language: the page it was bought from ('es' from a Spanish page), so the team writes
-- to the buyer in it (about a posted order, a refund). Set by the checkout function.
alter table public.orders
  add column language text not null default 'en'
    constraint orders_language_check check (language in ('en', 'es'));

comment on column public.orders.language is
  'The language of the page the order was placed from (en, es): the one to write to the buyer in.';

-- A book keeps its published title: a Spanish one would show translated and unmarked.
alter table public.catalog_items
  add constraint catalog_items_book_keeps_title check (kind <> 'book' or title_es is null);

-- The team's CSV of orders: each line by the catalogue's English name (order_items.title is the
-- name the buyer saw, in Spanish for a Spanish checkout), with its sku, and the order's language.
-- The return type changes, so the function is dropped and made again with the same checks and
-- grants.
drop function public.staff_export_orders(timestamptz, uuid, integer);
create function public.staff_export_orders(
  p_after_created_at timestamptz, p_after_id uuid, p_limit integer
) returns table (
    id uuid, created_at timestamptz, paid_at timestamptz, status text, amount_cents integer,
    currency text, customer_email text, items text, language text
  )
  language sql stable
  set search_path = ''
  as $$
    select o.id, o.created_at, o.paid_at, o.status, o.amount_cents, o.currency, o.customer_email,
           (select string_agg(
                     i.quantity || ' x ' || coalesce(c.title, i.title) || ' [' || i.sku || ']'
                       || coalesce(' (' || i.size || ')', ''),
                     '; ' order by i.sku, i.size)
              from public.order_items i
              left join public.catalog_items c on c.sku = i.sku
             where i.order_id = o.id),
           o.language
      from public.orders o
     where public.require_staff() is not null
       and (p_after_created_at is null or (o.created_at, o.id) > (p_after_created_at, p_after_id))
     order by o.created_at, o.id
     limit least(greatest(coalesce(p_limit, 500), 1), 1000)
  $$;
revoke execute on function public.staff_export_orders(timestamptz, uuid, integer) from public, anon;
grant execute on function public.staff_export_orders(timestamptz, uuid, integer) to authenticated;
