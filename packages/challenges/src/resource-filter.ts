import { challenges } from './challenge-content';
import { isHubSlug } from './hubs/hub-slugs';
import type { HubSlug } from './hubs/hub-slugs';
import { RESOURCE_KIND_LABELS, isResourceKind } from './resources/resource-types';
import type { Resource, ResourceKind } from './resources/resource-types';
import { SEARCH_SYNONYMS } from './resources/search-synonyms';
import { LANGUAGE_CODES } from './listing-details';

/** What the directory is filtered by; kept in the URL as `?q=&challenge=&kind=&lang=`. */
export interface ResourceFilters {
  /** The words searched for ('' for none): the URL's `q`. */
  query: string;
  /** Only services for this hub, or null for any. */
  challenge: HubSlug | null;
  /** Only services of this kind (`hotline`, `food`, …), or null for any. */
  kind: ResourceKind | null;
  /**
   * A language the service answers in (a BCP 47 code, 'es'), or null / absent for any. Only
   * services whose source states that language match.
   */
  language?: string | null;
}

/** The directory unfiltered: no search, any challenge, any kind, any language. */
export const NO_FILTERS: ResourceFilters = {
  query: '',
  challenge: null,
  kind: null,
  language: null,
};

/** The languages the directory can filter by, in the order its filter lists them: Spanish first. */
export const FILTER_LANGUAGES: readonly string[] = [
  'es',
  ...LANGUAGE_CODES.filter((code) => code !== 'es'),
];

/** Whether a string (for example a `?lang=` filter) is a language the directory filters by. */
export function isFilterLanguage(value: string): boolean {
  return FILTER_LANGUAGES.includes(value);
}

/** The longest search kept from a URL. */
const MAX_QUERY_LENGTH = 100;

/** Reads the filters from a URL's query. Unknown challenges, kinds and languages are ignored. */
export function parseResourceFilters(params: URLSearchParams): ResourceFilters {
  const challenge = params.get('challenge') ?? '';
  const kind = params.get('kind') ?? '';
  const language = params.get('lang') ?? '';
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    challenge: isHubSlug(challenge) ? challenge : null,
    kind: isResourceKind(kind) ? kind : null,
    language: isFilterLanguage(language) ? language : null,
  };
}

/** The filters as a URL query, leaving out the empty ones (so no filter is a clean URL). */
export function resourceFiltersToParams(filters: ResourceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.challenge) params.set('challenge', filters.challenge);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.language) params.set('lang', filters.language);
  return params;
}

/** Lower case, accents off ("inmigración" is "inmigracion"), split into words. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A word without its plural or -ing / -ed ending, so "lawyers" finds "lawyer" and "counseling"
 * finds "counseled". Short words stay as they are ("ice" is not "ic").
 */
export function wordRoot(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Known phrases ("food stamps"), longest first, found before single words. */
const PHRASES = Object.keys(SEARCH_SYNONYMS)
  .filter((key) => key.includes(' '))
  .sort((a, b) => b.length - a.length);

/** One searched word or phrase: the roots that find it (its own, and its synonyms'). */
function alternatives(term: string): string[] {
  const synonyms = SEARCH_SYNONYMS[term] ?? SEARCH_SYNONYMS[wordRoot(term)] ?? [];
  const own = term.includes(' ') ? [] : [wordRoot(term)];
  return [...new Set([...own, ...synonyms.map(wordRoot)])];
}

/** The search as terms, every one of which must match: known phrases, then the other words. */
function searchTerms(query: string): { typed: string; roots: string[] }[] {
  let rest = ` ${searchWords(query).join(' ')} `;
  const terms: { typed: string; roots: string[] }[] = [];
  for (const phrase of PHRASES) {
    if (!rest.includes(` ${phrase} `)) continue;
    terms.push({ typed: phrase, roots: alternatives(phrase) });
    rest = rest.replace(` ${phrase} `, ' ');
  }
  for (const word of rest.split(' ').filter(Boolean)) {
    terms.push({ typed: word, roots: alternatives(word) });
  }
  return terms;
}

/** A service's words by how much a match there counts: its name, its kinds and topics, the rest. */
interface SearchField {
  weight: number;
  roots: ReadonlySet<string>;
  words: readonly string[];
}

const indexes = new WeakMap<Resource, readonly SearchField[]>();

function searchIndex(resource: Resource): readonly SearchField[] {
  let index = indexes.get(resource);
  if (!index) {
    const field = (weight: number, texts: readonly string[]): SearchField => {
      const words = texts.flatMap(searchWords);
      return { weight, words, roots: new Set(words.map(wordRoot)) };
    };
    index = [
      field(3, [resource.name]),
      field(2, [
        ...resource.kinds.map((kind) => RESOURCE_KIND_LABELS[kind]),
        ...resource.challenges.map((slug) => challenges[slug].title),
      ]),
      field(1, [
        resource.offers,
        resource.forWhom,
        resource.phone?.display ?? '',
        resource.text?.display ?? '',
      ]),
    ];
    indexes.set(resource, index);
  }
  return index;
}

/**
 * How well one term matches a service: for each of its roots found as a whole word, the weight of
 * the best field holding it, added up (so a service that matches "doctor" as "checkups" and
 * "medicine" beats one that mentions a doctor once); what is being typed (four letters or more)
 * also counts where it starts a word. 0: no match.
 */
function termScore(
  term: { typed: string; roots: string[] },
  index: readonly SearchField[],
): number {
  const best = (found: (field: SearchField) => boolean) =>
    Math.max(0, ...index.filter(found).map((field) => field.weight));
  let score = 0;
  for (const root of term.roots) score += best((field) => field.roots.has(root));
  if (score === 0 && term.typed.length >= 4 && !term.typed.includes(' ')) {
    score = best((field) => field.words.some((word) => word.startsWith(term.typed)));
  }
  return score;
}

/**
 * The services matching every filter: the challenge, the kind, the language (only services
 * whose source states it), and every word of the search,
 * best first. A word matches a whole word of the service or one of its forms ("lawyers",
 * "lawyer"), never letters inside another word ("ice" is not in "service"), or a word the
 * synonym list gives for it (`SEARCH_SYNONYMS`: "ICE" finds immigration help, "abogado" legal
 * aid). A match in the name counts most, then the kinds and topics, then the description, and
 * each synonym found adds to it; ties keep the directory's order.
 */
export function filterResources(
  resources: readonly Resource[],
  filters: ResourceFilters,
): Resource[] {
  const terms = searchTerms(filters.query);
  const scored: { resource: Resource; score: number; order: number }[] = [];
  resources.forEach((resource, order) => {
    if (filters.challenge && !resource.challenges.includes(filters.challenge)) return;
    if (filters.kind && !resource.kinds.includes(filters.kind)) return;
    if (filters.language && !resource.languages?.includes(filters.language)) return;
    let score = 0;
    for (const term of terms) {
      const points = termScore(term, searchIndex(resource));
      if (points === 0) return;
      score += points;
    }
    scored.push({ resource, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ resource }) => resource);
}
