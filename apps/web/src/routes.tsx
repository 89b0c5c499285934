import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { LazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';
import { RootRoute } from './root-route';
import { StandaloneRouteLayout } from './standalone-route-layout';

// Every page is its own chunk, loaded on demand.
const LoginPage = lazy(() => import('./pages/login'));
const SignupPage = lazy(() => import('./pages/signup'));
const PaymentSuccessPage = lazy(() => import('./pages/payment-success'));
const PaymentCanceledPage = lazy(() => import('./pages/payment-canceled'));
const PremiumBundlePage = lazy(() => import('./pages/premium-bundle'));
const HealingBundlePage = lazy(() => import('./pages/healing-bundle'));
const BundleKitPage = lazy(() => import('./pages/bundle-kit'));
const MailerliteFormPage = lazy(() => import('./pages/mailerlite-form'));
const DownloadBundlePage = lazy(() => import('./pages/download-bundle'));
const BlogPage = lazy(() => import('./pages/blog'));
const BlogPostPage = lazy(() => import('./pages/blog-post'));
const PrivacyPage = lazy(() => import('./pages/privacy'));
const FaqPage = lazy(() => import('./pages/faq'));

const HomePage = lazy(() => import('./pages/home'));
const DonatePage = lazy(() => import('./pages/donate'));
const ProductsPage = lazy(() => import('./pages/products'));
const ProductsMembershipPage = lazy(() => import('./pages/products-membership'));
const ProductsMembershipTierPage = lazy(() => import('./pages/products-membership-tier'));
const ProductsBooksPage = lazy(() => import('./pages/products-books'));
const ProductsApparelPage = lazy(() => import('./pages/products-apparel'));
const ProductsKitsPage = lazy(() => import('./pages/products-kits'));
const LibraryPage = lazy(() => import('./pages/library'));
const ExplorePage = lazy(() => import('./pages/explore'));
const ResourcesPage = lazy(() => import('./pages/resources'));
const SharePage = lazy(() => import('./pages/share'));
const AdvisoriesPage = lazy(() => import('./pages/advisories'));
const ContactPage = lazy(() => import('./pages/contact'));
const AboutPage = lazy(() => import('./pages/about'));
const PricingPage = lazy(() => import('./pages/pricing'));
const ChallengePage = lazy(() => import('./pages/challenge'));
const GetHelpPage = lazy(() => import('./pages/get-help'));

/** THE route table: every path of spec section 2. Built outside the React tree. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // ui's ErrorPage renders its own <main>, so it replaces the layouts rather than sitting inside one.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Routes outside the main layout.
        element: <StandaloneRouteLayout />,
        children: [
          {
            path: 'login',
            element: (
              <LazyPage key="login">
                <LoginPage />
              </LazyPage>
            ),
          },
          {
            path: 'signup',
            element: (
              <LazyPage key="signup">
                <SignupPage />
              </LazyPage>
            ),
          },
          {
            path: 'payment-success',
            element: (
              <LazyPage key="payment-success">
                <PaymentSuccessPage />
              </LazyPage>
            ),
          },
          {
            path: 'payment-canceled',
            element: (
              <LazyPage key="payment-canceled">
                <PaymentCanceledPage />
              </LazyPage>
            ),
          },
          {
            path: 'premium-bundle',
            element: (
              <LazyPage key="premium-bundle">
                <PremiumBundlePage />
              </LazyPage>
            ),
          },
          {
            path: 'healing-bundle',
            element: (
              <LazyPage key="healing-bundle">
                <HealingBundlePage />
              </LazyPage>
            ),
          },
          {
            path: 'bundle-kit',
            element: (
              <LazyPage key="bundle-kit">
                <BundleKitPage />
              </LazyPage>
            ),
          },
          {
            path: 'mailerlite-form',
            element: (
              <LazyPage key="mailerlite-form">
                <MailerliteFormPage />
              </LazyPage>
            ),
          },
          {
            path: 'download-bundle',
            element: (
              <LazyPage key="download-bundle">
                <DownloadBundlePage />
              </LazyPage>
            ),
          },
          {
            path: 'blog',
            element: (
              <LazyPage key="blog">
                <BlogPage />
              </LazyPage>
            ),
          },
          {
            path: 'blog/:slug',
            element: (
              <LazyPage key="blog-post">
                <BlogPostPage />
              </LazyPage>
            ),
          },
          {
            path: 'privacy',
            element: (
              <LazyPage key="privacy">
                <PrivacyPage />
              </LazyPage>
            ),
          },
          {
            path: 'faq',
            element: (
              <LazyPage key="faq">
                <FaqPage />
              </LazyPage>
            ),
          },
        ],
      },
      {
        // Routes inside the main layout (sticky header plus content).
        element: <AppLayout />,
        children: [
          {
            index: true,
            element: (
              <LazyPage key="home">
                <HomePage />
              </LazyPage>
            ),
          },
          {
            path: 'donate',
            element: (
              <LazyPage key="donate">
                <DonatePage />
              </LazyPage>
            ),
          },
          {
            path: 'products',
            element: (
              <LazyPage key="products">
                <ProductsPage />
              </LazyPage>
            ),
          },
          {
            path: 'products/membership',
            element: (
              <LazyPage key="products-membership">
                <ProductsMembershipPage />
              </LazyPage>
            ),
          },
          {
            path: 'products/membership/free',
            element: (
              <LazyPage key="products-membership-free">
                <ProductsMembershipTierPage tier="free" />
              </LazyPage>
            ),
          },
          {
            path: 'products/membership/basic',
            element: (
              <LazyPage key="products-membership-basic">
                <ProductsMembershipTierPage tier="basic" />
              </LazyPage>
            ),
          },
          {
            path: 'products/membership/premium',
            element: (
              <LazyPage key="products-membership-premium">
                <ProductsMembershipTierPage tier="premium" />
              </LazyPage>
            ),
          },
          {
            path: 'products/membership/vip',
            element: (
              <LazyPage key="products-membership-vip">
                <ProductsMembershipTierPage tier="vip" />
              </LazyPage>
            ),
          },
          {
            path: 'products/books',
            element: (
              <LazyPage key="products-books">
                <ProductsBooksPage />
              </LazyPage>
            ),
          },
          {
            path: 'products/apparel',
            element: (
              <LazyPage key="products-apparel">
                <ProductsApparelPage />
              </LazyPage>
            ),
          },
          {
            path: 'products/kits',
            element: (
              <LazyPage key="products-kits">
                <ProductsKitsPage />
              </LazyPage>
            ),
          },
          {
            path: 'library',
            element: (
              <LazyPage key="library">
                <LibraryPage />
              </LazyPage>
            ),
          },
          {
            path: 'explore',
            element: (
              <LazyPage key="explore">
                <ExplorePage />
              </LazyPage>
            ),
          },
          {
            path: 'resources',
            element: (
              <LazyPage key="resources">
                <ResourcesPage />
              </LazyPage>
            ),
          },
          {
            path: 'share',
            element: (
              <LazyPage key="share">
                <SharePage />
              </LazyPage>
            ),
          },
          {
            path: 'advisories',
            element: (
              <LazyPage key="advisories">
                <AdvisoriesPage />
              </LazyPage>
            ),
          },
          {
            path: 'contact',
            element: (
              <LazyPage key="contact">
                <ContactPage />
              </LazyPage>
            ),
          },
          {
            path: 'about',
            element: (
              <LazyPage key="about">
                <AboutPage />
              </LazyPage>
            ),
          },
          {
            path: 'pricing',
            element: (
              <LazyPage key="pricing">
                <PricingPage />
              </LazyPage>
            ),
          },
          // Where "Get help now" goes: the crisis lines for the visitor's country.
          {
            path: 'get-help',
            element: (
              <LazyPage key="get-help">
                <GetHelpPage />
              </LazyPage>
            ),
          },
          // The 18 challenge pages; an unknown slug redirects to / (see pages/challenge.tsx).
          {
            path: 'challenges/:slug',
            element: (
              <LazyPage key="challenge">
                <ChallengePage />
              </LazyPage>
            ),
          },
        ],
      },
      // Any other path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
