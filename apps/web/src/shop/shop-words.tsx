/**
 * The shop's words (the catalogue cards, a bundle's price and Buy button, the downloads page) in
 * one language: these are the English ones; the Spanish ones are in shop-words-es.tsx (issue 25).
 * The shop's pages give theirs to `ShopWordsProvider`; the parts inside read them with
 * `useShopWords`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { FailureMessages } from '../data/result';
import type { BundleSku, CatalogLocale, Size } from './catalog';

export interface ShopWords {
  /** The page's language: the catalogue's words, and sent with a checkout (`locale`). */
  locale: CatalogLocale;
  /** After an item shown whole in English on a page in another language ("(en inglés)"). */
  inEnglish: string;
  paths: {
    products: string;
    membership: string;
    downloads: string;
    signup: string;
    login: string;
    contact: string;
    bundles: Readonly<Record<BundleSku, string>>;
  };
  card: {
    sizeNames: Readonly<Record<Size, string>>;
    size: string;
    chooseSize: string;
    /** The size field's message when Buy is pressed without a size. */
    sizeMissing: string;
    quantity: string;
    /** For screen readers, after "Size" and "Quantity": which item (its name may be marked). */
    of: (title: ReactNode) => ReactNode;
    buy: string;
    /** For screen readers, after "Buy": the item, its size, how many and the total. */
    buyWhat: (title: ReactNode, size: Size | '', quantity: number, total: string) => ReactNode;
  };
  list: { loading: string; error: string };
  /** What a Buy button says while Stripe's page opens, and its failures by kind (other languages). */
  checkout: { redirecting?: string; failures?: FailureMessages };
  bundle: {
    /**
     * Each bundle's name: "Healing Bundle", as catalog_items.title (title_es in Spanish) names it
     * on the checkout and the order (local-backend.test.ts holds them together).
     */
    names: Readonly<Record<BundleSku, string>>;
    loading: string;
    error: string;
    notForSale: string;
    alreadyHave: (name: string, withMembership: boolean) => string;
    goToDownloads: string;
    once: string;
    checking: string;
    signInFirst: string;
    createToBuy: string;
    haveAccount: string;
    signInToBuy: string;
    /** Access could not be checked: a sentence with a link to the downloads page. */
    couldNotCheck: (downloads: string) => ReactNode;
    buy: (name: string) => string;
    forPrice: (price: string) => string;
    includedWithMembership: string;
    compareMemberships: string;
    heading: (name: string) => string;
    inside: string;
    forWhom: string;
    getIt: string;
    others: string;
    /** What each bundle is, after its name in the links under "Other bundles". */
    blurbs: Readonly<Record<BundleSku, string>>;
    allProducts: string;
  };
}

export const SHOP_WORDS: ShopWords = {
  locale: 'en',
  inEnglish: '',
  paths: {
    products: '/products',
    membership: '/products/membership',
    downloads: '/download-bundle',
    signup: '/signup',
    login: '/login',
    contact: '/contact',
    bundles: {
      'premium-bundle': '/premium-bundle',
      'healing-bundle': '/healing-bundle',
      'bundle-kit': '/bundle-kit',
    },
  },
  card: {
    sizeNames: {
      XS: 'Extra small (XS)',
      S: 'Small (S)',
      M: 'Medium (M)',
      L: 'Large (L)',
      XL: 'Extra large (XL)',
      '2XL': '2X large (2XL)',
      '3XL': '3X large (3XL)',
    },
    size: 'Size',
    chooseSize: 'Choose a size',
    sizeMissing: 'Please choose a size.',
    quantity: 'Quantity',
    of: (title) => <>of {title}</>,
    buy: 'Buy',
    buyWhat: (title, size, quantity, total) => (
      <>
        {title}
        {size ? `, size ${size}` : ''}, {quantity} for {total}
      </>
    ),
  },
  list: {
    loading: 'Loading the catalogue…',
    error: "We couldn't load this part of the shop. Please check your connection and try again.",
  },
  checkout: {},
  bundle: {
    names: {
      'premium-bundle': 'Premium Bundle',
      'healing-bundle': 'Healing Bundle',
      'bundle-kit': 'Bundle Kit',
    },
    loading: 'Loading the price…',
    error: "We couldn't load this bundle's price. Please check your connection and try again.",
    notForSale: 'This bundle is not on sale right now. Please check back soon.',
    alreadyHave: (name, withMembership) =>
      `You already have the ${name}${withMembership ? ' with your membership' : ''}.`,
    goToDownloads: 'Go to your downloads',
    once: ' once, yours to keep',
    checking: 'Checking your account…',
    signInFirst: 'Your downloads are kept in your account, so please sign in or create one first.',
    createToBuy: 'Create an account to buy',
    haveAccount: 'Already have an account?',
    signInToBuy: 'Sign in to buy',
    couldNotCheck: (downloads) => (
      <>
        We couldn&rsquo;t check whether you already have this bundle.{' '}
        <Link to={downloads}>See your downloads</Link> before buying.
      </>
    ),
    buy: (name) => `Buy the ${name}`,
    forPrice: (price) => `for ${price}`,
    includedWithMembership: 'Every paid membership includes all three bundles.',
    compareMemberships: 'Compare memberships',
    heading: (name) => `The ${name}`,
    inside: 'What is inside',
    forWhom: 'Who it is for',
    getIt: 'Get it',
    others: 'Other bundles',
    blurbs: {
      'premium-bundle': 'every workbook and kit',
      'healing-bundle': 'tools for hard feelings',
      'bundle-kit': 'the practical kits together',
    },
    allProducts: 'All products',
  },
};

const ShopWordsContext = createContext<ShopWords>(SHOP_WORDS);

/** The shop's parts inside it speak `words`' language. */
export function ShopWordsProvider({ words, children }: { words: ShopWords; children: ReactNode }) {
  return <ShopWordsContext.Provider value={words}>{children}</ShopWordsContext.Provider>;
}

export function useShopWords(): ShopWords {
  return useContext(ShopWordsContext);
}
