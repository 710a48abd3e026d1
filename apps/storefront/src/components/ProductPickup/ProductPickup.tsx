import type { StorefrontLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import type { Translate } from '../../i18n/translate';
import { readFavoriteStoreId } from '../../lib/stores/favoriteStore';
import { pickupAvailability } from '../../lib/stores/pickup';
import { pickupLabelsFrom } from './labels';
import { PickupInStore } from './PickupInStore.client';

/** Props of {@link ProductPickup}. */
export interface ProductPickupProps {
  locale: StorefrontLocale;
  /** The chosen variant's id; none until every option is chosen. */
  variantId?: string | undefined;
  /** Whether the product can be bought at all (a presale or gift card offers no pickup). */
  offered: boolean;
}

/**
 * The product page's pickup area, rendered by the page in one line (spec 1 §2 pickup in store;
 * spec 3 §4 stock per variant): with a variant chosen, reads the shopper's favourite store (the
 * `favoriteStoreId` cookie) and whether it can hand over the chosen variant, then renders the
 * {@link PickupInStore} island with its words as strings. Renders nothing when the product
 * offers no pickup.
 */
export async function ProductPickup({ locale, variantId, offered }: ProductPickupProps) {
  if (!offered) return null;
  const t = await getTranslations({ locale: locale.path, namespace: 'stores' });
  // The favourite store counts only once a variant is chosen (the query, so a page rendered per
  // request): a product page without a choice reads no cookie and stays kept in the cache.
  const favoriteStoreId = variantId ? await readFavoriteStoreId() : undefined;
  const store =
    variantId && favoriteStoreId
      ? await pickupAvailability(locale, variantId, favoriteStoreId)
      : undefined;
  return (
    <PickupInStore
      key={variantId ?? 'none'}
      variantId={variantId}
      store={store}
      localePath={locale.path}
      localeTag={locale.tag}
      labels={pickupLabelsFrom(t as Translate)}
    />
  );
}
