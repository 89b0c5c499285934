import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HealingBundlePage from './pages/healing-bundle';
import { redirectTo } from '../shared/redirect';
import { signedInAuth, signedOutAuth } from '../shared/test/fake-auth';
import { answer } from '../shared/test/fake-supabase';
import { fake, installFakeSupabase } from '../shared/test/mock-auth';
import { renderInRouter } from '../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../shared/test/mock-auth'));
vi.mock('../shared/redirect', () => import('../shared/test/mock-redirect'));

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

function renderPage(downloads: unknown[] = []) {
  const supabase = installFakeSupabase({
    tables: { catalog_items: { data: [HEALING_ROW], error: null } },
    functions: {
      'bundle-downloads': () => answer({ downloads }),
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_bundle' }),
    },
  });
  renderInRouter(<HealingBundlePage />, '/', { publicSource: supabase.rest.source });
  return supabase;
}

beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('a bundle landing page', () => {
  it('says what is inside, who it is for and the price from the catalogue', async () => {
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'The Healing Bundle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is inside' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who it is for' })).toBeInTheDocument();
    expect(await screen.findByText('$19')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in or create an account first, without asking the server about downloads', async () => {
    const supabase = renderPage();

    expect(await screen.findByRole('link', { name: 'Create an account to buy' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(
      screen.queryByRole('button', { name: /Buy the Healing Bundle/ }),
    ).not.toBeInTheDocument();
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('sells the bundle by its sku to a signed-in person who does not have it', async () => {
    const user = userEvent.setup();
    fake.auth = signedInAuth('free');
    const supabase = renderPage([]);

    await user.click(await screen.findByRole('button', { name: 'Buy the Healing Bundle for $19' }));

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'goods', items: [{ sku: 'healing-bundle', quantity: 1 }] },
    });
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_bundle');
  });

  it('tells a member who already has it, and links to the downloads instead of selling it again', async () => {
    fake.auth = signedInAuth('basic');
    renderPage([healingDownload]);

    expect(
      await screen.findByText('You already have the Healing Bundle with your membership.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your downloads' })).toHaveAttribute(
      'href',
      '/download-bundle',
    );
    expect(
      screen.queryByRole('button', { name: /Buy the Healing Bundle/ }),
    ).not.toBeInTheDocument();
  });
});
