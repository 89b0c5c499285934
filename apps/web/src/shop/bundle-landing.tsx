import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { LoadError, PageHeader, Section, useLoad } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { loadBundleDownloads } from './bundle-downloads.data';
import { loadCatalogItem } from './catalog.data';
import { usePublicSource } from '../data/public-source';
import { ok, type DataResult } from '../data/result';
import { RouterLink } from '../shared/router-link';
import { usePageTitle } from '../app/use-page-title';
import type { BundleSku } from './catalog';
import { formatPrice } from '../shared/format-price';
import { LoadingLine } from '../shared/load-state';
import { CheckoutButton } from '../checkout/redirect-button';
import '../shared/money.css';

export interface BundleCopy {
  sku: BundleSku;
  title: string;
  description: string;
  intro: string;
  inside: readonly string[];
  forWhom: readonly string[];
  /** Optional words of care shown under "Who it is for". */
  note?: string;
}

type Access = 'unknown' | 'signed-out' | 'has-it' | 'does-not-have-it';

/** The bundle's price and the right action: buy, sign in first, or "you already have it". */
function BuyBundle({ copy }: { copy: BundleCopy }) {
  // The price with a plain fetch; supabase-js only for a signed-in visitor's downloads (their
  // session has loaded it already) and the Buy button.
  const source = usePublicSource();
  const getClient = useSupabaseClientLoader();
  const { status, user, hasMembershipAccess } = useAuth();
  const userId = user?.id ?? null;

  const loadItem = useCallback(() => loadCatalogItem(source, copy.sku), [source, copy.sku]);
  const item = useLoad(loadItem, { keepWhileLoading: true });

  // Only a signed-in person is asked about downloads: the function answers 401 otherwise.
  const loadAccess = useCallback(async (): Promise<DataResult<Access>> => {
    if (status === 'loading') return ok('unknown');
    if (status === 'signed-out' || !userId) return ok('signed-out');
    const downloads = await loadBundleDownloads(getClient);
    if (!downloads.ok) return downloads;
    return ok(
      downloads.data.some((download) => download.bundle === copy.sku)
        ? 'has-it'
        : 'does-not-have-it',
    );
  }, [getClient, copy.sku, status, userId]);
  const access = useLoad(loadAccess, { keepWhileLoading: true });

  if (item.state.status === 'loading') return <LoadingLine>Loading the price…</LoadingLine>;
  if (item.state.status === 'error') {
    return (
      <LoadError
        message="We couldn't load this bundle's price. Please check your connection and try again."
        onRetry={item.retry}
      />
    );
  }
  if (!item.state.value)
    return <p>This bundle is not on sale right now. Please check back soon.</p>;
  const price = formatPrice(item.state.value.priceCents, item.state.value.currency);

  if (access.state.status === 'ready' && access.state.value === 'has-it') {
    return (
      <div className="web-notice money-success">
        <p>
          <strong>
            You already have the {copy.title}
            {hasMembershipAccess ? ' with your membership' : ''}.
          </strong>
        </p>
        <p>
          <Link to="/download-bundle">Go to your downloads</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="money-price">
        {price}
        <span className="money-price__interval"> once, yours to keep</span>
      </p>
      {access.state.status === 'loading' ||
      (access.state.status === 'ready' && access.state.value === 'unknown') ? (
        <LoadingLine>Checking your account…</LoadingLine>
      ) : access.state.status === 'ready' && access.state.value === 'signed-out' ? (
        <div className="money-action">
          <p>Your downloads are kept in your account, so please sign in or create one first.</p>
          <RouterLink href="/signup" className="harbor-button harbor-button--primary">
            Create an account to buy
          </RouterLink>
          <p className="money-muted">
            Already have an account? <RouterLink href="/login">Sign in to buy</RouterLink>
          </p>
        </div>
      ) : (
        <>
          {access.state.status === 'error' ? (
            <p className="money-muted">
              We couldn&rsquo;t check whether you already have this bundle.{' '}
              <Link to="/download-bundle">See your downloads</Link> before buying.
            </p>
          ) : null}
          <CheckoutButton
            request={{ kind: 'goods', items: [{ sku: copy.sku, quantity: 1 }] }}
            label={`Buy the ${copy.title}`}
            labelSuffix={`for ${price}`}
          />
        </>
      )}
      <p className="money-muted">
        Every paid membership includes all three bundles.{' '}
        <Link to="/products/membership">Compare memberships</Link>
      </p>
    </>
  );
}

/** A bundle's landing page: what is inside, who it is for, the price and how to get it. */
export function BundleLanding({ copy }: { copy: BundleCopy }) {
  usePageTitle(copy.title, copy.description);
  return (
    <>
      <PageHeader title={`The ${copy.title}`} intro={copy.intro} />
      <Section title="What is inside">
        <ul className="web-prose">
          {copy.inside.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title="Who it is for">
        <ul className="web-prose">
          {copy.forWhom.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {copy.note ? <p className="web-prose">{copy.note}</p> : null}
      </Section>
      <Section title="Get it">
        <div className="money-plan__action">
          <BuyBundle copy={copy} />
        </div>
      </Section>
      <Section title="Other bundles">
        <ul className="web-links">
          {copy.sku !== 'premium-bundle' ? (
            <li>
              <Link to="/premium-bundle">Premium Bundle: every workbook and kit</Link>
            </li>
          ) : null}
          {copy.sku !== 'healing-bundle' ? (
            <li>
              <Link to="/healing-bundle">Healing Bundle: tools for hard feelings</Link>
            </li>
          ) : null}
          {copy.sku !== 'bundle-kit' ? (
            <li>
              <Link to="/bundle-kit">Bundle Kit: the practical kits together</Link>
            </li>
          ) : null}
          <li>
            <Link to="/products">All products</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
