import type { HubWords } from '../hub-words';

/** The immigration hub in Spanish (issue 25): the words of ../immigration.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Formularios, fechas límite y cartas de las oficinas de inmigración que son difíciles de entender.',
    'Miedo a que le paren, le detengan o le separen de su familia.',
    'No saber en quién confiar para pedir asesoría sobre su caso.',
    'Tener miedo de ir al médico, a una escuela o a la policía por su situación migratoria.',
    'Un jefe que no le paga, le quita sus papeles o le amenaza.',
    'Sentir soledad, extrañar su tierra o sentirse lejos de las personas que hablan su idioma.',
  ],
  firstSteps: [
    'Aprenda qué decir si llegan agentes (dígalo en inglés): “I will remain silent” (voy a guardar silencio). “I do not consent to a search” (no doy permiso para un registro). Guarde una copia de estas palabras junto a su puerta.',
    'Haga un plan de seguridad para su familia: quién cuidará a sus hijos, dónde están sus papeles y a qué números hay que llamar.',
    'Si tiene 18 años o más y le dieron una tarjeta de residente permanente (green card), un I-94 o un permiso de trabajo, la ley dice que debe llevar con usted esa tarjeta o ese papel, no una copia. Si ha vivido aquí dos años o más, lleve con usted pruebas de eso, como contratos de renta, talones de pago o documentos de la escuela.',
  ],
  todaySteps: [
    'Guarde en un lugar seguro su pasaporte, su visa, los avisos que reciba y otros papeles. Tenga copias en otro lugar, o fotos en su teléfono, por si pierde los papeles que lleva con usted o se los quitan.',
    'Pida asesoría sobre su caso solo a un abogado o a un representante acreditado. Un “notario” o un consultor de inmigración no puede darle asesoría legal.',
    'Para recibir ayuda legal gratis, use las dos listas del Departamento de Justicia. Una es de quienes dan servicios legales gratis. La otra es de organizaciones reconocidas cuyo personal preparado (representantes acreditados) puede llevar su caso. Una oficina de ayuda legal también puede ayudarle.',
    'Si alguien le obliga a trabajar o a hacer cosas que usted no quiere hacer, llame a la Línea nacional contra la trata de personas (National Human Trafficking Hotline).',
  ],
  rightsFirstTitle: 'Sus derechos en la puerta de su casa, y en otros lugares',
  rights: [
    {
      title: 'Puede guardar silencio',
      body: 'Todas las personas en Estados Unidos tienen derechos según la Constitución, sea cual sea su situación migratoria. Usted no tiene que contestar preguntas sobre dónde nació ni sobre cómo llegó aquí. Diga en voz alta que va a guardar silencio (dígalo en inglés): “I will remain silent” (voy a guardar silencio). No mienta ni muestre papeles falsos.',
    },
    {
      title: 'Mantenga la puerta cerrada y pida ver la orden',
      body: 'Las organizaciones que defienden los derechos civiles dicen que los agentes necesitan una orden (warrant) firmada por un juez para entrar a su casa, y que no basta con un formulario firmado por un agente de ICE o del DHS. Mantenga la puerta cerrada. Pídales que pasen la orden por debajo de la puerta, y lea quién la firmó. Pero ahora ICE dice otra cosa en un caso, que explicamos más abajo. Por eso, sepa qué hacer si entran de todos modos.',
    },
    {
      title: 'ICE dice que puede entrar por la fuerza con su propia orden',
      body: 'En un memorando de mayo de 2025, que se hizo público en enero de 2026, ICE les dijo a sus agentes que pueden entrar por la fuerza a una casa para arrestar a una persona que tiene una orden final de deportación (final order of removal). La orden para esto (Form I-205) la firma un agente de ICE, no un juez. Las organizaciones que defienden los derechos civiles dicen que esto viola la Constitución, y esto se está peleando en la corte. Si usted o alguien en su casa tiene una orden final de deportación, hable ahora con un abogado. Mantenga la puerta cerrada, y no se resista si entran.',
    },
    {
      title:
        'No se resista, y diga “I do not consent to a search” (no doy permiso para un registro)',
      body: 'Si los agentes entran de todos modos, no pelee ni corra. Diga en inglés: “I do not consent to a search. I will remain silent. I want to speak with a lawyer.” (No doy permiso para un registro. Voy a guardar silencio. Quiero hablar con un abogado.) No firme nada antes de hablar con un abogado.',
    },
    {
      title: 'Lleve pruebas de su situación migratoria, o de sus dos años aquí',
      body: 'Con la “deportación acelerada” (expedited removal), los agentes pueden deportar sin una audiencia en la corte a algunas personas que no pueden demostrar que han vivido en Estados Unidos durante los últimos dos años. Si tiene papeles que muestran su situación migratoria, llévelos con usted. Si tiene pruebas de que lleva aquí dos años o más, lleve copias con usted.',
    },
    {
      title: 'La regla de 2025 para registrarse',
      body: 'Desde abril de 2025, las personas que no son ciudadanas, que tienen 14 años o más, que se quedan en el país 30 días o más y que nunca se registraron deben registrarse ante USCIS. Las personas adultas deben llevar con ellas la prueba del registro. Registrarse no le da ningún estatus migratorio, y puede llevar a un caso de deportación. Por eso, hable primero con un abogado o con un representante acreditado.',
    },
    {
      title: 'Las personas adultas deben llevar su tarjeta o su papel de registro',
      body: 'Una ley federal dice que toda persona de 18 años o más que no es ciudadana debe llevar con ella la tarjeta o el papel de registro que le dieron, como la tarjeta de residente permanente (green card), el I-94 o el permiso de trabajo. No basta con una copia. Si le paran y no lo tiene con usted, pueden acusarle de un delito menor (misdemeanor) y ponerle una multa. Guarde copias en su casa por si lo pierde o se lo quitan.',
    },
    {
      title: 'Las escuelas, las clínicas y las iglesias ya no son lugares protegidos',
      body: 'En enero de 2025, el gobierno eliminó la regla que mantenía a los agentes de inmigración lejos de las escuelas, los hospitales y los lugares de culto. Estos lugares todavía deben atenderle, como dicen los derechos de más abajo, pero ahora los agentes pueden actuar allí. Siga yendo a estos lugares: lleve con usted las palabras de arriba y sus papeles, y haga ahora su plan para la familia, para que sepa qué hacer si llegan agentes.',
      // NILC's own fact sheet in Spanish (the English hub cites its English version). The quote is
      // word for word, with NILC's own typo ("la era Bien", for Biden).
      source: {
        url: 'https://www.nilc.org/resources/hoja-informativa-la-rescision-de-trump-de-las-politicas-de-areas-protegidas-compromete-la-seguridad-de-todos/',
        checked: '2026-11-30',
        quote:
          'El 20 de enero de 2025, la Administración de Trump rescindió una política de la era Bien que protegía ciertas áreas—como iglesias, escuelas y hospitales—de la aplicación de la ley de inmigración',
        language: 'es',
      },
    },
    {
      title: 'Sus hijos pueden ir a la escuela pública',
      body: 'Todos los niños en Estados Unidos tienen derecho a ir a una escuela pública, sin importar su situación migratoria ni la de usted. Una escuela no puede rechazar a un niño porque el niño o sus padres no son ciudadanos o no tienen papeles.',
    },
    {
      title: 'La sala de emergencias debe revisarle, aunque no tenga seguro médico',
      body: 'La sala de emergencias de un hospital debe examinarle para ver si tiene una emergencia, y tratarle hasta que esté estable, aunque no tenga seguro médico. Esta ley se aplica a todas las personas en Estados Unidos.',
    },
    {
      title: 'Los centros de salud le atienden aunque no pueda pagar',
      body: 'Los centros de salud comunitarios dan chequeos y atención médica, pueda usted pagar o no. Lo que cobran depende de sus ingresos.',
    },
  ],
  myths: [
    {
      myth: 'Cualquier persona que conozca los formularios puede aconsejarme sobre mi caso.',
      fact: 'Solo pueden aconsejarle un abogado o un representante acreditado. Ese representante debe trabajar para una organización que el Departamento de Justicia reconoce. Otras personas solo pueden leerle un formulario, traducirlo o escribir sus respuestas.',
    },
    {
      myth: 'Un “notario” puede ayudarme con mi caso de inmigración.',
      fact: 'En Estados Unidos, los “notarios” y los notarios públicos (notary public) no son abogados. No pueden ayudarle con temas de inmigración. Solo un abogado o un representante acreditado puede darle asesoría legal.',
    },
    {
      myth: 'Si llamo a la línea contra la trata de personas, me van a denunciar a inmigración.',
      fact: 'La línea mantiene confidencial lo que usted le dice, y no dirá quién es usted sin su permiso, a menos que la ley se lo exija. Pero sí avisará a las autoridades si cree que un niño sufre maltrato o que alguien está en peligro.',
      // The hotline's confidentiality policy in Spanish, which says all three parts.
      source: {
        url: 'https://humantraffickinghotline.org/es/confidentiality-policy',
        checked: '2026-11-30',
        quote:
          'La Línea Nacional sí informa a las autoridades competentes de las situaciones que hacen referencia a la sospecha de abuso de un menor de edad, posible peligro hacia usted u hacia otras personas, o situaciones en las que la ley requiere que la Línea reporte.',
        language: 'es',
      },
    },
  ],
  safetyNote:
    'Si detienen a alguien que usted conoce, mantenga la calma y no firme nada por esa persona. Anote dónde y cuándo pasó, y llame de inmediato a un abogado o a una organización de ayuda legal. No mienta ni muestre papeles falsos.',
};
