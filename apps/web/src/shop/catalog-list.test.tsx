import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogList } from './catalog-list';
import { redirectTo } from '../shared/redirect';
import { answer, httpError } from '../shared/test/fake-supabase';
import { signedOutAuth } from '../shared/test/fake-auth';
import { fake, installFakeSupabase } from '../shared/test/mock-auth';
import { renderInRouter } from '../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../shared/test/mock-auth'));
vi.mock('../shared/redirect', () => import('../shared/test/mock-redirect'));

const BOOK_ROWS = [
  {
    sku: 'book-one-day-at-a-time',
    kind: 'book',
    title: 'One Day at a Time: A Harbor Workbook',
    description: 'A 96-page printed workbook for hard weeks.',
    price_cents: 1400,
    currency: 'usd',
    image_path: '/images/products/book-one-day-at-a-time.svg',
    image_alt: 'Cover of the workbook One Day at a Time, with a rising sun over calm water.',
  },
  {
    sku: 'book-getting-by',
    kind: 'book',
    title: 'Getting By: A Plain-Language Money Guide',
    description: "Harbor's guide to getting through a tight month.",
    price_cents: 1250,
    currency: 'usd',
    image_path: 'https://tracker.example/pixel.svg',
    image_alt: 'Cover of the guide Getting By.',
  },
];

const APPAREL_ROWS = [
  {
    sku: 'tee-you-are-not-alone',
    kind: 'apparel',
    title: 'You Are Not Alone T-shirt',
    description: 'A soft cotton T-shirt with the words "You are not alone" on the front.',
    price_cents: 2200,
    currency: 'usd',
    image_path: '/images/products/tee-you-are-not-alone.svg',
    image_alt: 'A light blue T-shirt printed with the words You are not alone.',
    sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
  },
  {
    sku: 'beanie-keep-going',
    kind: 'apparel',
    title: 'Keep Going Beanie',
    description: 'A knit beanie with a "Keep going" patch. One size.',
    price_cents: 1600,
    currency: 'usd',
    image_path: '/images/products/beanie-keep-going.svg',
    image_alt: 'A teal knit beanie with a patch that reads Keep going.',
    sizes: null,
  },
];

type Functions = NonNullable<Parameters<typeof installFakeSupabase>[0]>['functions'];

/** The apparel list, its rows read from the catalogue and `functions` answering its checkout. */
function renderApparel(functions?: Functions) {
  const supabase = installFakeSupabase({
    tables: { catalog_items: { data: APPAREL_ROWS, error: null } },
    functions,
  });
  const view = renderInRouter(
    <CatalogList kind="apparel" emptyMessage="No apparel is for sale right now." />,
    '/',
    { publicSource: supabase.rest.source },
  );
  return { supabase, container: view.container };
}

/** The book list, its rows read from the catalogue and `functions` answering its checkout. */
function renderBooks(functions?: Functions) {
  const supabase = installFakeSupabase({
    tables: { catalog_items: { data: BOOK_ROWS, error: null } },
    functions,
  });
  const view = renderInRouter(
    <CatalogList kind="book" emptyMessage="No books are for sale right now." />,
    '/',
    { publicSource: supabase.rest.source },
  );
  return { supabase, container: view.container };
}

/** The book list for the catalogue's `answer` (no rows, an error, or 'pending'). */
function renderBooksFrom(answer: Parameters<typeof installFakeSupabase>[0]) {
  const supabase = installFakeSupabase(answer);
  renderInRouter(<CatalogList kind="book" emptyMessage="No books are for sale right now." />, '/', {
    publicSource: supabase.rest.source,
  });
  return { supabase };
}

beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('CatalogList', () => {
  it('reads the active items of its kind in their order', async () => {
    const { supabase } = renderBooks();

    await screen.findByRole('heading', { name: 'One Day at a Time: A Harbor Workbook' });
    // With a plain fetch to PostgREST, not the Supabase client (which it never asks for).
    const [request] = supabase.rest.requestsOf('catalog_items');
    expect(request?.searchParams.get('kind')).toBe('eq.book');
    expect(request?.searchParams.get('order')).toBe('sort_order.asc');
    expect(supabase.reads).toEqual([]);
  });

  it('shows each price as money, with cents only when there are some', async () => {
    renderBooks();

    const workbook = (await screen.findByRole('heading', { name: /One Day at a Time/ })).closest(
      'article',
    );
    const guide = screen.getByRole('heading', { name: /Getting By/ }).closest('article');
    expect(within(workbook as HTMLElement).getByText('$14')).toBeInTheDocument();
    expect(within(guide as HTMLElement).getByText('$12.50')).toBeInTheDocument();
  });

  it('shows local pictures with their alt text, and no picture from elsewhere', async () => {
    renderBooks();

    const picture = await screen.findByRole('img', { name: /rising sun over calm water/ });
    expect(picture).toHaveAttribute('src', '/images/products/book-one-day-at-a-time.svg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows no pictures in low-data mode (the browser asks to save data)', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { connection: { saveData: true } }),
    );
    try {
      renderBooks();

      await screen.findByRole('heading', { name: /One Day at a Time/ });
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      expect(screen.getByText(/A 96-page printed workbook/)).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('buys the chosen quantity by sku, never by price, and goes to the checkout', async () => {
    const user = userEvent.setup();
    const { supabase } = renderBooks({
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });

    await user.selectOptions(
      await screen.findByLabelText('Quantity of One Day at a Time: A Harbor Workbook'),
      '3',
    );
    await user.click(
      screen.getByRole('button', {
        name: /^Buy One Day at a Time: A Harbor Workbook, 3 for \$42$/,
      }),
    );

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'goods', items: [{ sku: 'book-one-day-at-a-time', quantity: 3 }] },
    });
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('says it is redirecting and blocks a second click while the checkout is being made', async () => {
    const user = userEvent.setup();
    renderBooks({ checkout: () => new Promise(() => undefined) });

    await user.click(await screen.findByRole('button', { name: /^Buy One Day at a Time/ }));

    const waiting = screen.getByRole('button', { name: 'Redirecting to checkout…' });
    expect(waiting).toBeDisabled();
  });

  it('shows why a checkout failed in an alert and keeps the quantity chosen', async () => {
    const user = userEvent.setup();
    renderBooks({
      checkout: () =>
        httpError(
          400,
          'One of the items is no longer available. Please refresh the page and try again.',
        ),
    });

    const quantity = await screen.findByLabelText(
      'Quantity of One Day at a Time: A Harbor Workbook',
    );
    await user.selectOptions(quantity, '2');
    await user.click(screen.getByRole('button', { name: /^Buy One Day at a Time/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of the items is no longer available. Please refresh the page and try again.',
    );
    expect(quantity).toHaveValue('2');
    expect(screen.getByRole('button', { name: /^Buy One Day at a Time/ })).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('never follows a checkout address that is not a web address', async () => {
    const user = userEvent.setup();
    renderBooks({ checkout: () => answer({ url: 'javascript:alert(1)' }) });

    await user.click(await screen.findByRole('button', { name: /^Buy One Day at a Time/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says so when there is nothing for sale', async () => {
    renderBooksFrom({ tables: { catalog_items: { data: [], error: null } } });

    expect(await screen.findByText('No books are for sale right now.')).toBeInTheDocument();
  });

  it('shows a loading line, then an error with a way to try again', async () => {
    const user = userEvent.setup();
    const { supabase } = renderBooksFrom({
      tables: { catalog_items: { data: null, error: { message: 'Failed to fetch' } } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the catalogue…');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this part of the shop.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(supabase.rest.requestsOf('catalog_items')).toHaveLength(2);
  });

  it('asks for the size of an item that has sizes, with a placeholder first, and not for others', async () => {
    renderApparel();

    const size = await screen.findByRole('combobox', { name: 'Size of You Are Not Alone T-shirt' });
    expect(size).toHaveValue('');
    expect(size).toBeRequired();
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Choose a size', ''],
      ['Small (S)', 'S'],
      ['Medium (M)', 'M'],
      ['Large (L)', 'L'],
      ['Extra large (XL)', 'XL'],
      ['2X large (2XL)', '2XL'],
      ['3X large (3XL)', '3XL'],
    ]);
    expect(screen.queryByRole('combobox', { name: /^Size of Keep Going Beanie/ })).toBeNull();
    expect(screen.getAllByRole('combobox', { name: /^Size of/ })).toHaveLength(1);
  });

  it('says to choose a size next to the field, focuses it and sends nothing when Buy is pressed without one', async () => {
    const user = userEvent.setup();
    const { supabase } = renderApparel({
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });

    await user.click(await screen.findByRole('button', { name: /^Buy You Are Not Alone T-shirt/ }));

    const size = screen.getByRole('combobox', { name: 'Size of You Are Not Alone T-shirt' });
    expect(size).toHaveFocus();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription('Please choose a size.');
    expect(supabase.invoke).not.toHaveBeenCalled();
    expect(redirectTo).not.toHaveBeenCalled();

    await user.selectOptions(size, 'L');
    expect(size).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please choose a size.')).toBeNull();
  });

  it('counts the placeholder as no size', async () => {
    const user = userEvent.setup();
    const { supabase } = renderApparel({
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });

    const size = await screen.findByRole('combobox', { name: 'Size of You Are Not Alone T-shirt' });
    await user.selectOptions(size, 'M');
    await user.selectOptions(size, 'Choose a size');
    await user.click(screen.getByRole('button', { name: /^Buy You Are Not Alone T-shirt/ }));

    expect(size).toHaveAccessibleDescription('Please choose a size.');
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('buys the chosen size and quantity, and names the size on the button', async () => {
    const user = userEvent.setup();
    const { supabase } = renderApparel({
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_2' }),
    });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Size of You Are Not Alone T-shirt' }),
      '2XL',
    );
    await user.selectOptions(screen.getByLabelText('Quantity of You Are Not Alone T-shirt'), '2');
    await user.click(
      screen.getByRole('button', { name: 'Buy You Are Not Alone T-shirt, size 2XL, 2 for $44' }),
    );

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: {
        kind: 'goods',
        items: [{ sku: 'tee-you-are-not-alone', quantity: 2, size: '2XL' }],
      },
    });
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2');
  });

  it('buys an item without sizes with no size at all', async () => {
    const user = userEvent.setup();
    const { supabase } = renderApparel({
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_3' }),
    });

    await user.click(
      await screen.findByRole('button', { name: 'Buy Keep Going Beanie, 1 for $16' }),
    );

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'goods', items: [{ sku: 'beanie-keep-going', quantity: 1 }] },
    });
  });

  it('has no axe violations with a size field showing its error', async () => {
    const user = userEvent.setup();
    const { container } = renderApparel();
    await user.click(await screen.findByRole('button', { name: /^Buy You Are Not Alone T-shirt/ }));
    await screen.findByText('Please choose a size.');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = renderBooks();
    await screen.findByRole('heading', { name: /One Day at a Time/ });

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
