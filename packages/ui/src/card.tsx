import type { ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from './link';

/** The props of `Card`. */
export interface CardProps {
  /** The card's `<h3>`; with `href` it is the link. */
  title: ReactNode;
  /** The card's body under the title; none if left out. */
  children?: ReactNode;
  /** Makes the title a link (the whole card is clickable, the link is the title). */
  href?: string;
  /**
   * The component links are rendered with (your router's link, say); default `DefaultLink`, a plain
   * `<a href>`.
   */
  linkComponent?: LinkComponent;
}

/** A small block of content, e.g. one resource in a grid (wrap cards in `CardGrid`). */
export function Card({ title, children, href, linkComponent: Link = DefaultLink }: CardProps) {
  return (
    <article className={href ? 'harbor-card harbor-card--link' : 'harbor-card'}>
      <h3 className="harbor-card__title">
        {href ? (
          <Link href={href} className="harbor-card__link">
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      {children ? <div className="harbor-card__body">{children}</div> : null}
    </article>
  );
}

/** The props of `CardGrid`. */
export interface CardGridProps {
  /** The cards, laid out in a responsive grid. */
  children: ReactNode;
}

/** Lays cards out in as many columns as fit (one on a phone). */
export function CardGrid({ children }: CardGridProps) {
  return <div className="harbor-card-grid">{children}</div>;
}
