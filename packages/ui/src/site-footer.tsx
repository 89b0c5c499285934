import { DefaultLink, type LinkComponent } from './link';

export interface SiteFooterProps {
  linkComponent?: LinkComponent;
}

/**
 * The footer of every layout: how Harbor treats your data, how to remove it from this device, the
 * services the visitor saved ("My list", kept only on this device), and how to stay safe online
 * (what Quick exit can't do).
 */
export function SiteFooter({ linkComponent: Link = DefaultLink }: SiteFooterProps) {
  return (
    <footer className="harbor-footer">
      <nav aria-label="Footer">
        <ul className="harbor-footer__list">
          <li>
            <Link href="/privacy" className="harbor-footer__link">
              Privacy
            </Link>
          </li>
          <li>
            <Link href="/clear-device" className="harbor-footer__link">
              Clear this device
            </Link>
          </li>
          <li>
            <Link href="/my-list" className="harbor-footer__link">
              My list
            </Link>
          </li>
          <li>
            <Link href="/staying-safe-online" className="harbor-footer__link">
              Staying safe online
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
