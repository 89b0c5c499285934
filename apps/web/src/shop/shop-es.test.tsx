import { loadUiLocale } from '@harbor-help/ui/locale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import BundleKitSpanishPage from './pages/bundle-kit-es';
import DownloadBundleSpanishPage, { DOWNLOAD_WORDS_ES } from './pages/download-bundle-es';
import HealingBundleSpanishPage from './pages/healing-bundle-es';
import ProductsApparelSpanishPage from './pages/products-apparel-es';
import ProductsBooksSpanishPage from './pages/products-books-es';
import ProductsSpanishPage, { PRODUCTS_WORDS_ES } from './pages/products-es';
import { PRODUCTS_WORDS } from './pages/products';
import { BUNDLE_SKUS } from './catalog';
import { SHOP_WORDS } from './shop-words';
import { SHOP_WORDS_ES } from './shop-words-es';
import { redirectTo } from '../shared/redirect';
import { signedInAuth, signedOutAuth } from '../shared/test/fake-auth';
import { answer, httpError } from '../shared/test/fake-supabase';
import { fake } from '../shared/test/mock-auth';
import { renderSpanishPage } from '../shared/test/render-spanish-page';
import { expectEnglishLinksMarked } from '../shared/test/spanish-links';

vi.mock('@harbor-help/auth', () => import('../shared/test/mock-auth'));
vi.mock('../shared/redirect', () => import('../shared/test/mock-redirect'));

/** Rows as public.catalog_items answers a Spanish page's select (catalog.ts's CATALOG_COLUMNS_ES). */
const BOOK_ROWS = [
  {
    sku: 'book-getting-by',
    kind: 'book',
    title: 'Getting By: A Plain-Language Money Guide',
    description: "Harbor's guide to getting through a tight month.",
    title_es: null,
    description_es:
      'La guía de Harbor para salir adelante en un mes apretado. El libro está en inglés.',
    price_cents: 1200,
    currency: 'usd',
    image_path: '/images/products/book-getting-by.svg',
    image_alt: 'Cover of the guide Getting By.',
    image_alt_es: 'Portada de la guía Getting By.',
  },
  {
    // Not translated yet: shown whole in English, marked.
    sku: 'book-new',
    kind: 'book',
    title: 'A New Workbook',
    description: 'Written this month.',
    title_es: null,
    description_es: null,
    price_cents: 900,
    currency: 'usd',
    image_path: null,
    image_alt: null,
    image_alt_es: null,
  },
];

const APPAREL_ROWS = [
  {
    sku: 'tee-you-are-not-alone',
    kind: 'apparel',
    title: 'You Are Not Alone T-shirt',
    description: 'A soft cotton T-shirt.',
    title_es: 'Camiseta “You Are Not Alone”',
    description_es: 'Una camiseta suave de algodón.',
    price_cents: 2200,
    currency: 'usd',
    image_path: '/images/products/tee-you-are-not-alone.svg',
    image_alt: 'A light blue T-shirt.',
    image_alt_es: 'Una camiseta azul claro.',
    sizes: ['S', 'M', 'L'],
  },
];

const HEALING_ROW = {
  sku: 'healing-bundle',
  kind: 'bundle',
  title: 'Healing Bundle',
  description: 'Printable tools for emotional healing.',
  price_cents: 1900,
  currency: 'usd',
  image_path: '/images/products/healing-bundle.svg',
  image_alt: 'A red heart held above two open hands.',
};

const healingDownload = {
  bundle: 'healing-bundle',
  title: 'Healing Bundle',
  fileName: 'harbor-healing-bundle.md',
  url: 'http://127.0.0.1:54321/storage/v1/object/sign/bundles/harbor-healing-bundle.md?token=t',
  expiresAt: '2026-11-23T15:05:00.000Z',
};

type Fakes = Parameters<typeof renderSpanishPage>[2];

/** A Spanish shop page in the Spanish kit, its data answered by `fakes`. */
const renderSpanish = (page: ReactElement, fakes: Fakes, entry = '/es/productos') =>
  renderSpanishPage(page, entry, fakes);

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('the shop in Spanish (issue 25)', () => {
  it("reads the Spanish columns and marks what stays in English: a book's title, an untranslated item", async () => {
    const { supabase, container } = renderSpanish(<ProductsBooksSpanishPage />, {
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Libros' })).toBeInTheDocument();
    const book = await screen.findByRole('heading', { name: /Getting By/ });
    const select = supabase.rest.requestsOf('catalog_items')[0]?.searchParams.get('select');
    expect(select?.split(',')).toEqual(
      expect.arrayContaining(['title_es', 'description_es', 'image_alt_es']),
    );
    // A book keeps its published title, marked English; its description and picture are Spanish.
    expect(within(book).getByText('Getting By: A Plain-Language Money Guide')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText(/La guía de Harbor para salir adelante/)).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'Portada de la guía Getting By.' })).not.toHaveAttribute(
      'lang',
    );
    // An untranslated item is English whole, never half, and says so.
    const untranslated = screen.getByRole('heading', { name: 'A New Workbook (en inglés)' });
    expect(within(untranslated).getByText('A New Workbook')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Written this month.')).toHaveAttribute('lang', 'en');
    // The footer's links are the Spanish pages.
    expect(screen.getByRole('link', { name: 'biblioteca de Harbor' })).toHaveAttribute(
      'href',
      '/es/biblioteca',
    );
    expect(container).not.toHaveTextContent(/Quantity|Buy|No books/);
    expectEnglishLinksMarked(container);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('asks for a size in Spanish, and opens a Spanish checkout with the size and quantity chosen', async () => {
    const user = userEvent.setup();
    const { supabase } = renderSpanish(
      <ProductsApparelSpanishPage />,
      {
        tables: { catalog_items: { data: APPAREL_ROWS, error: null } },
        functions: {
          checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_es' }),
        },
      },
      '/es/productos/ropa',
    );
    await screen.findByRole('heading', { name: 'Camiseta “You Are Not Alone”' });
    const size = screen.getByRole('combobox', { name: 'Talla de Camiseta “You Are Not Alone”' });
    expect(within(size).getByRole('option', { name: 'Elija una talla' })).toBeInTheDocument();
    expect(within(size).getByRole('option', { name: 'Mediana (M)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Comprar/ }));
    expect(screen.getByText('Elija una talla, por favor.')).toBeInTheDocument();
    expect(size).toHaveFocus();
    expect(supabase.invoke).not.toHaveBeenCalled();

    await user.selectOptions(size, 'M');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Cantidad de Camiseta “You Are Not Alone”' }),
      '2',
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Comprar Camiseta “You Are Not Alone”, talla M, 2 por $44',
      }),
    );
    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: {
        kind: 'goods',
        items: [{ sku: 'tee-you-are-not-alone', quantity: 2, size: 'M' }],
        locale: 'es',
      },
    });
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_es');
  });

  it('says in Spanish why a checkout failed, keeping what was chosen', async () => {
    const user = userEvent.setup();
    renderSpanish(
      <ProductsApparelSpanishPage />,
      {
        tables: { catalog_items: { data: APPAREL_ROWS, error: null } },
        functions: { checkout: () => httpError(400, 'One of the items is no longer available.') },
      },
      '/es/productos/ropa',
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Talla/ }), 'L');
    await user.click(screen.getByRole('button', { name: /^Comprar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos empezar el pago de este producto. Vuelva a cargar la página e intente de nuevo. No se cobró nada.',
    );
    // What was chosen stays.
    expect(screen.getByRole('combobox', { name: /^Talla/ })).toHaveValue('L');
  });

  it('says in Spanish when the catalogue cannot load, with a way to try again', async () => {
    renderSpanish(
      <ProductsBooksSpanishPage />,
      { tables: { catalog_items: { data: null, error: { message: 'offline', status: 503 } } } },
      '/es/productos/libros',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No pudimos cargar esta parte de la tienda. Revise su conexión e intente de nuevo.',
    );
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('links the Spanish shop pages and lists the plans in Spanish on /es/productos', async () => {
    const { container } = renderSpanish(<ProductsSpanishPage />, {
      tables: { membership_plans: { data: [], error: null } },
    });
    for (const [name, href] of [
      ['Membresías', '/es/membresia'],
      ['Libros', '/es/productos/libros'],
      ['Ropa', '/es/productos/ropa'],
      ['Kits', '/es/productos/kits'],
      ['Paquete Premium', '/es/paquete-premium'],
      ['Paquete para sentirse mejor', '/es/paquete-para-sentirse-mejor'],
      ['Paquete de kits prácticos', '/es/paquete-de-kits'],
      ['hacer una donación', '/es/donar'],
    ]) {
      expect(screen.getByRole('link', { name }), name).toHaveAttribute('href', href);
    }
    expect(
      await screen.findByText(
        'En este momento no hay membresías disponibles. Vuelva a revisar pronto.',
      ),
    ).toBeInTheDocument();
    expectEnglishLinksMarked(container);
  });
});

describe('the bundles in Spanish (issue 25)', () => {
  it('asks a visitor in Spanish to sign in before buying a bundle, and links the other bundles and 988 in Spanish', async () => {
    const { container } = renderSpanish(
      <HealingBundleSpanishPage />,
      { tables: { catalog_items: { data: [HEALING_ROW], error: null } } },
      '/es/paquete-para-sentirse-mejor',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Paquete para sentirse mejor' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$19')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Crear una cuenta para comprar' }),
    ).toHaveAttribute('href', '/es/crear-cuenta');
    expect(screen.getByRole('link', { name: 'Iniciar sesión para comprar' })).toHaveAttribute(
      'href',
      '/es/iniciar-sesion',
    );
    expect(
      screen.getByRole('link', { name: 'Paquete Premium: todos los cuadernos de trabajo y kits' }),
    ).toHaveAttribute('href', '/es/paquete-premium');
    // 988 in Spanish, one tap away.
    expect(screen.getByRole('link', { name: 'llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:988/),
    );
    expect(screen.getByRole('link', { name: 'envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:988/),
    );
    expectEnglishLinksMarked(container);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('opens a Spanish checkout for a signed-in buyer who does not have the bundle', async () => {
    const user = userEvent.setup();
    fake.auth = signedInAuth('free');
    const { supabase } = renderSpanish(
      <BundleKitSpanishPage />,
      {
        tables: { catalog_items: { data: [{ ...HEALING_ROW, sku: 'bundle-kit' }], error: null } },
        functions: {
          'bundle-downloads': () => answer({ downloads: [] }),
          checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_kit' }),
        },
      },
      '/es/paquete-de-kits',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Comprar el Paquete de kits prácticos por $19' }),
    );
    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'goods', items: [{ sku: 'bundle-kit', quantity: 1 }], locale: 'es' },
    });
  });

  it('tells a member who has the bundle, in Spanish, with the way to the Spanish downloads page', async () => {
    fake.auth = signedInAuth('basic');
    renderSpanish(
      <HealingBundleSpanishPage />,
      {
        tables: { catalog_items: { data: [HEALING_ROW], error: null } },
        functions: { 'bundle-downloads': () => answer({ downloads: [healingDownload] }) },
      },
      '/es/paquete-para-sentirse-mejor',
    );
    expect(
      await screen.findByText('Usted ya tiene el Paquete para sentirse mejor con su membresía.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a sus descargas' })).toHaveAttribute(
      'href',
      '/es/descargar-paquetes',
    );
  });
});

describe('/es/descargar-paquetes (issue 25)', () => {
  it('asks a visitor to sign in, in Spanish, with the Spanish pages to get the bundles', async () => {
    const { supabase, container } = renderSpanish(
      <DownloadBundleSpanishPage />,
      { functions: { 'bundle-downloads': () => answer({ downloads: [] }) } },
      '/es/descargar-paquetes',
    );
    expect(
      screen.getByRole('link', { name: 'Iniciar sesión para ver sus descargas' }),
    ).toHaveAttribute('href', '/es/iniciar-sesion');
    expect(
      screen.getByRole('link', { name: 'Comprar el Paquete para sentirse mejor' }),
    ).toHaveAttribute('href', '/es/paquete-para-sentirse-mejor');
    expect(
      screen.getByRole('link', { name: 'Obtener una membresía de pago: incluye los tres' }),
    ).toHaveAttribute('href', '/es/membresia');
    expect(supabase.invoke).not.toHaveBeenCalled();
    expectEnglishLinksMarked(container);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("names a member's files in Spanish, and says in Spanish when the links cannot be read", async () => {
    fake.auth = signedInAuth('basic');
    renderSpanish(
      <DownloadBundleSpanishPage />,
      { functions: { 'bundle-downloads': () => answer({ downloads: [healingDownload] }) } },
      '/es/descargar-paquetes',
    );
    expect(
      await screen.findByRole('link', {
        name: 'Descargar el Paquete para sentirse mejor (harbor-healing-bundle.md)',
      }),
    ).toHaveAttribute('href', healingDownload.url);
    expect(
      screen.getByText(/dejan de funcionar a los pocos minutos \(a las? /),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedir enlaces nuevos' })).toBeInTheDocument();

    renderSpanish(
      <DownloadBundleSpanishPage />,
      { functions: { 'bundle-downloads': () => httpError(500, 'boom') } },
      '/es/descargar-paquetes',
    );
    expect(
      await screen.findByText('Algo falló de nuestro lado. Intente de nuevo en un momento.'),
    ).toBeInTheDocument();
  });

  it('asks a member whose session ended to sign in again, in Spanish', async () => {
    fake.auth = signedInAuth('basic');
    renderSpanish(
      <DownloadBundleSpanishPage />,
      {
        functions: {
          'bundle-downloads': () => httpError(401, 'Please sign in to see your downloads.'),
        },
      },
      '/es/descargar-paquetes',
    );
    expect(
      await screen.findByText('Su sesión terminó. Inicie sesión de nuevo para ver sus descargas.'),
    ).toBeInTheDocument();
  });

  it('says the time the Spanish way: "a la 1:05", "a las 3:05"', () => {
    expect(DOWNLOAD_WORDS_ES.expiry('1:05 p.m.')).toContain('(a la 1:05 p.m.)');
    expect(DOWNLOAD_WORDS_ES.expiry('3:05 p.m.')).toContain('(a las 3:05 p.m.)');
    expect(DOWNLOAD_WORDS_ES.expiry('11:05 a.m.')).toContain('(a las 11:05 a.m.)');
  });
});

describe('the bundles’ names (issue 25)', () => {
  it('are the same on /products and /es/productos as on the bundles’ own pages, in the same order', () => {
    for (const [products, shop] of [
      [PRODUCTS_WORDS, SHOP_WORDS],
      [PRODUCTS_WORDS_ES, SHOP_WORDS_ES],
    ] as const) {
      expect(products.bundles.map(({ name, href }) => ({ name, href }))).toEqual(
        BUNDLE_SKUS.map((sku) => ({ name: shop.bundle.names[sku], href: shop.paths.bundles[sku] })),
      );
    }
  });
});
