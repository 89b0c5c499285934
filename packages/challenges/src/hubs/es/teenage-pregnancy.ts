import type { HubWords } from '../hub-words';

/** The teenage pregnancy hub in Spanish (issue 25): the words of ../teenage-pregnancy.ts, same order. */
export const words: HubWords = {
  looksLike: [
    'Que no le haya llegado el periodo, o una prueba de embarazo positiva que no esperaba.',
    'Tener miedo de contárselo a sus padres, a su pareja o a sus amistades.',
    'Sentir que otras personas le presionan sobre lo que debe hacer.',
    'Preocuparse por la escuela, el dinero, dónde va a vivir o su futuro.',
    'Una pareja que no le apoya, o que le controla o le hace daño.',
    'Sentir tristeza, ansiedad o soledad durante el embarazo o después de que nazca el bebé.',
  ],
  todaySteps: [
    'Hágase una prueba de embarazo y un chequeo en una clínica o un centro de salud comunitario. Los centros de salud cobran menos si usted gana menos, y atienden a personas sin seguro médico.',
    'Antes de su cita, pregunte en la clínica cómo cuidan su privacidad, para saber quién verá su información.',
    'Cuénteselo a una persona de confianza, como una amistad, un familiar, su maestro o maestra, o el personal de enfermería de su escuela.',
    'Anote sus preguntas antes de cada cita, para que no se le olvide nada.',
    'Si espera un bebé o ya tiene uno, solicite WIC para recibir alimentos saludables, y pregunte en la clínica por Medicaid para su atención médica.',
    'Si siente tristeza, ansiedad o agobio, llame o envíe un mensaje de texto a la Línea nacional de salud mental materna (National Maternal Mental Health Hotline). El número está en la lista de abajo.',
    'Si su pareja le hace daño o le controla, envíe LOVEIS al 22522 para comunicarse con love is respect.',
  ],
  rights: [
    {
      title: 'Atención médica aunque no pueda pagar',
      body: 'Los centros de salud comunitarios tienen que atenderle, pueda o no pagar, con precios según lo que usted gana.',
    },
  ],
  myths: [
    {
      myth: 'Tiene que decidirlo todo enseguida.',
      fact: 'Tómese el tiempo que tenga para conseguir información clara y hablar con personas de confianza. En una clínica le pueden explicar sus opciones y los plazos que haya donde usted vive.',
    },
  ],
  safetyNote:
    'Si está en peligro, o alguien le hace daño, llame al 911. En una crisis de salud mental, llame o envíe un mensaje de texto al 988.',
};
