import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { LoadError, PageHeader, Section, useLoad } from '@harbor-help/ui';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { loadBundleDownloads } from './bundle-downloads.data';
import { loadCatalogItem } from './catalog.data';
import { usePublicSource } from '../data/public-source';
import { ok, type DataResult } from '../data/result';
import { RouterLink } from '../shared/router-link';
import { usePageTitle } from '../app/use-page-title';
import { BUNDLE_SKUS, type BundleSku } from './catalog';
import { formatPrice } from '../shared/format-price';
import { LoadingLine } from '../shared/load-state';
import { CheckoutButton } from '../checkout/redirect-button';
import { useShopWords } from './shop-words';
import '../shared/money.css';

export interface BundleCopy {
  sku: BundleSku;
  title: string;
  description: string;
  intro: string;
  /** Each a line; a name kept in English is marked `lang="en"` inside it. */
  inside: readonly ReactNode[];
  forWhom: readonly string[];
  /** Optional words of care shown under "Who it is for". */
  note?: ReactNode;
}

type Access = 'unknown' | 'signed-out' | 'has-it' | 'does-not-have-it';

/** The bundle's price and the right action: buy, sign in first, or "you already have it". */
function BuyBundle({ copy }: { copy: BundleCopy }) {
  const { bundle: words, paths, locale, checkout } = useShopWords();
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

  if (item.state.status === 'loading') return <LoadingLine>{words.loading}</LoadingLine>;
  if (item.state.status === 'error') {
    return <LoadError message={words.error} onRetry={item.retry} />;
  }
  if (!item.state.value) return <p>{words.notForSale}</p>;
  const price = formatPrice(item.state.value.priceCents, item.state.value.currency);

  if (access.state.status === 'ready' && access.state.value === 'has-it') {
    return (
      <div className="web-notice money-success">
        <p>
          <strong>{words.alreadyHave(copy.title, hasMembershipAccess)}</strong>
        </p>
        <p>
          <Link to={paths.downloads}>{words.goToDownloads}</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="money-price">
        {price}
        <span className="money-price__interval">{words.once}</span>
      </p>
      {access.state.status === 'loading' ||
      (access.state.status === 'ready' && access.state.value === 'unknown') ? (
        <LoadingLine>{words.checking}</LoadingLine>
      ) : access.state.status === 'ready' && access.state.value === 'signed-out' ? (
        <div className="money-action">
          <p>{words.signInFirst}</p>
          <RouterLink href={paths.signup} className="harbor-button harbor-button--primary">
            {words.createToBuy}
          </RouterLink>
          <p className="money-muted">
            {words.haveAccount} <RouterLink href={paths.login}>{words.signInToBuy}</RouterLink>
          </p>
        </div>
      ) : (
        <>
          {access.state.status === 'error' ? (
            <p className="money-muted">{words.couldNotCheck(paths.downloads)}</p>
          ) : null}
          <CheckoutButton
            request={{
              kind: 'goods',
              items: [{ sku: copy.sku, quantity: 1 }],
              ...(locale === 'es' ? { locale } : {}),
            }}
            label={words.buy(copy.title)}
            labelSuffix={words.forPrice(price)}
            pendingLabel={checkout.redirecting}
            messages={checkout.failures}
          />
        </>
      )}
      <p className="money-muted">
        {words.includedWithMembership} <Link to={paths.membership}>{words.compareMemberships}</Link>
      </p>
    </>
  );
}

/** A bundle's landing page: what is inside, who it is for, the price and how to get it. */
export function BundleLanding({ copy }: { copy: BundleCopy }) {
  const { bundle: words, paths } = useShopWords();
  usePageTitle(copy.title, copy.description);
  return (
    <>
      <PageHeader title={words.heading(copy.title)} intro={copy.intro} />
      <Section title={words.inside}>
        <ul className="web-prose">
          {copy.inside.map((line, index) => (
            // The lines never move or change: their place is their key.
            <li key={index}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title={words.forWhom}>
        <ul className="web-prose">
          {copy.forWhom.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {copy.note ? <p className="web-prose">{copy.note}</p> : null}
      </Section>
      <Section title={words.getIt}>
        <div className="money-plan__action">
          <BuyBundle copy={copy} />
        </div>
      </Section>
      <Section title={words.others}>
        <ul className="web-links">
          {BUNDLE_SKUS.filter((sku) => sku !== copy.sku).map((sku) => (
            <li key={sku}>
              <Link to={paths.bundles[sku]}>
                {words.names[sku]}: {words.blurbs[sku]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.products}>{words.allProducts}</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
