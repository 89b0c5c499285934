/**
 * The Spanish pages (issue 25): for each English path of spanish-paths.ts, the page module
 * written in Spanish, each in its own chunk. Only the Spanish layout's chunk
 * (spanish-layout.tsx) imports this list, so an English page's first load carries none of these
 * loaders or their chunks' names (nor spanish-paths.ts's list). A Spanish path without a page
 * here, or a page here without a Spanish path, fails spanish-routes.test.ts.
 */
import type { PageLoader } from './route-table';

// prettier-ignore
export const SPANISH_PAGES: Readonly<Record<string, PageLoader>> = {
  '/': () => import('../info/pages/home-es'),
  '/privacy': () => import('../info/pages/privacy-es'),
  '/about': () => import('../info/pages/about-es'),
  '/faq': () => import('../info/pages/faq-es'),
  '/advisories': () => import('../info/pages/advisories-es'),
  '/get-help': () => import('../help/pages/get-help-es'),
  '/clear-device': () => import('../account/pages/clear-device-es'),
  '/staying-safe-online': () => import('../info/pages/staying-safe-online-es'),
  '/contact': () => import('../contact/pages/contact-es'),
  '/login': () => import('../account/pages/login-es'),
  '/signup': () => import('../account/pages/signup-es'),
  '/explore': () => import('../help/pages/explore-es'),
  '/resources': () => import('../help/pages/resources-es'),
  '/my-list': () => import('../saved/pages/my-list-es'),
  '/donate': () => import('../donations/pages/donate-es'),
  '/payment-success': () => import('../checkout/pages/payment-success-es'),
  '/payment-canceled': () => import('../checkout/pages/payment-canceled-es'),
  '/challenges/:slug': () => import('../help/pages/challenge-es'),
  '/share': () => import('../contact/pages/share-es'),
  '/share/your-story': () => import('../stories/pages/your-story-es'),
  '/safety-plan': () => import('../safety/pages/safety-plan-es'),
  '/blog': () => import('../blog/pages/blog-es'),
  '/blog/:slug': () => import('../blog/pages/blog-post-es'),
  '/open-data': () => import('../opendata/pages/open-data-es'),
  '/products/membership': () => import('../membership/pages/products-membership-es'),
  '/products/membership/free': () => import('../membership/pages/products-membership-tier-es'),
  '/products/membership/basic': () => import('../membership/pages/products-membership-tier-es'),
  '/products/membership/premium': () => import('../membership/pages/products-membership-tier-es'),
  '/products/membership/vip': () => import('../membership/pages/products-membership-tier-es'),
  '/library': () => import('../library/pages/library-es'),
  '/pricing': () => import('../membership/pages/pricing-es'),
  '/mailerlite-form': () => import('../newsletter/pages/mailerlite-form-es'),
  '/newsletter/confirm': () => import('../newsletter/pages/newsletter-confirm-es'),
  '/products': () => import('../shop/pages/products-es'),
  '/products/books': () => import('../shop/pages/products-books-es'),
  '/products/apparel': () => import('../shop/pages/products-apparel-es'),
  '/products/kits': () => import('../shop/pages/products-kits-es'),
  '/premium-bundle': () => import('../shop/pages/premium-bundle-es'),
  '/healing-bundle': () => import('../shop/pages/healing-bundle-es'),
  '/bundle-kit': () => import('../shop/pages/bundle-kit-es'),
  '/download-bundle': () => import('../shop/pages/download-bundle-es'),
  '/stories': () => import('../stories/pages/stories-es'),
};

/** The Spanish page of the English route at `englishPath` (its `path` in the manifest). */
export function spanishPageOf(englishPath: string): PageLoader {
  const page = Object.hasOwn(SPANISH_PAGES, englishPath) ? SPANISH_PAGES[englishPath] : undefined;
  if (!page) throw new Error(`No Spanish page for ${englishPath} in spanish-pages.ts`);
  return page;
}
