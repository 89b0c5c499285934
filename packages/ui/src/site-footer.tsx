import { useUiI18n } from './i18n-context';
import { DefaultLink, type LinkComponent } from './link';
import type { NavItem } from './nav-items';

/** The props of `SiteFooter`. */
export interface SiteFooterProps {
  /** The footer's links, in order (Harbor's: Privacy, Clear this device, Staying safe online). */
  links?: readonly NavItem[] | undefined;
  /**
   * The component links are rendered with (your router's link, say); default `DefaultLink`, a plain
   * `<a href>`.
   */
  linkComponent?: LinkComponent | undefined;
}

/** The footer of every layout: a `<nav aria-label={i18n._('footer.nav')}>` with `links`. */
export function SiteFooter({ links = [], linkComponent: Link = DefaultLink }: SiteFooterProps) {
  const i18n = useUiI18n();
  return (
    <footer className="harbor-footer">
      {links.length ? (
        <nav aria-label={i18n._('footer.nav')}>
          <ul className="harbor-footer__list">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="harbor-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
