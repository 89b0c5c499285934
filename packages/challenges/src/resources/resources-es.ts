/**
 * The Spanish words of the service directory's cards (issue 25; terms and choices in
 * docs/glossary-es.md): each service's `offers` and `forWhom`, and the labels of the other ways
 * in, written for Spanish speakers in the US (usted, plain words), not word for word. Facts stay
 * as the English states them, no more and no fewer: every number, text keyword, web address and
 * name is the English one. Counselors and advocates are "personas preparadas" (no gender, no
 * jargon); "private" help is "confidencial", so it never reads as privately run or paid.
 */
export interface ResourceWordsEs {
  /** `offers` in Spanish. */
  readonly offers: string;
  /** `forWhom` in Spanish. */
  readonly forWhom: string;
}

/** For every service of resources.ts, by its id: its `offers` and `forWhom` in Spanish. */
export const RESOURCE_WORDS_ES: Readonly<Record<string, ResourceWordsEs>> = {
  '988-lifeline': {
    offers:
      'Una persona preparada le ayuda por teléfono, mensaje de texto o chat. Es gratis y confidencial. Para ideas de suicidio, una crisis de salud mental o con el alcohol o las drogas, o cualquier angustia o dolor emocional.',
    forWhom:
      'Cualquier persona en Estados Unidos que esté pasando por un momento difícil, y quienes se preocupan por alguien. Marque 1 para veteranos y 2 para español.',
  },
  'crisis-text-line': {
    offers:
      'Escríbale por mensaje de texto a una persona voluntaria y preparada sobre cualquier cosa que le cause dolor. Es gratis y confidencial. También en español, por mensaje de texto o WhatsApp.',
    forWhom: 'Cualquier persona en Estados Unidos, en cualquier tipo de crisis.',
  },
  'samhsa-helpline': {
    offers:
      'Le dicen dónde encontrar tratamiento, grupos de apoyo y otra ayuda en su zona, para la salud mental y el consumo de alcohol o drogas. Es gratis y confidencial. Si no tiene seguro médico, pueden decirle dónde recibir atención que paga su estado.',
    forWhom:
      'Personas y familias que enfrentan problemas de salud mental o con el alcohol o las drogas. Por teléfono, en inglés y en español.',
  },
  'nami-helpline': {
    offers:
      'Apoyo, información y orientación gratis sobre la atención de salud mental y los grupos de apoyo de su zona. Le atienden personas que han vivido algo parecido. No es una línea de crisis.',
    forWhom:
      'Personas con un problema de salud mental, sus familiares y quienes las cuidan, y cualquier persona que tenga preguntas.',
  },
  'veterans-crisis-line': {
    offers:
      'Ayuda en crisis, gratis y confidencial, de personas preparadas para ayudar a veteranos y militares en servicio activo. No necesita haberse inscrito en la atención médica del VA.',
    forWhom:
      'Veteranos, militares en servicio activo, miembros de la Guardia Nacional y de la Reserva, y sus familias y amistades.',
  },
  'domestic-violence-hotline': {
    offers:
      'Apoyo confidencial, ayuda para hacer un plan de seguridad y para encontrar un refugio y servicios en su zona, por teléfono, mensaje de texto o chat. Es para cualquier persona a la que su pareja o un familiar le haga daño, le dé miedo o controle su vida.',
    forWhom: 'Personas que sufren abuso, y los familiares y amistades que se preocupan por ellas.',
  },
  'love-is-respect': {
    offers:
      'Apoyo por teléfono, mensaje de texto o chat sobre el noviazgo, las relaciones sanas y el abuso en el noviazgo. Le atienden personas preparadas para ayudarle, que hablan con usted de igual a igual.',
    forWhom: 'Adolescentes y jóvenes, y quienes se preocupan por su bienestar.',
  },
  'stronghearts-native-helpline': {
    offers:
      'Apoyo gratis y confidencial ante la violencia doméstica, la violencia en el noviazgo y la violencia sexual, de personas indígenas preparadas para ayudarle: alguien con quien hablar, un plan de seguridad y contacto con servicios indígenas y tribales cerca de usted.',
    forWhom:
      'Personas indígenas de Estados Unidos y nativas de Alaska que sufren abuso, y los familiares y amistades que se preocupan por ellas.',
  },
  'rainn-hotline': {
    offers:
      'Al llamar, le comunican con personal preparado de un servicio de ayuda para casos de agresión sexual cerca de usted. No se guarda su número de teléfono, y usted decide qué contar.',
    forWhom:
      'Cualquier persona que haya sufrido agresión o abuso sexual, en cualquier momento de su vida, y quienes la apoyan.',
  },
  'childhelp-hotline': {
    offers:
      'Personas preparadas para atender crisis. Ayudan a niños en riesgo, a padres preocupados y a cualquier persona que se preocupe por un niño. Puede llamar o enviar un mensaje de texto al mismo número, o usar el chat de su sitio web. No es una línea para hacer denuncias.',
    forWhom:
      'Niños y adolescentes, padres y otras personas que los cuidan, y cualquier persona preocupada por un niño.',
  },
  'national-runaway-safeline': {
    offers:
      'Ayuda en crisis, gratis y confidencial, por teléfono, mensaje de texto, chat o correo electrónico. Le ayudan a hacer un plan y a encontrar cerca de usted un albergue, comida, atención médica o consejería.',
    forWhom:
      'Jóvenes de 12 a 21 años que se escaparon de casa, que lo están pensando, que no tienen hogar o que tienen problemas en casa, y sus familias.',
  },
  'poison-control': {
    offers:
      'Consejos de especialistas, gratis y confidenciales, si alguien pudo haber tragado, respirado o tocado algo dañino, como demasiada medicina o una droga. También hay ayuda en internet con webPOISONCONTROL.',
    forWhom:
      'Cualquier persona en Estados Unidos. Si la persona se desmayó o se desplomó, tiene una convulsión, le cuesta respirar o no se puede despertar, llame al 911 en lugar de llamar aquí.',
  },
  'disaster-distress-helpline': {
    offers:
      'Consejería para el estrés, la preocupación y el desánimo después de un desastre u otro suceso difícil, por teléfono o mensaje de texto. También le ayudan a encontrar más apoyo.',
    forWhom:
      'Cualquier persona afectada por un desastre, como una tormenta, un incendio, una inundación o un tiroteo, y las personas que prestan ayuda.',
  },
  'maternal-mental-health-hotline': {
    offers:
      'Llame o envíe un mensaje de texto, gratis, para hablar con profesionales preparados, como personal de enfermería, doulas y especialistas en salud mental. También le dicen dónde recibir atención en su zona o por internet. No es una línea de crisis: en una crisis, llame o envíe un mensaje de texto al 988.',
    forWhom:
      'Personas embarazadas o que tuvieron un bebé, y sus seres queridos. En inglés y en español, y en 60 idiomas más con intérpretes.',
  },
  '211': {
    offers:
      'Ayuda gratis y confidencial para encontrar servicios en su zona: ayuda con la renta y con los servicios de luz, agua o gas, comida, albergue, atención médica, cuidado de niños, empleo y más. El horario, y si puede enviar mensajes de texto, dependen del lugar donde vive.',
    forWhom: 'Cualquier persona en Estados Unidos que necesite ayuda y no sepa por dónde empezar.',
  },
  'liheap-energy-help': {
    offers:
      'Le dice dónde solicitar LIHEAP en su zona. LIHEAP es un programa que puede cubrir una parte de lo que usted paga por calefacción o aire acondicionado.',
    forWhom: 'Hogares de bajos ingresos a los que les cuesta hacer los pagos de energía.',
  },
  'hope-hotline': {
    offers:
      'Hable gratis con una persona preparada en temas de vivienda sobre su hipoteca y cómo evitar perder su casa.',
    forWhom:
      'Personas dueñas de su casa que tienen pagos atrasados de la hipoteca, o que temen atrasarse.',
  },
  'hud-fair-housing': {
    offers:
      'Denuncie la discriminación en la vivienda; por ejemplo, si un dueño no quiere rentarle por su raza, religión, discapacidad o sexo, o porque tiene hijos. Le ayudan en cualquier idioma.',
    forWhom:
      'Personas que rentan o compran vivienda, y cualquier persona que reciba un trato injusto en temas de vivienda.',
  },
  eeoc: {
    offers:
      'Recibe cargos (quejas formales) por discriminación en el empleo, como un trato injusto en el trabajo por motivos de raza, sexo, edad, religión, origen nacional o discapacidad. Puede empezar por internet en eeoc.gov.',
    forWhom:
      'Personas que buscan trabajo o que trabajan, incluso quienes ya no trabajan en ese lugar.',
  },
  'legal-services-corporation': {
    offers:
      'Da fondos a oficinas de ayuda legal en todos los estados. Encuentre ayuda legal gratis cerca de usted para problemas como un desalojo, la seguridad en la familia, deudas y beneficios.',
    forWhom:
      'Personas de bajos ingresos. Las oficinas que reciben sus fondos ayudan a hogares con ingresos de hasta el 125% del nivel de pobreza.',
  },
  womenslaw: {
    offers:
      'Información legal en palabras sencillas para personas que sufren abuso: cómo pedirle a la corte una orden de protección en su estado, la custodia, el divorcio y más. Es para todas las personas, sea cual sea su sexo o género.',
    forWhom:
      'Cualquier persona que sufre abuso y quiere conocer sus opciones legales, y quienes la ayudan.',
  },
  'eoir-legal-help': {
    offers:
      'Las cortes de inmigración tienen una lista de organizaciones y abogados que tal vez le ayuden gratis, y una lista de organizaciones aprobadas cuyo personal preparado (representantes acreditados) puede llevar su caso.',
    forWhom:
      'Inmigrantes con un caso en la corte de inmigración o ante las autoridades de inmigración.',
  },
  'human-trafficking-hotline': {
    offers:
      'Personas preparadas le ayudan por teléfono, mensaje de texto o chat, en inglés, español y muchos otros idiomas. Lo que usted les dice es confidencial, excepto cuando la ley exige que informen: avisan a las autoridades si sospechan maltrato infantil o si creen que alguien está en peligro.',
    forWhom:
      'Cualquier persona obligada a trabajar o a tener relaciones sexuales, o llevada a hacerlo con engaños o presiones, y cualquier persona preocupada por alguien más.',
  },
  'hrsa-health-centers': {
    offers:
      'Encuentre un centro de salud comunitario cerca de usted para chequeos, atención dental, atención de salud mental y medicinas. Lo que cobran depende de lo que usted puede pagar.',
    forWhom: 'Cualquier persona, tenga o no seguro médico.',
  },
  cfpb: {
    offers:
      'Envíe una queja sobre un banco, una tarjeta de crédito, un préstamo, un informe de crédito o un cobrador de deudas. La CFPB se la envía a la compañía. También puede llamar y hablar con una persona de verdad.',
    forWhom: 'Cualquier persona que tenga un problema con una compañía financiera.',
  },
  'hhs-office-for-civil-rights': {
    offers:
      'Recibe quejas por trato injusto en hospitales, clínicas, hogares de ancianos y servicios sociales, por motivos de raza, color, origen nacional, edad, discapacidad, religión o sexo. Presente su queja en un plazo de 180 días.',
    forWhom:
      'Pacientes y cualquier persona que reciba un trato injusto de un servicio de salud o un servicio social. También puede presentar una queja por otra persona.',
  },
  wic: {
    offers:
      'Alimentos saludables, consejos de nutrición y apoyo para familias de bajos ingresos. Se solicita en la oficina de WIC de su estado.',
    forWhom:
      'Personas embarazadas, que acaban de tener un bebé o que amamantan, y niños menores de 5 años, con bajos ingresos. Los papás, los abuelos y los padres de crianza temporal pueden solicitarlo para los niños que crían.',
  },
  'social-security': {
    offers:
      'Solicite SSI (dinero cada mes para personas con pocos ingresos que son mayores, ciegas o tienen una discapacidad), beneficios por discapacidad y otros beneficios. Llame para hacer una cita. Si lo pide, le dan un intérprete gratis.',
    forWhom: 'Personas mayores, personas con discapacidad y sus familias.',
  },
  'healthcare-gov': {
    offers:
      'Solicite un seguro médico y averigüe si puede pagar menos. Puede solicitar Medicaid y CHIP (cobertura gratis o de bajo costo) en cualquier momento del año.',
    forWhom: 'Personas que no tienen seguro médico por medio de su trabajo.',
  },
  medicare: {
    offers:
      'Ayuda con la cobertura, los costos y los formularios de Medicare. Puede pedir información en braille o en letra grande.',
    forWhom:
      'Personas de 65 años o más, algunas personas más jóvenes con discapacidad, y sus familias.',
  },
  'boys-town-hotline': {
    offers:
      'Apoyo confidencial por teléfono o mensaje de texto de personas preparadas para atender crisis. Le orientan, le ayudan a hacer un plan de seguridad y le dicen a dónde acudir.',
    forWhom: 'Adolescentes, jóvenes y padres, sobre cualquier problema, grande o pequeño.',
  },
  nfcc: {
    offers:
      'Le pone en contacto con una organización de asesoría de crédito sin fines de lucro, que puede ayudarle a hacer un presupuesto y un plan para pagar sus deudas, en persona, por teléfono o por internet.',
    forWhom: 'Cualquier persona con dificultades por deudas o pagos pendientes.',
  },
  'unemployment-benefits-finder': {
    offers:
      '¿Perdió su trabajo? Averigüe cómo solicitar los beneficios de desempleo en su estado: el sitio web del estado, los números de teléfono y cómo hacer la solicitud. Haga la solicitud en el estado donde trabajó.',
    forWhom: 'Personas que perdieron su trabajo sin que fuera su culpa.',
  },
  'feeding-america': {
    offers:
      'Encuentre el banco de alimentos de su zona. Los bancos de alimentos dan comida a las despensas de alimentos, los comedores comunitarios y los albergues cerca de usted.',
    forWhom: 'Cualquier persona que necesite comida.',
  },
  'meals-on-wheels': {
    offers:
      'Encuentre un programa en su zona que lleva comidas, y una visita amistosa, a la casa de personas mayores.',
    forWhom:
      'Personas mayores a las que les cuesta hacer las compras o cocinar, y las personas que las cuidan.',
  },
  'smart-recovery': {
    offers:
      'Reuniones de apoyo gratis, en persona y por internet, con herramientas prácticas para cambiar la forma de beber, el consumo de drogas u otros hábitos. No es obligatorio hablar.',
    forWhom:
      'Personas que quieren cambiar su forma de beber, su consumo de drogas u otros hábitos.',
  },
  'eldercare-locator': {
    offers:
      'Encuentre la oficina para personas mayores de su zona (Area Agency on Aging), para ayuda con transporte, vivienda, beneficios y cuidado en casa. Llame o busque en internet.',
    forWhom: 'Personas mayores, personas con discapacidad y las personas que las cuidan.',
  },
  'trevor-project': {
    offers:
      'Ayuda en crisis, gratis y confidencial, por teléfono, mensaje de texto o chat, de personas preparadas para apoyar a jóvenes LGBTQ+. En julio de 2025, la línea 988 cerró su propia opción para jóvenes LGBTQ+ ("marque 3"). Trevor sigue atendiendo.',
    forWhom:
      'Jóvenes LGBTQ+ que sienten soledad, que están en crisis o que piensan en el suicidio, y quienes se preocupan por su bienestar.',
  },
  'trans-lifeline': {
    offers:
      'Apoyo de igual a igual, por teléfono, de personas trans: para lo que sea, desde sentir soledad hasta estar en crisis. En su sitio web están el número de teléfono y el horario en que atienden.',
    forWhom: 'Personas trans y personas que se cuestionan su identidad de género.',
  },
};

/**
 * The Spanish label of every English `label` of an `otherWays` entry (in resources.ts and
 * crisis-lines.ts) that is not already in Spanish (entries with `lang: 'es'` are already Spanish:
 * leave them out), keyed by the exact English label.
 */
export const OTHER_WAY_LABELS_ES: Readonly<Record<string, string>> = {
  'Chat at 988lifeline.org/chat': 'Chat en 988lifeline.org/chat',
  'ASL Now video call at 988lifeline.org':
    'Videollamada en lengua de señas americana (ASL) con el botón “ASL Now” en 988lifeline.org',
  'From a videophone, call 1-800-273-8255': 'Desde un videoteléfono, llame al 1-800-273-8255',
  'TTY 1-800-487-4889': 'TTY 1-800-487-4889',
  'Chat at VeteransCrisisLine.net/Chat': 'Chat en VeteransCrisisLine.net/Chat',
  'TTY 1-800-787-3224': 'TTY 1-800-787-3224',
  'Live chat at thehotline.org': 'Chat en vivo en thehotline.org',
  'Chat at loveisrespect.org': 'Chat en loveisrespect.org',
  'Chat at strongheartshelpline.org': 'Chat en strongheartshelpline.org',
  'Call 1-800-985-5990 from a videophone (ASL)':
    'Llame al 1-800-985-5990 desde un videoteléfono (ASL)',
  'TTY 1-866-367-6228': 'TTY 1-866-367-6228',
  'TTY: dial 711': 'TTY: marque 711',
  'TTY 1-800-325-0778': 'TTY 1-800-325-0778',
  'TTY 1-855-889-4325': 'TTY 1-855-889-4325',
  'TTY 1-877-486-2048': 'TTY 1-877-486-2048',
  'Chat at TheTrevorProject.org/Get-Help': 'Chat en TheTrevorProject.org/Get-Help',
  'Text 911 if you cannot call (not in every area)':
    'Envíe un mensaje de texto al 911 si no puede llamar (no funciona en todas partes)',
};

/**
 * The Spanish of every phone's or text line's `display` in resources.ts and crisis-lines.ts that
 * is a sentence rather than a number ("Dial 988, then press 1"), keyed by the exact English. The
 * numbers and the words to send stay as they are: they are what the service reads.
 */
export const CONTACT_DISPLAYS_ES: Readonly<Record<string, string>> = {
  'Text your ZIP code to 435748 (HELP4U)':
    'Envíe su código postal (ZIP) por mensaje de texto al 435748 (HELP4U)',
  'Text "helpline" to 62640': 'Envíe "helpline" por mensaje de texto al 62640',
  'Dial 988, then press 1': 'Marque 988 y luego presione 1',
  'Text START to 88788': 'Envíe START por mensaje de texto al 88788',
  'Text LOVEIS to 22522': 'Envíe LOVEIS por mensaje de texto al 22522',
  'Text your ZIP code to 898-211 (in many areas)':
    'Envíe su código postal (ZIP) por mensaje de texto al 898-211 (en muchas zonas)',
  'Text VOICE to 20121': 'Envíe VOICE por mensaje de texto al 20121',
  'Text START to 678-678': 'Envíe START por mensaje de texto al 678-678',
};
