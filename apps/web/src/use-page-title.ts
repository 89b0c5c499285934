import { useEffect } from 'react';

export const SITE_NAME = 'Harbor';

export function formatPageTitle(title: string | null): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title in an effect (never during render, so pages can be prerendered). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
