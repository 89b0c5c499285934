/**
 * The identifying-details detector of the story console (issue 27): finds what in a story could
 * identify its writer or someone else, so the team can redact it before publishing. It is a
 * helper for a person, not a filter: it over-flags rather than misses, and the team reads every
 * story anyway. Plain rules, no model; see README.md beside this file for what each kind catches
 * and what it misses.
 *
 * Kinds: a person's name, a place (a street address, a ZIP or UK postcode, a town after "I live
 * in"), a phone number, an email address, a date of birth.
 */

export type IdentifyingKind = 'name' | 'place' | 'phone' | 'email' | 'date-of-birth';

/** One finding: `text.slice(start, end)` is `text`. */
export interface IdentifyingSpan {
  kind: IdentifyingKind;
  start: number;
  end: number;
  text: string;
}

/** What replaces a finding of each kind when it is redacted. */
export const REDACTION_PLACEHOLDERS: Record<IdentifyingKind, string> = {
  name: '[name]',
  place: '[place]',
  phone: '[phone]',
  email: '[email]',
  'date-of-birth': '[date of birth]',
};

/** How a finding is named to a person (the highlight's accessible label, the list). */
export const IDENTIFYING_KIND_LABELS: Record<IdentifyingKind, string> = {
  name: 'possible name',
  place: 'possible place or address',
  phone: 'possible phone number',
  email: 'email address',
  'date-of-birth': 'possible date of birth',
};

// A capitalised word: "Maria", "O'Neil", "José", "Mary-Ann".
const CAP = "\\p{Lu}[\\p{Ll}'’-]*\\p{Ll}";
// Up to two more capitalised words after it (a surname, a middle name).
const CAP_RUN = `${CAP}(?:\\s+${CAP}){0,2}`;

/**
 * A small list of common given names (English and Spanish-speaking communities first), found
 * anywhere as a capitalised word. Words that are also ordinary English words when capitalised at
 * a sentence start (Grace, Hope, Faith, May, Will, Mark, Joy, Rose, Bill, Pat, Art) are left out:
 * they are found only after "my name is", a title or a relation word.
 */
export const COMMON_GIVEN_NAMES: readonly string[] = [
  'Aaliyah',
  'Ahmed',
  'Aisha',
  'Alejandro',
  'Ali',
  'Amanda',
  'Ana',
  'Andrea',
  'Angela',
  'Anthony',
  'Ashley',
  'Brian',
  'Carlos',
  'Carmen',
  'Charles',
  'Chris',
  'Christopher',
  'Daniel',
  'David',
  'Diego',
  'Elena',
  'Elizabeth',
  'Emily',
  'Emma',
  'Fatima',
  'Fernando',
  'Francisco',
  'Gabriel',
  'Isabel',
  'Jacob',
  'James',
  'Jason',
  'Javier',
  'Jennifer',
  'Jessica',
  'John',
  'Jorge',
  'Jose',
  'José',
  'Joseph',
  'Juan',
  'Karen',
  'Kevin',
  'Laura',
  'Linda',
  'Lucia',
  'Lucía',
  'Luis',
  'Maria',
  'María',
  'Matthew',
  'Michael',
  'Michelle',
  'Miguel',
  'Mohammed',
  'Muhammad',
  'Nicole',
  'Olivia',
  'Patricia',
  'Pedro',
  'Rachel',
  'Ricardo',
  'Richard',
  'Robert',
  'Rosa',
  'Sarah',
  'Sofia',
  'Sofía',
  'Sophia',
  'Susan',
  'Thomas',
  'Tyler',
  'William',
];

// Words that follow "I'm"/"I am" capitalised but are not names.
const NOT_NAMES = new Set([
  'Not',
  'So',
  'Here',
  'Still',
  'Just',
  'Sorry',
  'Fine',
  'Okay',
  'Ok',
  'Now',
  'Also',
  'Really',
  'Very',
  'The',
  'A',
  'An',
  'In',
  'On',
  'At',
  'From',
  'Back',
  'Home',
  'Homeless',
  'Single',
  'American',
  'Mexican',
  'Canadian',
  'British',
  'English',
  'Spanish',
  'Christian',
  'Muslim',
  'Jewish',
  'Black',
  'White',
  'Latina',
  'Latino',
  'Gay',
  'Trans',
  'Afraid',
  'Scared',
  'Tired',
  'Better',
  'Grateful',
  'Thankful',
  'Writing',
  'Going',
  'Living',
  'Trying',
  'Sharing',
  'Telling',
  'Harbor',
  'God',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]);

const STREET_SUFFIX =
  '(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Circle|Highway|Hwy|Parkway|Pkwy|Calle|Avenida)\\b\\.?';

const MONTHS =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const A_DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|${MONTHS}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTHS}\\.?,?\\s+\\d{4}|${MONTHS}\\s+\\d{4})`;

interface Rule {
  kind: IdentifyingKind;
  pattern: RegExp;
  /** The capture group holding the finding (0: the whole match). */
  group?: number;
  /** Whether a match really is one (checked on the finding's text). */
  accept?: (found: string) => boolean;
}

const digitCount = (value: string) => value.replace(/\D/g, '').length;
const isYear = (group: string) => /^(?:19|20)\d{2}$/.test(group);

const RULES: readonly Rule[] = [
  { kind: 'email', pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu },
  {
    kind: 'phone',
    pattern:
      /(?<![\w/.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){0,3}(?![\w/-])/g,
    accept: (found) => {
      const digits = digitCount(found);
      if (digits < 7 || digits > 15) return false;
      // Years in a row ("2015 2018") are not a phone number; nor is a short unbroken number.
      if (found.split(/[\s.-]+/).every(isYear)) return false;
      return /[\s.()+-]/.test(found.trim()) || digits >= 10;
    },
  },
  {
    kind: 'date-of-birth',
    pattern: new RegExp(
      `\\b(?:born(?:\\s+on)?|birthday(?:\\s+is)?|date\\s+of\\s+birth(?:\\s+is)?|DOB|D\\.O\\.B\\.?|nací\\s+el|fecha\\s+de\\s+nacimiento)\\s*[:,]?\\s*(?:on\\s+|in\\s+|the\\s+)?(${A_DATE})`,
      'giu',
    ),
    group: 1,
  },
  // A street address: "42 Elm Street", "1200 N. Main St", "Calle 8".
  {
    kind: 'place',
    pattern: new RegExp(
      `\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?(?:${CAP}\\s+){0,3}${STREET_SUFFIX}(?:,?\\s+(?:Apt|Apartment|Unit|#)\\.?\\s*\\w+)?`,
      'gu',
    ),
  },
  // A street without a number: "on Elm Street", "near Maple Avenue".
  { kind: 'place', pattern: new RegExp(`\\b(?:${CAP}\\s+){1,3}${STREET_SUFFIX}`, 'gu') },
  // ZIP code after a state ("CA 90210"), or named ("zip code 10001"); UK postcodes.
  { kind: 'place', pattern: /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g },
  {
    kind: 'place',
    pattern: /\b(?:zip(?:\s*code)?|postcode|código\s+postal)\s*:?\s*(\d{5}(?:-\d{4})?)\b/giu,
    group: 1,
  },
  { kind: 'place', pattern: /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/g },
  // A town after "I live in", "I'm from", "moved to", "grew up in".
  {
    kind: 'place',
    pattern: new RegExp(
      `\\b(?:live[sd]?\\s+in|living\\s+in|(?:I'm|I\\s+am|we're|we\\s+are)\\s+from|moved\\s+to|grew\\s+up\\s+in|vivo\\s+en|soy\\s+de)\\s+(${CAP_RUN})`,
      'gu',
    ),
    group: 1,
  },
  // Names: after "my name is", "call me", "I'm".
  {
    kind: 'name',
    pattern: new RegExp(
      `\\b(?:[Mm]y\\s+name\\s+is|[Cc]all\\s+me|[Mm]e\\s+llamo|[Mm]i\\s+nombre\\s+es)\\s+(${CAP_RUN})`,
      'gu',
    ),
    group: 1,
  },
  {
    kind: 'name',
    pattern: new RegExp(`\\b(?:I'm|I’m|I\\s+am)\\s+(${CAP_RUN})`, 'gu'),
    group: 1,
    accept: (found) => !NOT_NAMES.has(found.split(/\s+/)[0] ?? ''),
  },
  // After a title: "Mr. Garcia", "Dr Patel", "Officer Reyes".
  {
    kind: 'name',
    pattern: new RegExp(
      `\\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Sr|Sra|Officer|Judge|Pastor|Father|Sister|Aunt|Uncle|Nurse|Coach|Señor|Señora)\\.?\\s+(${CAP_RUN})`,
      'gu',
    ),
    group: 1,
  },
  // After a relation: "my son Diego", "my caseworker, Ana Ruiz".
  {
    kind: 'name',
    pattern: new RegExp(
      `\\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\\s+(?:son|daughter|husband|wife|partner|ex|brother|sister|mom|mum|mother|dad|father|friend|boyfriend|girlfriend|cousin|nephew|niece|grandson|granddaughter|grandma|grandpa|caseworker|case\\s+worker|landlord|boss|neighbou?r|teacher|therapist|counsel?lor|baby)\\s*,?\\s+(${CAP_RUN})`,
      'gu',
    ),
    group: 1,
    accept: (found) => !NOT_NAMES.has(found.split(/\s+/)[0] ?? ''),
  },
  // A common given name anywhere, with the capitalised words after it.
  {
    kind: 'name',
    pattern: new RegExp(
      `(?<![\\p{L}])(?:${COMMON_GIVEN_NAMES.join('|')})(?:\\s+${CAP}){0,2}(?![\\p{L}])`,
      'gu',
    ),
  },
];

/**
 * Every likely identifying detail of `text`, in order, without overlaps (where two findings
 * overlap, the longer one is kept; for equal lengths, the earlier rule).
 */
export function findIdentifyingDetails(text: string): IdentifyingSpan[] {
  const found: IdentifyingSpan[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (const match of text.matchAll(rule.pattern)) {
      const group = rule.group ?? 0;
      const value = match[group];
      if (!value || match.index === undefined) continue;
      const offset = group === 0 ? 0 : match[0].lastIndexOf(value);
      const start = match.index + offset;
      // Trailing spaces, commas and a full stop are not part of it ("St." keeps its own).
      const kept = /\b(?:St|Ave|Rd|Dr|Blvd|Ln|Ct|Pl|Hwy|Pkwy)\.$/.test(value)
        ? value
        : value.replace(/[\s,.]+$/u, '');
      if (kept === '' || (rule.accept && !rule.accept(kept))) continue;
      found.push({ kind: rule.kind, start, end: start + kept.length, text: kept });
    }
  }
  // Longest first, then keep only those that overlap nothing kept before.
  const byLength = found
    .map((span, order) => ({ span, order }))
    .sort((a, b) => b.span.end - b.span.start - (a.span.end - a.span.start) || a.order - b.order);
  const kept: IdentifyingSpan[] = [];
  for (const { span } of byLength) {
    if (kept.every((other) => span.end <= other.start || span.start >= other.end)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** `text` with the given findings replaced by their placeholders (`[name]`, `[phone]`…). */
export function redactSpans(text: string, spans: readonly IdentifyingSpan[]): string {
  let result = text;
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    if (result.slice(span.start, span.end) !== span.text) continue;
    result =
      result.slice(0, span.start) + REDACTION_PLACEHOLDERS[span.kind] + result.slice(span.end);
  }
  return result;
}

/** `text` with every finding of `findIdentifyingDetails` redacted. */
export function redactAll(text: string): string {
  return redactSpans(text, findIdentifyingDetails(text));
}
