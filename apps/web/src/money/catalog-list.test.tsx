import type { AuthContextValue } from '@harbor/auth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogList } from './catalog-list';
import type * as RedirectModule from './redirect';
import { answer, createFakeSupabase, httpError } from './test/fake-supabase';
import { signedOutAuth } from './test/fake-auth';

const fake = vi.hoisted(() => ({
  auth: undefined as unknown as AuthContextValue,
  client: undefined as unknown as SupabaseClient,
}));
vi.mock('@harbor/auth', () => ({
  useAuth: () => fake.auth,
  useSupabaseClient: () => fake.client,
}));
const redirect = vi.hoisted(() => ({ to: vi.fn() }));
vi.mock('./redirect', async (importOriginal) => ({
  ...(await importOriginal<typeof RedirectModule>()),
  redirectTo: redirect.to,
}));

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

function renderBooks() {
  return render(
    <MemoryRouter>
      <CatalogList kind="book" emptyMessage="No books are for sale right now." />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fake.auth = signedOutAuth();
  redirect.to.mockReset();
});

describe('CatalogList', () => {
  it('reads the active items of its kind in their order', async () => {
    const supabase = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
    });
    fake.client = supabase.client;
    renderBooks();

    await screen.findByRole('heading', { name: 'One Day at a Time: A Harbor Workbook' });
    expect(supabase.reads[0]?.table).toBe('catalog_items');
    expect(supabase.reads[0]?.calls).toContainEqual(['eq', ['kind', 'book']]);
    expect(supabase.reads[0]?.calls).toContainEqual(['order', ['sort_order', { ascending: true }]]);
  });

  it('shows each price as money, with cents only when there are some', async () => {
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
    }).client;
    renderBooks();

    const workbook = (await screen.findByRole('heading', { name: /One Day at a Time/ })).closest(
      'article',
    );
    const guide = screen.getByRole('heading', { name: /Getting By/ }).closest('article');
    expect(within(workbook as HTMLElement).getByText('$14')).toBeInTheDocument();
    expect(within(guide as HTMLElement).getByText('$12.50')).toBeInTheDocument();
  });

  it('shows local pictures with their alt text, and no picture from elsewhere', async () => {
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
    }).client;
    renderBooks();

    const picture = await screen.findByRole('img', { name: /rising sun over calm water/ });
    expect(picture).toHaveAttribute('src', '/images/products/book-one-day-at-a-time.svg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('buys the chosen quantity by sku, never by price, and goes to the checkout', async () => {
    const user = userEvent.setup();
    const supabase = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
      functions: { checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) },
    });
    fake.client = supabase.client;
    renderBooks();

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
    expect(redirect.to).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('says it is redirecting and blocks a second click while the checkout is being made', async () => {
    const user = userEvent.setup();
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
      functions: { checkout: () => new Promise(() => undefined) },
    }).client;
    renderBooks();

    await user.click(await screen.findByRole('button', { name: /^Buy One Day at a Time/ }));

    const waiting = screen.getByRole('button', { name: 'Redirecting to checkout…' });
    expect(waiting).toBeDisabled();
  });

  it('shows why a checkout failed in an alert and keeps the quantity chosen', async () => {
    const user = userEvent.setup();
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
      functions: {
        checkout: () =>
          httpError(
            400,
            'One of the items is no longer available. Please refresh the page and try again.',
          ),
      },
    }).client;
    renderBooks();

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
    expect(redirect.to).not.toHaveBeenCalled();
  });

  it('never follows a checkout address that is not a web address', async () => {
    const user = userEvent.setup();
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
      functions: { checkout: () => answer({ url: 'javascript:alert(1)' }) },
    }).client;
    renderBooks();

    await user.click(await screen.findByRole('button', { name: /^Buy One Day at a Time/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(redirect.to).not.toHaveBeenCalled();
  });

  it('says so when there is nothing for sale', async () => {
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: [], error: null } },
    }).client;
    renderBooks();

    expect(await screen.findByText('No books are for sale right now.')).toBeInTheDocument();
  });

  it('shows a loading line, then an error with a way to try again', async () => {
    const user = userEvent.setup();
    const supabase = createFakeSupabase({
      tables: { catalog_items: { data: null, error: { message: 'Failed to fetch' } } },
    });
    fake.client = supabase.client;
    renderBooks();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the catalogue…');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this part of the shop.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(supabase.reads).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    fake.client = createFakeSupabase({
      tables: { catalog_items: { data: BOOK_ROWS, error: null } },
    }).client;
    const { container } = renderBooks();
    await screen.findByRole('heading', { name: /One Day at a Time/ });

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
