/**
 * `@harbor-help/ui/content`: the building blocks of a page's content: `PageHeader`, `Section`,
 * `CardGrid` and `Card`.
 */
export { Card, CardGrid } from '../card';
export type { CardGridProps, CardProps } from '../card';
export { DefaultLink } from '../link';
export type { LinkComponent, LinkProps } from '../link';
export { PageHeader } from '../page-header';
export type { PageHeaderProps } from '../page-header';
export { Section } from '../section';
export type { SectionProps } from '../section';
