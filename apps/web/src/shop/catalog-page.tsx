import { PageHeader } from '@harbor-help/ui';
import type { ReactNode } from 'react';
import { CatalogList } from './catalog-list';
import type { CatalogKind } from './catalog';
import { usePageTitle } from '../app/use-page-title';

/** A catalogue page's own words in one language (the cards' are the shop's, `ShopWords`). */
export interface CatalogPageWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** When nothing of this kind is for sale. */
  empty: string;
  /** A line under the items: where else to look, or whom to ask. */
  footer: ReactNode;
}

/** Books, apparel or kits: the page's words, then every active item of its kind. */
export function CatalogPage({ kind, words }: { kind: CatalogKind; words: CatalogPageWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <CatalogList kind={kind} emptyMessage={words.empty} />
      <p className="web-prose">{words.footer}</p>
    </>
  );
}
