import type { ChallengeSlug } from './challenge-slugs';

/**
 * The name of every challenge page (the 15 topics and the 4 check-ins) in Spanish (issue 25;
 * terms in docs/glossary-es.md), for the Spanish pages that link them. The pages themselves are
 * still in English: a link to one says so ("(en inglés)"). Written for Spanish speakers, not word
 * for word: "Pobreza y problemas de dinero", since "Pobreza" alone reads as a label put on the
 * reader.
 */
export const CHALLENGE_TITLES_ES: Readonly<Record<ChallengeSlug, string>> = {
  'mental-health': 'Salud mental',
  poverty: 'Pobreza y problemas de dinero',
  'poverty-challenge': 'Salir adelante cuando falta el dinero',
  'parental-absence': 'Crecer sin papá o sin mamá',
  'resource-access': 'Cómo encontrar ayuda y recursos',
  homelessness: 'Sin hogar',
  'family-instability': 'Problemas en la familia',
  'substance-abuse': 'Alcohol y drogas',
  'loved-one': 'Cómo apoyar a un ser querido',
  'teenage-pregnancy': 'Embarazo en la adolescencia',
  legal: 'Problemas legales',
  financial: 'Dinero y deudas',
  health: 'Salud física',
  'health-challenge': 'Vivir con un problema de salud',
  immigration: 'Inmigración',
  'immigration-challenge': 'Adaptarse a un país nuevo',
  discrimination: 'Discriminación',
  'discrimination-challenge': 'Cómo lidiar con la discriminación en el día a día',
  'abuse-at-home': 'Violencia o abuso en el hogar',
};
