import type { HubWords } from '../hub-words';

/** The discrimination hub in Spanish (issue 25): the words of ../discrimination.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Que le nieguen un trabajo, un ascenso o un aumento de sueldo por ser quien es.',
    'Un dueño que no quiere rentarle, o que le dice que un lugar ya está rentado cuando no es cierto.',
    'Insultos, burlas o amenazas en el trabajo, en la escuela o en internet.',
    'Que se nieguen a atenderle, o que le traten peor, en una tienda, una clínica o una oficina del gobierno.',
    'Que no le den los cambios que necesita por una discapacidad, como una rampa o tiempo libre para recibir tratamiento.',
    'Sentir que le vigilan, que le dejan de lado o que no está a salvo en lugares donde tiene todo el derecho de estar.',
  ],
  todaySteps: [
    'Escriba lo que pasó mientras todavía lo recuerda: la fecha, el lugar, quién estaba y qué se dijo o se hizo.',
    'Guarde pruebas, como correos electrónicos, mensajes de texto, fotos, anuncios de empleo, talones de pago y los nombres de las personas que lo vieron.',
    'Revise ahora la fecha límite. Para una queja por discriminación en el trabajo ante la EEOC, tiene 180 días, o 300 días en lugares que tienen su propia agencia de derechos en el trabajo. Si trabaja para el gobierno federal, tiene solo 45 días para comunicarse con un consejero de EEO (EEO counselor).',
    'Si le tratan de forma injusta en el trabajo, empiece una queja ante la EEOC en eeoc.gov.',
    'Si es un problema de vivienda, llame a HUD al 1-800-669-9777. Hay un plazo, así que denúncielo pronto.',
    'Hable con una oficina de ayuda legal o con un abogado sobre sus opciones, sobre todo antes de firmar cualquier cosa.',
    'Cuide también su salud mental. Hable con alguien de confianza, o llame o envíe un mensaje de texto al 988 si siente que ya no puede más.',
  ],
  rights: [
    {
      title: 'Discriminación en el trabajo: 180 o 300 días para presentar un cargo',
      body: 'Tiene 180 días calendario desde el acto injusto para presentar un cargo (una queja formal) ante la EEOC. El plazo puede ser de 300 días si una ley estatal o local contra la discriminación también cubre su caso. Muchos estados y ciudades tienen una, así que pregúntele a la EEOC qué plazo le corresponde.',
      // The EEOC's own words in Spanish, on its field offices' pages.
      source: {
        url: 'https://eeoc.gov/es/oficina-campo/washington/puntualidad',
        checked: '2026-11-30',
        quote:
          'Este plazo de presentación de 180 días puede ampliarse a 300 días si el cargo también está cubierto por una ley antidiscriminatoria estatal o local.',
        language: 'es',
      },
    },
    {
      title: 'Si trabaja para el gobierno federal: 45 días para comunicarse con un consejero',
      body: 'Si trabaja para una agencia federal, o si pidió trabajo en una, los pasos son diferentes. Debe comunicarse con el consejero de EEO (EEO counselor) de esa agencia en un plazo de 45 días.',
    },
    {
      title: 'Discriminación en la vivienda: denúnciela pronto',
      body: 'La ley federal prohíbe negarle una vivienda por su raza, color, origen nacional, religión, sexo, situación familiar o discapacidad. Hay un plazo para denunciarlo ante HUD, así que hágalo lo antes posible. HUD le ayudará en su idioma.',
    },
    {
      title: 'Atención médica y servicios sociales: 180 días para presentar una queja',
      body: 'Los hospitales, las clínicas y los servicios sociales que reciben dinero federal no pueden tratarle de forma injusta. Puede presentar una queja ante la HHS Office for Civil Rights (la oficina de derechos civiles del HHS) en un plazo de 180 días, por usted o por otra persona.',
    },
  ],
  myths: [
    {
      myth: 'Si me quejo, me pueden castigar por eso.',
      fact: 'La ley prohíbe castigarle por denunciar discriminación en la vivienda, incluso después de que el caso termine.',
    },
  ],
  safetyNote:
    'Si alguien le amenaza o le ataca, llame al 911. Guarde la amenaza, como un mensaje de texto o una nota, y escriba lo que pasó. Un crimen de odio es un delito: también puede denunciarlo a la policía.',
};
