/**
 * The blog in Spanish (issue 25): each post's title and summary in Spanish, by its slug (the
 * post's file name in content/blog), and each topic's name. Written from the English front
 * matter (terms in docs/glossary-es.md). The posts themselves are in English: /es/blog links
 * them marked "(en inglés)". blog-es.test.ts holds this list to the posts.
 */

/** A post's title and summary in Spanish. */
export interface PostInSpanish {
  readonly title: string;
  readonly summary: string;
}

export const BLOG_POSTS_ES: Readonly<Record<string, PostInSpanish>> = {
  'after-a-job-loss': {
    title: 'Después de perder el trabajo: las primeras dos semanas',
    summary:
      'Lo más importante que debe hacer en los días después de perder un trabajo, desde los beneficios de desempleo hasta cómo seguir teniendo seguro médico.',
  },
  'asking-for-help': {
    title: 'Pedir ayuda es una habilidad, no una debilidad',
    summary:
      'Por qué cuesta tanto pedir ayuda, y cosas pequeñas y prácticas que pueden hacer más fácil el primer paso.',
  },
  'cant-pay-rent-this-month': {
    title: 'Qué hacer si este mes no puede pagar la renta',
    summary:
      'Llegó el día de pagar la renta y no tiene el dinero. Pasos que puede dar esta semana para proteger su hogar, empezando por lo más importante.',
  },
  'caring-for-yourself-while-caring-for-someone': {
    title: 'Cómo cuidarse mientras cuida a otra persona',
    summary:
      'Cuidar a un ser querido que está enfermo, que tiene una discapacidad o que ya es mayor es un trabajo duro. Señales de que se está quedando sin fuerzas, y pequeñas cosas que puede hacer para descansar y conseguir ayuda.',
  },
  'finding-free-legal-help': {
    title: 'Cómo encontrar ayuda legal gratis',
    summary:
      '¿Tiene problemas de desalojo, deudas, beneficios, familia o inmigración? Dónde encontrar un abogado o asesoría legal gratis, y cómo prepararse para la primera llamada.',
  },
  'getting-food-help-fast': {
    title: 'Cómo conseguir ayuda con la comida cuanto antes',
    summary:
      'Dónde conseguir comida hoy, y cómo pedir ayuda a más largo plazo, como SNAP y WIC, sin esperar semanas.',
  },
  'money-triage-when-income-drops': {
    title: 'Qué pagar primero cuando bajan sus ingresos',
    summary:
      'Cuando el dinero no alcanza para todos los pagos, decida qué va primero, qué pedir y qué evitar. Un plan sencillo para un mes difícil.',
  },
  'spotting-immigration-scams': {
    title: 'Cómo reconocer las estafas de inmigración',
    summary:
      'Falsos “notarios”, llamadas de personas que dicen ser del gobierno y páginas web que cobran por formularios que son gratis. Las señales de alerta, y dónde conseguir ayuda honesta con temas de inmigración.',
  },
  'talking-to-kids-about-hard-times': {
    title: 'Cómo hablar con los niños sobre los momentos difíciles',
    summary:
      'Una mudanza, problemas de dinero, una enfermedad o una pérdida. Cómo decirles la verdad a los niños según su edad, de una forma que les ayude a sentirse a salvo.',
  },
  'what-to-expect-at-a-shelter': {
    title: 'Qué puede esperar en un albergue',
    summary:
      'Si necesita un lugar seguro donde dormir esta noche, aquí le explicamos cómo encontrar un albergue, qué llevar y cómo suele ser la primera noche.',
  },
  'when-someone-you-love-has-an-addiction': {
    title: 'Cuando un ser querido tiene una adicción',
    summary:
      'Cómo seguir en contacto, mantenerse a salvo y encontrar ayuda de verdad cuando un familiar o una amistad tiene problemas con las drogas o el alcohol.',
  },
  'your-first-call-to-a-crisis-line': {
    title: 'Su primera llamada a una línea de crisis, paso a paso',
    summary:
      'Lo que de verdad pasa cuando se comunica con el 988 por llamada, mensaje de texto o chat, para que lo desconocido le dé menos miedo.',
  },
};

/** Each topic (tag) of the blog, as the Spanish blog names it. */
export const BLOG_TAGS_ES: Readonly<Record<string, string>> = {
  addiction: 'adicciones',
  caregiving: 'cuidar a un ser querido',
  family: 'familia',
  food: 'comida',
  'getting-help': 'buscar ayuda',
  health: 'salud',
  housing: 'vivienda',
  immigration: 'inmigración',
  legal: 'asuntos legales',
  'mental-health': 'salud mental',
  money: 'dinero',
  scams: 'estafas',
  work: 'trabajo',
};
