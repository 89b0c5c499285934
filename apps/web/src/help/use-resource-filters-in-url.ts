import { parseResourceFilters, resourceFiltersToParams } from '@harbor-help/challenges';
import type { ResourceFilters } from '@harbor-help/challenges';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The directory's filters kept in the page's URL (`?q=&challenge=&kind=&lang=`), for
 * `ResourceDirectory`'s `filters` and `onFiltersChange`: /resources and /es/recursos. Typing
 * replaces the history entry (Back should not step through every letter); choosing a filter adds
 * one, so Back undoes it.
 */
export function useResourceFiltersInUrl(): {
  filters: ResourceFilters;
  onFiltersChange: (next: ResourceFilters, options: { typing: boolean }) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const onFiltersChange = useCallback(
    (next: ResourceFilters, { typing }: { typing: boolean }) => {
      setSearchParams(resourceFiltersToParams(next), { replace: typing, preventScrollReset: true });
    },
    [setSearchParams],
  );
  return { filters: parseResourceFilters(searchParams), onFiltersChange };
}
