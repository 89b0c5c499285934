import { challenges } from './challenge-content';
import { isHubSlug } from './hubs/hub-slugs';
import type { HubSlug } from './hubs/hub-slugs';
import { RESOURCE_KIND_LABELS, isResourceKind } from './resources/resource-types';
import type { Resource, ResourceKind } from './resources/resource-types';

/** What the directory is filtered by; kept in the URL as `?q=&challenge=&kind=`. */
export interface ResourceFilters {
  query: string;
  challenge: HubSlug | null;
  kind: ResourceKind | null;
}

/** The directory unfiltered: no search, any challenge, any kind. */
export const NO_FILTERS: ResourceFilters = { query: '', challenge: null, kind: null };

/** The longest search kept from a URL. */
const MAX_QUERY_LENGTH = 100;

/** Reads the filters from a URL's query. Unknown challenges and kinds are ignored. */
export function parseResourceFilters(params: URLSearchParams): ResourceFilters {
  const challenge = params.get('challenge') ?? '';
  const kind = params.get('kind') ?? '';
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    challenge: isHubSlug(challenge) ? challenge : null,
    kind: isResourceKind(kind) ? kind : null,
  };
}

/** The filters as a URL query, leaving out the empty ones (so no filter is a clean URL). */
export function resourceFiltersToParams(filters: ResourceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.challenge) params.set('challenge', filters.challenge);
  if (filters.kind) params.set('kind', filters.kind);
  return params;
}

function searchableText(resource: Resource): string {
  return [
    resource.name,
    resource.offers,
    resource.forWhom,
    ...resource.kinds.map((kind) => RESOURCE_KIND_LABELS[kind]),
    ...resource.challenges.map((slug) => challenges[slug].title),
    resource.phone?.display ?? '',
    resource.text?.display ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * The services matching every filter: the challenge, the kind, and every word of the search
 * (in the name, what it offers, who it is for, its kinds, topics or numbers). Order is kept.
 */
export function filterResources(
  resources: readonly Resource[],
  filters: ResourceFilters,
): Resource[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return resources.filter((resource) => {
    if (filters.challenge && !resource.challenges.includes(filters.challenge)) return false;
    if (filters.kind && !resource.kinds.includes(filters.kind)) return false;
    if (words.length === 0) return true;
    const text = searchableText(resource);
    return words.every((word) => text.includes(word));
  });
}
