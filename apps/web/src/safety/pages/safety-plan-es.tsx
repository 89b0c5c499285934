import { SpanishCrisisButtons } from '../../help/spanish-help';
import type { KeptOnDeviceWords } from '../../shared/kept-on-device';
import type { PlanStep } from '../plan';
import { ENGLISH_LINE_NAMES, useSpanishPlanLines } from '../plan-lines-es';
import { SafetyPlanView, type SafetyPlanWords } from './safety-plan';

/** The seven steps in Spanish, with the same ids and order as `PLAN_STEPS`. */
export const PLAN_STEPS_ES: readonly PlanStep[] = [
  {
    id: 'warningSigns',
    title: 'Señales de alerta',
    prompt:
      '¿Qué pensamientos, sentimientos o cosas que pasan le indican que puede empezar un mal momento? Por ejemplo: “Dejo de contestar el teléfono”.',
    entry: 'Señal de alerta',
    add: 'Agregar una señal de alerta',
  },
  {
    id: 'onMyOwn',
    title: 'Cosas que puedo hacer por mi cuenta',
    prompt:
      '¿Qué puede hacer por su cuenta para sentirse un poco mejor o para distraerse? Por ejemplo: salir a caminar, escuchar música o bañarse.',
    entry: 'Cosa que puedo hacer',
    add: 'Agregar algo que puedo hacer',
  },
  {
    id: 'distractions',
    title: 'Personas y lugares que me ayudan a distraerme',
    prompt:
      '¿Con quién puede estar, o adónde puede ir, para pensar en otra cosa? No tiene que contarles cómo se siente.',
    entry: 'Persona o lugar',
    add: 'Agregar una persona o un lugar',
  },
  {
    id: 'askForHelp',
    title: 'Personas a las que puedo pedir ayuda',
    prompt:
      '¿A quién le puede decir que está pasando por un mal momento? Escriba el nombre y el número de teléfono de cada persona.',
    entry: 'Persona a la que puedo pedir ayuda',
    add: 'Agregar una persona',
  },
  {
    id: 'professionals',
    title: 'Profesionales y líneas de crisis',
    prompt:
      '¿A quién puede llamar, o enviarle un mensaje de texto, para hablar con una persona preparada? Ya pusimos las líneas de crisis del país donde está. Puede cambiarlas y agregar a su médico o a su terapeuta.',
    entry: 'Profesional o línea',
    add: 'Agregar un profesional o una línea',
  },
  {
    id: 'saferSpace',
    title: 'Cómo hacer más seguro mi entorno',
    prompt:
      '¿Qué puede hacer para mantener lejos de usted las cosas que podría usar para hacerse daño? Puede pedirle a una persona de confianza que se las guarde por ahora.',
    entry: 'Paso para hacer más seguro mi entorno',
    add: 'Agregar un paso',
  },
  {
    id: 'reasons',
    title: 'Mis razones para vivir',
    prompt:
      '¿Qué es lo que más le importa? Pueden ser personas, mascotas, planes o pequeñas cosas que disfruta.',
    entry: 'Razón para vivir',
    add: 'Agregar una razón',
  },
];

/** "Where your plan is kept", in Spanish. */
const KEPT_ES: KeptOnDeviceWords = {
  stays:
    'Su plan se queda en este navegador. Nunca se envía a Harbor ni a nadie más, y nosotros no podemos verlo.',
  sharedNote:
    'En una computadora compartida, su plan se guarda solo en esta página. Se borra cuando vuelve a cargar la página o cierra esta pestaña. Para conservarlo, imprímalo o descárguelo.',
  print: 'Imprimir mi plan',
  keepLabel: 'Guardar mi plan en este dispositivo',
  hint: 'Su plan se guarda solo en esta pestaña, hasta que cierre la pestaña. Marque esta casilla para guardarlo en este dispositivo. Si lo hace, cualquier persona que use este dispositivo podría verlo. La Salida rápida siempre lo borra.',
};

/** What each source shows, in Spanish, by its address. */
const SOURCE_SAYS_ES: Readonly<Record<string, string>> = {
  'https://pmc.ncbi.nlm.nih.gov/articles/PMC6142908':
    'Las personas que crearon este plan lo probaron en salas de emergencias. Quienes hicieron allí un plan de seguridad, y luego recibieron llamadas de seguimiento, tuvieron más o menos la mitad del riesgo de actuar según sus pensamientos de suicidio en los seis meses siguientes.',
  'https://www.ihs.gov/suicideprevention/resources/providers/':
    'Un plan de seguridad incluye sus señales de alerta, cosas que puede hacer por su cuenta, personas y lugares que le ayudan a distraerse, personas a las que puede pedir ayuda, profesionales y líneas de crisis, y maneras de hacer más seguro su entorno.',
};

/** What /es/plan-de-seguridad says (terms in docs/glossary-es.md). */
export const SAFETY_PLAN_WORDS_ES: SafetyPlanWords = {
  locale: 'es',
  meta: {
    title: 'Mi plan de seguridad',
    description:
      'Haga un plan de seguridad corto para los momentos difíciles: sus señales de alerta, lo que le ayuda y a quién llamar. Se queda en su dispositivo y nunca se envía a Harbor.',
  },
  title: 'Mi plan de seguridad',
  intro:
    'Un plan corto para los momentos difíciles: sus señales de alerta, lo que le ayuda y a quién llamar. Hágalo cuando esté en calma. Después, cuando las cosas se pongan difíciles, úselo paso a paso.',
  steps: PLAN_STEPS_ES,
  stepTitle: (number, title) => `Paso ${number}: ${title}`,
  remove: 'Quitar',
  removeName: (entryName) => `Quitar ${entryName}`,
  full: (max) => `Puede agregar hasta ${max} respuestas. Para agregar otra, quite una.`,
  summaryTitle: 'Mi plan de seguridad',
  englishNames: ENGLISH_LINE_NAMES,
  summaryHow:
    'Cuando las cosas se pongan difíciles, empiece por el paso 1. Si todavía no está a salvo, continúe con el paso siguiente.',
  nothingYet: 'Todavía no hay nada escrito.',
  nowTitle:
    '¿Está pensando en quitarse la vida en este momento? Llame o envíe un mensaje de texto a una línea de crisis ahora.',
  allLines: {
    href: '/es/get-help',
    text: 'Ayuda ahora: las líneas de crisis de Estados Unidos y de otros países',
  },
  keepingTitle: 'Dónde se guarda su plan',
  kept: KEPT_ES,
  keepLabel: KEPT_ES.keepLabel,
  toKeepIt: 'imprímalo o descárguelo.',
  status: (status, keeping) => {
    if (status === 'not-saved')
      return 'Este navegador no pudo guardar su plan. Para conservarlo, descárguelo o imprímalo.';
    if (status === 'restored')
      return keeping === 'device'
        ? 'Guardamos su plan de la última vez en este dispositivo.'
        : 'Guardamos su plan de hace un rato en esta pestaña.';
    if (status === 'saved') {
      if (keeping === 'memory') return 'Guardado solo en esta página.';
      return keeping === 'device' ? 'Guardado en este dispositivo.' : 'Guardado en esta pestaña.';
    }
    return '';
  },
  actionsTitle: 'Imprimir o guardar su plan',
  actionsText:
    'Tenga una copia donde pueda encontrarla rápido: en papel, o como archivo en su teléfono o su computadora. El archivo se crea en este dispositivo. No se envía nada.',
  print: 'Imprimir mi plan',
  download: 'Descargar mi plan',
  fileName: 'mi-plan-de-seguridad.json',
  open: 'Abrir un plan guardado',
  opened: (fileName) => `Abrimos su plan del archivo ${fileName}.`,
  fileError: (reason) =>
    reason === 'too-big'
      ? 'Este archivo es demasiado grande para ser un plan de seguridad guardado desde Harbor. Su plan no cambió.'
      : 'Este archivo no es un plan de seguridad guardado desde Harbor, así que no pudimos abrirlo. Su plan no cambió.',
  replaceTitle: '¿Reemplazar el plan que está en la pantalla?',
  replaceText: (fileName) =>
    `El plan del archivo ${fileName} va a reemplazar el plan que tiene ahora. Para conservar el plan que tiene ahora, elija “Conservar mi plan” y descárguelo primero.`,
  replaceConfirm: 'Reemplazar mi plan',
  keepMine: 'Conservar mi plan',
  keptNothingOpened: 'Conservamos su plan. No se abrió nada.',
  deleteButton: 'Borrar mi plan de este navegador',
  deleteTitle: '¿Borrar su plan de este navegador?',
  deleteText:
    'Esto no se puede deshacer. Para tener una copia, elija “Conservar mi plan” e imprímalo o descárguelo primero.',
  deleteConfirm: 'Borrar mi plan',
  deleted: 'Borramos su plan de este navegador.',
  keptPlan: 'Conservamos su plan.',
  sourcesTitle: 'De dónde viene este plan',
  sourcesText: (
    <>
      Los pasos vienen de la Intervención de Planificación de Seguridad (
      <span lang="en">Safety Planning Intervention</span>), creada por Barbara Stanley y Gregory K.
      Brown. El plan funciona mejor si lo hace con la ayuda de un médico, un terapeuta o una línea
      de crisis. También puede hacerlo por su cuenta.
    </>
  ),
  sourceSays: (item) => {
    const says = SOURCE_SAYS_ES[item.source.url];
    if (!says) throw new Error(`No Spanish words for the source ${item.source.url}`);
    return says;
  },
  sourceLink: 'Fuente (en inglés)',
};

/**
 * /es/plan-de-seguridad, "Mi plan de seguridad" (issue 25): /safety-plan for Spanish speakers.
 * The same plan, kept in the same place (one plan, in whichever language it was written); a new
 * one starts with the crisis lines in Spanish (988: call and press 2, text AYUDA), or those of
 * Mexico or Spain for a visitor who seems to be there. The crisis buttons at the top are 988 in
 * Spanish and 911.
 */
export default function SafetyPlanSpanishPage() {
  const lineEntries = useSpanishPlanLines();
  return (
    <SafetyPlanView
      words={SAFETY_PLAN_WORDS_ES}
      lineEntries={lineEntries}
      crisisNow={<SpanishCrisisButtons />}
    />
  );
}
