/**
 * What each US line is, said in Spanish (docs/glossary-es.md, "How services are named"): the
 * Spanish help pages, the Spanish home page and a new Spanish safety plan all name the lines with
 * these words, then their owner's English name in brackets, marked `lang="en"` where it is shown.
 * Emergencias has no owner's name to add. One table, so the pages cannot drift apart.
 */
export const SPANISH_LINE_TITLES = {
  'us-emergency-services': 'Emergencias',
  '988-lifeline': 'Línea 988 para crisis y suicidio',
  'crisis-text-line': 'Línea de crisis por mensaje de texto',
  'domestic-violence-hotline': 'Línea nacional contra la violencia doméstica',
  'samhsa-helpline': 'Línea nacional de SAMHSA',
} as const satisfies Readonly<Record<string, string>>;

/** A line the table names. */
export type SpanishTitledLine = keyof typeof SPANISH_LINE_TITLES;

/** The line's Spanish title, or undefined for a line the table does not name. */
export function spanishLineTitle(id: string | undefined): string | undefined {
  return id !== undefined && Object.hasOwn(SPANISH_LINE_TITLES, id)
    ? SPANISH_LINE_TITLES[id as SpanishTitledLine]
    : undefined;
}

/** Lines named by what they are alone, with no owner's English name after it. */
export const UNNAMED_OWNER_LINES: readonly SpanishTitledLine[] = ['us-emergency-services'];
