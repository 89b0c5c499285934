-- The membership plans' words in Spanish (issue 25): /es/membresia and its four plan pages show
-- them, and a checkout opened from a Spanish page names the plan with them. Prices stay in one
-- place (a plan has one price in both languages). The Spanish columns are set together or not at
-- all; a plan without them is shown on a Spanish page in English, marked lang="en" (apps/web's
-- membership-plans.ts), never half translated. Terms: docs/glossary-es.md.
alter table public.membership_plans
  add column name_es text check (char_length(name_es) between 1 and 100),
  add column description_es text check (char_length(description_es) between 1 and 1000),
  add column benefits_es text[],
  add constraint membership_plans_words_es_together check (
    (name_es is null) = (description_es is null) and (name_es is null) = (benefits_es is null)
  ),
  add constraint membership_plans_benefits_es_match check (
    benefits_es is null or cardinality(benefits_es) = cardinality(benefits)
  );

comment on column public.membership_plans.name_es is
  'The plan''s name in Spanish (Gratis, Básica, Premium, VIP). Null: no Spanish words yet.';
comment on column public.membership_plans.description_es is
  'The plan''s one-line description in Spanish, set with name_es.';
comment on column public.membership_plans.benefits_es is
  'The benefits in Spanish, in the same order and number as benefits, set with name_es.';

-- Readable as the other columns are: the table's select grant covers every column.

update public.membership_plans set
  name_es = 'Gratis',
  description_es = 'Todo lo que necesita para encontrar ayuda, sin costo, siempre.',
  benefits_es = array[
    'Todos los recursos, las líneas de crisis y las guías por tema',
    'El blog, los avisos y la parte gratuita de la biblioteca de Harbor',
    'Compartir su historia y escribirle al equipo de Harbor'
  ]
where tier = 'free';

update public.membership_plans set
  name_es = 'Básica',
  description_es = 'Abre la biblioteca para miembros y los paquetes digitales para descargar.',
  benefits_es = array[
    'Todo lo de la membresía Gratis',
    'La parte de la biblioteca para miembros (en inglés)',
    'Los tres paquetes digitales para descargar (en inglés)',
    'La insignia Premium en su cuenta'
  ]
where tier = 'basic';

update public.membership_plans set
  name_es = 'Premium',
  description_es = 'Todo lo de la Básica, y además ayuda a que Harbor siga siendo gratis para otras personas.',
  benefits_es = array[
    'Todo lo de la Básica',
    'Los nuevos cuadernos de ejercicios y kits en cuanto se publican',
    'Parte de lo que paga cubre membresías gratis para personas que no pueden pagar'
  ]
where tier = 'premium';

update public.membership_plans set
  name_es = 'VIP',
  description_es = 'Para quienes quieren dar más cada mes.',
  benefits_es = array[
    'Todo lo de la Premium',
    'Su membresía paga dos membresías gratis para personas que no pueden pagar',
    'Nuestro agradecimiento, en una carta cada año sobre lo que su apoyo hizo posible'
  ]
where tier = 'vip';
