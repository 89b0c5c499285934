import { DefaultLink, type LinkComponent } from './link';
import type { NavItem } from './nav-items';

/** The footer's links, in order. */
export const FOOTER_ITEMS: readonly NavItem[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Clear this device', href: '/clear-device' },
];

export interface SiteFooterProps {
  linkComponent?: LinkComponent;
}

/** The footer of every layout: how Harbor treats your data, and how to remove it from this device. */
export function SiteFooter({ linkComponent: Link = DefaultLink }: SiteFooterProps) {
  return (
    <footer className="harbor-footer">
      <nav aria-label="Footer">
        <ul className="harbor-footer__list">
          {FOOTER_ITEMS.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="harbor-footer__link">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
