/** A link of the site's chrome: a navigation item, a footer link, the sign-in and help links. */
export interface NavItem {
  /** The link's visible text. */
  label: string;
  /** Where the link goes (a path such as `/get-help`, or a full URL). */
  href: string;
}

/**
 * Whether a nav item is the page being shown (`aria-current="page"`). A trailing slash is
 * ignored; pages below an item (`/products/books`) are not that item's page.
 */
export function isCurrentNavItem(itemHref: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  return path === itemHref;
}
