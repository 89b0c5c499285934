/** One entry of the site's main navigation. */
export interface NavItem {
  label: string;
  href: string;
}

/** The main navigation, in the order the header and the mobile menu show it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Resources', href: '/resources' },
  { label: 'Products', href: '/products' },
  { label: 'Share', href: '/share' },
  { label: 'Advisories', href: '/advisories' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/**
 * Whether a nav item is the page being shown (`aria-current="page"`). A trailing slash is
 * ignored; pages below an item (`/products/books`) are not that item's page.
 */
export function isCurrentNavItem(itemHref: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  return path === itemHref;
}
