import { useSupabaseClient } from '@harbor/auth';
import { useCallback, useId, useState } from 'react';
import { fetchCatalogItems, type CatalogItem, type CatalogKind } from './catalog';
import { MAX_QUANTITY } from './checkout-request';
import { formatPrice } from './format-price';
import { LoadError, LoadingLine } from './load-state';
import { CheckoutButton } from './redirect-button';
import { useRemoteData } from './use-remote-data';
import './money.css';

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, index) => index + 1);

/** One item: picture, name, what it is, price, how many, and Buy. */
export function ProductCard({ item }: { item: CatalogItem }) {
  const [quantity, setQuantity] = useState(1);
  const quantityId = `${useId()}-quantity`;
  return (
    <article className="money-product">
      {item.imagePath ? (
        <img
          className="money-product__image"
          src={item.imagePath}
          alt={item.imageAlt}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h2 className="money-product__title">{item.title}</h2>
      <p className="money-product__description">{item.description}</p>
      <p className="money-price">{formatPrice(item.priceCents, item.currency)}</p>
      <div className="money-product__buy">
        <div className="money-quantity">
          <label htmlFor={quantityId}>
            Quantity <span className="harbor-visually-hidden">of {item.title}</span>
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
          request={{ kind: 'goods', items: [{ sku: item.sku, quantity }] }}
          label="Buy"
          labelSuffix={`${item.title}, ${quantity} for ${formatPrice(item.priceCents * quantity, item.currency)}`}
        />
      </div>
    </article>
  );
}

/** Every active item of one kind, read from the catalogue, with loading, empty and error states. */
export function CatalogList({ kind, emptyMessage }: { kind: CatalogKind; emptyMessage: string }) {
  const client = useSupabaseClient();
  const load = useCallback(() => fetchCatalogItems(client, kind), [client, kind]);
  const items = useRemoteData(load);

  if (items.status === 'loading') return <LoadingLine>Loading the catalogue…</LoadingLine>;
  if (items.status === 'error') {
    return (
      <LoadError
        message="We couldn't load this part of the shop. Please check your connection and try again."
        onRetry={items.reload}
      />
    );
  }
  if (items.data.length === 0) return <p>{emptyMessage}</p>;
  return (
    <div className="money-products">
      {items.data.map((item) => (
        <ProductCard key={item.sku} item={item} />
      ))}
    </div>
  );
}
