import { LoadError, SelectField } from '@harbor-help/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { catalogBuildKey, loadCatalogItems } from './catalog.data';
import { usePublicSource } from '../data/public-source';
import { useLoadWithBuildData } from '../data/use-load-with-build-data';
import { isSize, type CatalogItem, type CatalogKind, type Size } from './catalog';
import { useLowData } from '../shared/low-data';
import { MAX_QUANTITY } from '../checkout/checkout-request';
import { formatPrice } from '../shared/format-price';
import { LoadingLine } from '../shared/load-state';
import { CheckoutButton } from '../checkout/redirect-button';
import { useShopWords } from './shop-words';
import '../shared/money.css';
import './catalog-list.css';

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, index) => index + 1);

/**
 * One item: picture, name, what it is, price, its size (when it has sizes), how many, and Buy, in
 * the shop's words (`ShopWordsProvider`). What is shown in English on a page in another language
 * is marked `lang="en"`: a book's published title, or a whole item not yet translated.
 */
export function ProductCard({ item }: { item: CatalogItem }) {
  const { card: words, locale, checkout, inEnglish } = useShopWords();
  // Low-data mode: no pictures; the title and description say what the item is.
  const lowData = useLowData();
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useState<Size | ''>('');
  const [sizeError, setSizeError] = useState<string | null>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const id = useId();
  const quantityId = `${id}-quantity`;
  const sizeId = `${id}-size`;
  const hasSizes = item.sizes.length > 0;
  // The item's name for screen readers, marked when it is in English on a page in another language.
  const name = <span lang={item.titleLang}>{item.title}</span>;
  const line = size ? { sku: item.sku, quantity, size } : { sku: item.sku, quantity };
  const checkSize = () => {
    if (!hasSizes || size) return true;
    setSizeError(words.sizeMissing);
    sizeRef.current?.focus();
    return false;
  };
  return (
    <article className="money-product">
      {item.imagePath && !lowData ? (
        <img
          className="money-product__image"
          src={item.imagePath}
          alt={item.imageAlt}
          lang={item.descriptionLang}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h2 className="money-product__title">
        <span lang={item.titleLang}>{item.title}</span>
        {item.descriptionLang && inEnglish ? ` ${inEnglish}` : null}
      </h2>
      <p className="money-product__description" lang={item.descriptionLang}>
        {item.description}
      </p>
      <p className="money-price">{formatPrice(item.priceCents, item.currency)}</p>
      {/* A form, though nothing is sent by it: a size or quantity chosen on the prerendered page,
          before the app has taken it over, is handed to the app (src/app/early-input.ts). */}
      <form className="money-product__buy" onSubmit={(event) => event.preventDefault()}>
        {hasSizes ? (
          <SelectField
            id={sizeId}
            name="size"
            className="money-field money-quantity money-size"
            label={
              <>
                {words.size} <span className="harbor-visually-hidden">{words.of(name)}</span>
              </>
            }
            selectRef={sizeRef}
            value={size}
            required
            placeholder={words.chooseSize}
            options={item.sizes.map((value) => ({ value, label: words.sizeNames[value] }))}
            error={sizeError}
            errorPrefix={null}
            onChange={(value) => {
              setSize(isSize(value) ? value : '');
              if (isSize(value)) setSizeError(null);
            }}
          />
        ) : null}
        <div className="money-quantity">
          <label htmlFor={quantityId}>
            {words.quantity} <span className="harbor-visually-hidden">{words.of(name)}</span>
          </label>
          <select
            id={quantityId}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {QUANTITIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <CheckoutButton
          request={{ kind: 'goods', items: [line], ...(locale === 'es' ? { locale } : {}) }}
          label={words.buy}
          labelSuffix={words.buyWhat(
            name,
            size,
            quantity,
            formatPrice(item.priceCents * quantity, item.currency),
          )}
          canStart={checkSize}
          pendingLabel={checkout.redirecting}
          messages={checkout.failures}
        />
      </form>
    </article>
  );
}

/**
 * Every active item of one kind, read from the catalogue, with loading, empty and error states. A
 * prerendered page starts with the items the build read, then refreshes them quietly.
 */
export function CatalogList({ kind, emptyMessage }: { kind: CatalogKind; emptyMessage: string }) {
  const { locale, list: words } = useShopWords();
  // A plain fetch with the anon key: showing the catalogue never loads supabase-js.
  const source = usePublicSource();
  const load = useCallback(() => loadCatalogItems(source, kind, locale), [source, kind, locale]);
  const items = useLoadWithBuildData(catalogBuildKey(kind, locale), load);

  if (items.state.status === 'loading') return <LoadingLine>{words.loading}</LoadingLine>;
  if (items.state.status === 'error') {
    return <LoadError message={words.error} onRetry={items.retry} />;
  }
  if (items.state.value.length === 0) return <p>{emptyMessage}</p>;
  return (
    <div className="money-products">
      {items.state.value.map((item) => (
        <ProductCard key={item.sku} item={item} />
      ))}
    </div>
  );
}
