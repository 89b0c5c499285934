import type { ComponentType, MouseEvent, ReactNode } from 'react';

/** The props every link in @harbor-help/ui is rendered with. */
export interface LinkProps {
  /** Where the link goes. */
  href: string;
  /** Classes for the anchor, passed on as they are. */
  className?: string;
  /** The link's content (its text). */
  children: ReactNode;
  /** Called when the link is clicked, before the browser (or router) follows it. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** `'page'` on the link to the page being shown. */
  'aria-current'?: 'page' | undefined;
}

/**
 * How @harbor-help/ui renders links. The default is a plain `<a href>`; an app with a client-side
 * router passes a component that wraps its router's link (ui never imports a router).
 */
export type LinkComponent = ComponentType<LinkProps>;

/** The default link: a plain anchor, so the components work with no router at all. */
export function DefaultLink({
  href,
  className,
  children,
  onClick,
  'aria-current': ariaCurrent,
}: LinkProps) {
  return (
    <a href={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}
