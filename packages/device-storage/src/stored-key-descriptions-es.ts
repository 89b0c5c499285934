import type { StoredKeyDescription } from './stored-key-descriptions';
import type { StoredKeyId } from './stored-keys';

// The same words as stored-key-descriptions.ts, written in Spanish for Spanish speakers (usted;
// Harbor's terms in docs/glossary-es.md), for a page in Spanish. A file of its own, like the
// English: only a page that shows them downloads them.

/**
 * Every key of `STORED_KEYS` in plain Spanish, keyed like `STORED_KEY_DESCRIPTIONS`. Typed so
 * that a key without Spanish words fails to build.
 */
export const STORED_KEY_DESCRIPTIONS_ES: Record<StoredKeyId, StoredKeyDescription> = {
  appVersion: {
    name: 'Versión del sitio',
    holds:
      'Qué versión de Harbor cargó este navegador la última vez, para que el sitio se actualice cuando salga una versión nueva.',
  },
  chunkReload: {
    name: 'Nota de actualización (solo en esta pestaña)',
    holds:
      'Durante un minuto después de una actualización, una nota que evita que la página se vuelva a cargar más de una vez. Se borra al cerrar la pestaña.',
  },
  scrollPositions: {
    name: 'Dónde se quedó en cada página (solo en esta pestaña)',
    holds:
      'Hasta dónde bajó en cada página de esta pestaña, para que al volver atrás llegue al mismo lugar. Se borra al cerrar la pestaña.',
  },
  visitedBefore: {
    name: 'Visitas anteriores',
    holds: 'Que usted ya estuvo aquí, para darle la bienvenida otra vez.',
  },
  completedActivity: {
    name: 'Terminó un cuestionario',
    holds: 'Que usted terminó un cuestionario, para sugerirle un siguiente paso.',
  },
  interactionType: {
    name: 'Lo último que hizo',
    holds: 'Una etiqueta corta de lo último que hizo aquí (por ejemplo, qué cuestionario terminó).',
  },
  checkInAnswers: {
    name: 'Respuestas a los cuestionarios y planes de acción',
    holds:
      'Sus respuestas en cada cuestionario, hasta dónde llegó y el plan de acción que se hizo con ellas. Se guardan solo en esta pestaña (se borran al cerrarla), a menos que usted haya elegido guardarlas en este dispositivo. Cada cuestionario también tiene su propio botón para borrarlas.',
  },
  formDrafts: {
    name: 'Borradores de formularios',
    holds:
      'Lo que escribió en los formularios de contacto y de historias, para no perderlo si la página se vuelve a cargar. Se guarda solo en esta pestaña (se borra al cerrarla), a menos que usted haya elegido guardarlo en este dispositivo. Se borra cuando envía el formulario, y con la Salida rápida.',
  },
  safetyPlan: {
    name: 'Su plan de seguridad',
    holds:
      'El plan de seguridad que escribió en la página "Mi plan de seguridad". Nunca se envía a Harbor. Se guarda solo en esta pestaña (se borra al cerrarla), a menos que usted haya elegido guardarlo en este dispositivo. La Salida rápida lo borra.',
  },
  myList: {
    name: 'Su lista de servicios',
    holds:
      'Los servicios que guardó en "Mi lista" para llamarlos o visitarlos más tarde. Esta lista nunca se envía a Harbor. Se guarda solo en esta pestaña (se borra al cerrarla), a menos que usted haya elegido guardarla en este dispositivo. La Salida rápida la borra.',
  },
  language: {
    name: 'Su idioma',
    holds:
      'El idioma que eligió para Harbor (inglés o español), para que Harbor no le vuelva a ofrecer el otro.',
  },
  storyHelped: {
    name: 'Historias que marcó como útiles',
    holds:
      'Qué historias publicadas marcó porque le ayudaron, para que su voto no cuente dos veces desde este dispositivo. El total que muestra Harbor no está ligado a usted.',
  },
  country: {
    name: 'Su país',
    holds: 'El país que eligió, para mostrar primero las líneas de ayuda de ese país.',
  },
  authSession: {
    name: 'Sesión iniciada',
    holds:
      'Su sesión (con un nombre como sb-…-auth-token), para que siga abierta. En una computadora compartida, se guarda solo para esta pestaña.',
  },
  storageCheck: {
    name: 'Prueba de almacenamiento',
    holds:
      'Un dato de prueba que el código para iniciar sesión escribe y borra al instante, para ver si este navegador puede guardar una sesión.',
  },
  sharedComputerMode: {
    name: 'Modo de computadora compartida (solo en esta pestaña)',
    holds:
      'Que usted indicó que esta es una computadora compartida o pública, para que no se guarde nada personal. Se borra al cerrar la pestaña.',
  },
};

/**
 * `OTHER_DEVICE_DATA` in plain Spanish: the same entries, in the same order (the offline copy,
 * its service worker, the databases).
 */
export const OTHER_DEVICE_DATA_ES: readonly StoredKeyDescription[] = [
  {
    name: 'Copia sin conexión',
    holds:
      'Una copia de las páginas de ayuda (la página de inicio, las líneas de ayuda, Recursos, las preguntas frecuentes, la página del plan de seguridad sin su plan, la página Mi lista sin su lista, y la página de cada tema con su cuestionario; unos 520 kB). El navegador la guarda para que esas páginas se abran sin conexión. Es la misma para todas las personas, lea lo que lea, así que no dice nada de lo que usted vio. Si en este dispositivo se abrió una página en español, la copia también incluye todas las guías por tema en español, con sus cuestionarios (unos 170 kB más). Eso indica que aquí se leyó Harbor en español, pero nunca qué página. No se guarda en el modo de computadora compartida, ni se descarga cuando su navegador pide ahorrar datos.',
  },
  {
    name: 'Ayudante en segundo plano (service worker)',
    holds: 'El pequeño programa que mantiene al día la copia sin conexión.',
  },
  {
    name: 'Bases de datos del navegador (IndexedDB)',
    holds:
      'Cualquier base de datos que el sitio o la copia sin conexión hayan creado en este navegador.',
  },
];
