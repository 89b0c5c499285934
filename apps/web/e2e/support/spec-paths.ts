/** Every path of spec section 2, as a visitor types it. `/blog/:slug` uses a real post. */
export const STANDALONE_PATHS = [
  '/login',
  '/signup',
  '/payment-success',
  '/payment-canceled',
  '/premium-bundle',
  '/healing-bundle',
  '/bundle-kit',
  '/mailerlite-form',
  '/download-bundle',
  '/blog',
  '/blog/asking-for-help',
  '/privacy',
  '/faq',
];

export const MAIN_LAYOUT_PATHS = [
  '/',
  '/donate',
  '/products',
  '/products/membership',
  '/products/membership/free',
  '/products/membership/basic',
  '/products/membership/premium',
  '/products/membership/vip',
  '/products/books',
  '/products/apparel',
  '/products/kits',
  '/library',
  '/explore',
  '/resources',
  '/share',
  '/advisories',
  '/contact',
  '/about',
  '/pricing',
];

export const CHALLENGE_PATHS = [
  'mental-health',
  'poverty',
  'poverty-challenge',
  'parental-absence',
  'resource-access',
  'homelessness',
  'family-instability',
  'substance-abuse',
  'loved-one',
  'teenage-pregnancy',
  'legal',
  'financial',
  'health',
  'health-challenge',
  'immigration',
  'immigration-challenge',
  'discrimination',
  'discrimination-challenge',
  // Harbor's own hub, beyond the spec's 18.
  'abuse-at-home',
].map((slug) => `/challenges/${slug}`);

export const SPEC_PATHS = [...STANDALONE_PATHS, ...MAIN_LAYOUT_PATHS, ...CHALLENGE_PATHS];

/** A file name for a path's screenshot: `/products/books` -> `products-books`, `/` -> `home`. */
export function screenshotName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
}
