/**
 * THE route table: every path of spec section 2 and the page that renders it, a module of a
 * feature folder's pages/ loaded on demand (`'login'` is src/account/pages/login.tsx; page names
 * are unique across features). routes.tsx builds the router's routes from it;
 * build/entry-server.tsx prerenders every path it lists (a `:slug` once per challenge or blog
 * post). Any other path redirects to /.
 *
 * A new page: write src/<feature>/pages/<name>.tsx (its component as the default export), then
 * add its path here, in the layout it belongs to.
 */

/** A path, the page module that renders it, and the props it is given (if any). */
export type PageRoute = readonly [path: string, page: string, props?: Record<string, unknown>];

export type RouteTable = readonly PageRoute[];

/** Routes outside the main layout (spec section 2). */
export const STANDALONE_ROUTES: RouteTable = [
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/payment-success', 'payment-success'],
  ['/payment-canceled', 'payment-canceled'],
  ['/premium-bundle', 'premium-bundle'],
  ['/healing-bundle', 'healing-bundle'],
  ['/bundle-kit', 'bundle-kit'],
  ['/mailerlite-form', 'mailerlite-form'],
  // The newsletter's confirmation link (#token=…): double opt-in (issue 31).
  ['/newsletter/confirm', 'newsletter-confirm'],
  ['/download-bundle', 'download-bundle'],
  ['/blog', 'blog'],
  ['/blog/:slug', 'blog-post'],
  ['/privacy', 'privacy'],
  ['/faq', 'faq'],
];

/** Routes inside the main layout: sticky header plus content (spec section 2). */
export const MAIN_LAYOUT_ROUTES: RouteTable = [
  ['/', 'home'],
  ['/donate', 'donate'],
  ['/products', 'products'],
  ['/products/membership', 'products-membership'],
  ['/products/membership/free', 'products-membership-tier', { tier: 'free' }],
  ['/products/membership/basic', 'products-membership-tier', { tier: 'basic' }],
  ['/products/membership/premium', 'products-membership-tier', { tier: 'premium' }],
  ['/products/membership/vip', 'products-membership-tier', { tier: 'vip' }],
  ['/products/books', 'products-books'],
  ['/products/apparel', 'products-apparel'],
  ['/products/kits', 'products-kits'],
  ['/library', 'library'],
  ['/explore', 'explore'],
  ['/resources', 'resources'],
  ['/share', 'share'],
  ['/advisories', 'advisories'],
  ['/contact', 'contact'],
  ['/about', 'about'],
  ['/pricing', 'pricing'],

  // Harbor's own pages, beyond the spec's list.
  // Where "Get help now" goes: the crisis lines for the visitor's country.
  ['/get-help', 'get-help'],
  // What Harbor keeps on this device, and one button that removes it (issue 16).
  ['/clear-device', 'clear-device'],
  // What Quick exit does and can't do, history, private windows, a phone someone checks (issue 28).
  ['/staying-safe-online', 'staying-safe-online'],
  // "My safety plan": the Stanley–Brown steps, kept only on this device (issue 28).
  ['/safety-plan', 'safety-plan'],
  // "My list": the services saved with "Save to my list", kept only on this device (issue 28).
  ['/my-list', 'my-list'],
  // The directory and crisis lines as open data (Open Referral HSDS), with its licence (issue 29).
  ['/open-data', 'open-data'],

  // The 18 challenge pages of the spec; an unknown slug redirects to / (see help/pages/challenge.tsx).
  ['/challenges/:slug', 'challenge'],
];
