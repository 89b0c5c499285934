-- The library in Spanish (issue 25): every item's title and summary, for /es/biblioteca.
-- teaser_es is each item's summary in Spanish. title_es is its title in Spanish, for Harbor's own
-- guides and worksheets; a book keeps its published title (null here), shown as it is, marked as
-- English. The full texts (library_bodies) stay in English for now, and the Spanish page says so.
-- An item without teaser_es is shown in English there, marked, never half translated.
-- Reading them needs no new grant: library_items' select grant covers every column.

alter table public.library_items
  add column title_es text
    constraint library_items_title_es_length check (title_es is null or char_length(title_es) between 1 and 200),
  add column teaser_es text
    constraint library_items_teaser_es_length check (teaser_es is null or char_length(teaser_es) between 1 and 500),
  -- A Spanish title without a Spanish summary would be half translated.
  add constraint library_items_title_es_needs_teaser_es check (title_es is null or teaser_es is not null),
  -- Harbor's own writing is always titled in Spanish along with its summary; only a book keeps its
  -- published title.
  add constraint library_items_words_es_whole check (
    teaser_es is null or title_es is not null or kind = 'book'
  );

comment on column public.library_items.title_es is
  'The title in Spanish (usted, docs/glossary-es.md); null for a book, which keeps its published title.';
comment on column public.library_items.teaser_es is
  'The summary in Spanish; null when the item is not translated (then shown in English, marked).';

update public.library_items as i
   set title_es = w.title_es, teaser_es = w.teaser_es
  from (values
    -- Guides
    ('make-a-crisis-plan', 'Haga su plan para momentos de crisis antes de necesitarlo',
     'Un plan de una página que puede escribir en un día más tranquilo: sus señales de alerta, lo que le ayuda, a quién llamar y cómo hacer más seguro su entorno.'),
    ('eviction-notice-first-week', '¿Recibió un aviso de desalojo? Su primera semana',
     'Un aviso de desalojo no es una orden de irse hoy. Qué leer primero, a quién llamar y por qué es importante ir a la corte.'),
    ('finding-free-food', 'Cómo conseguir comida gratis esta semana',
     'Bancos de alimentos, despensas de alimentos, comedores y SNAP (los cupones de alimentos): por dónde empezar cuando no tiene nada para comer, y qué llevar.'),
    ('your-first-night-at-a-shelter', 'Su primera noche en un albergue',
     'Qué suele pasar cuando llega, qué tener siempre con usted y cómo cuidarse y cuidar sus cosas.'),
    ('know-your-rights-immigration', 'Conozca sus derechos si llegan agentes de inmigración',
     'Usted tiene derechos, sea cual sea su situación migratoria. Qué decir, qué no firmar y por qué no tiene que abrir la puerta.'),
    ('pregnant-and-young-first-steps', 'Embarazada y joven: los primeros pasos',
     'Enterarse de que está embarazada siendo adolescente puede dar miedo. Sus primeros pasos para cuidar su salud, conocer sus opciones y buscar apoyo.'),
    ('sleep-when-life-is-hard', 'Dormir cuando la vida está de cabeza',
     'El estrés quita el sueño, y dormir mal empeora el estrés. Cambios pequeños y gratis que ayudan, aunque duerma en un lugar ruidoso o compartido.'),
    ('talking-to-a-loved-one-about-drinking', 'Cómo hablar con un ser querido sobre el alcohol o las drogas',
     'Regañar y amenazar casi nunca funciona. Una forma más tranquila de empezar la conversación, qué decir y cómo cuidarse usted también.'),
    ('writing-down-discrimination', 'Cómo anotar un caso de discriminación para que tenga peso',
     'Un registro claro hace mucho más fuerte una queja. Qué anotar, cuándo anotarlo y dónde guardarlo.'),
    ('dealing-with-debt-collectors', 'Cómo tratar con los cobradores de deudas',
     'Los cobradores tienen que seguir reglas. Cómo comprobar que la deuda es real, detener las llamadas y anotar cada vez que se comuniquen con usted.'),
    ('growing-up-without-a-parent', 'Crecer sin papá o sin mamá a su lado',
     'Que le haya faltado su papá o su mamá puede afectar cómo se siente y cómo se valora. Formas de ponerle nombre, vivir el duelo y encontrar el apoyo que le faltó.'),
    ('after-a-slip', 'Después de un desliz: cómo retomar el camino',
     'Volver a consumir una vez no es el fin de la recuperación. Qué hacer el primer día, cómo aprender de lo que pasó y a quién contárselo.'),
    -- Worksheets
    ('weekly-budget', 'Un presupuesto semanal que sí pueda cumplir',
     'Una hoja sencilla para anotar el dinero que entra y el que sale en una semana, empezando por los pagos que no pueden esperar.'),
    ('benefits-checklist', 'Lista de ayudas: a qué podría tener derecho',
     'Marque los principales tipos de ayuda, anote lo que necesita para cada uno y decida a quién preguntar.'),
    ('before-an-appointment', 'Antes de una cita médica',
     'Anote lo que quiere decir y preguntar, para salir con respuestas y no con las preguntas que se le olvidaron.'),
    ('important-papers-checklist', 'Lista de sus documentos importantes',
     'Qué documentos guardar en un lugar seguro, cómo sacar copias y qué hacer si se pierden o se los quitan.'),
    ('who-is-in-my-corner', '¿Quién está de mi lado?',
     'Haga un mapa de las personas y los lugares a los que puede acudir: para conversar, para ayuda práctica y en una emergencia.'),
    ('thought-record', 'Registro de pensamientos: notarlos, revisarlos, cambiarlos',
     'Una hoja paso a paso para los pensamientos que le bajan el ánimo, basada en cómo funciona la terapia cognitivo-conductual.'),
    ('values-and-next-steps', 'Lo que me importa y un próximo paso',
     'Cuando todo parece urgente, ponga nombre a lo que más le importa y elija un paso pequeño para acercarse a eso esta semana.'),
    ('boundary-scripts', 'Frases para poner límites en conversaciones difíciles',
     'Frases para completar: para decir que no, pedir lo que necesita y terminar una conversación que se vuelve dañina.'),
    ('cravings-log', 'Registro de las ganas de consumir',
     'Anote cuándo llegan las ganas de consumir, qué las provoca y qué le ayudó a pasarlas, para tener un plan la próxima vez.'),
    -- Books: their published titles stay; the summaries are in Spanish.
    ('the-body-keeps-the-score', null,
     'Un psiquiatra explica cómo el trauma vive en el cuerpo, no solo en la mente, y los muchos caminos que toman las personas para sanar.'),
    ('feeling-good', null,
     'El libro clásico de autoayuda sobre la depresión, basado en la terapia cognitivo-conductual, con ejercicios para hacer en casa.'),
    ('evicted', null,
     'Un libro ganador del Premio Pulitzer sobre ocho familias de Milwaukee que luchan por no perder su vivienda.'),
    ('scarcity', null,
     'Un economista y un psicólogo muestran cómo la falta de dinero o de tiempo ocupa espacio en la mente, y que no es una falla personal.'),
    ('dear-america', null,
     'Un periodista ganador del Premio Pulitzer cuenta cómo es crecer sin papeles en Estados Unidos.'),
    ('self-compassion', null,
     'Una psicóloga muestra que tratarse con la misma bondad que a una buena amistad ayuda más que criticarse con dureza. Con ejercicios.'),
    ('beautiful-boy', null,
     'Las memorias sinceras de un padre que siguió queriendo y acompañando a su hijo en la adicción a la metanfetamina, las recaídas y la recuperación.'),
    ('in-the-realm-of-hungry-ghosts', null,
     'Un médico que trabajó muchos años con personas que tenían adicciones graves sostiene que la adicción nace del dolor, no de la falta de voluntad.'),
    ('get-your-loved-one-sober', null,
     'El método CRAFT para familias: formas prácticas y amables de animar a un ser querido a buscar tratamiento.'),
    ('adult-children-of-emotionally-immature-parents', null,
     'Una psicóloga describe a los padres que no pudieron atender las necesidades emocionales de sus hijos, y cómo sanan esos hijos ya adultos.'),
    ('the-dbt-skills-workbook', null,
     'Ejercicios paso a paso para cuatro habilidades: atención plena, soportar el malestar, manejar las emociones y relacionarse con los demás.'),
    ('your-money-or-your-life', null,
     'Un programa de nueve pasos para ver el dinero como tiempo y energía de su vida, salir de deudas y decidir cuánto es suficiente.')
  ) as w (slug, title_es, teaser_es)
 where i.slug = w.slug;
