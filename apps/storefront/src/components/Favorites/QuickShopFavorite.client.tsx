'use client';

import type { ProductDetails } from '@storefront/api-contract';
import { favoriteToggleLabelsFrom } from '@storefront/commerce';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FavoriteHeart } from './FavoriteHeart.client';

/**
 * The quick-shop's favorite heart (spec 1 §4): {@link FavoriteHeart} for the product and the
 * chosen variant, its words from the `cart` catalogue the cart dialogs provide.
 */
export function QuickShopFavorite({
  product,
  variantId,
  productHref,
  localePath,
}: {
  product: ProductDetails;
  variantId: string | undefined;
  productHref: string;
  localePath: string;
}) {
  const t = useTranslations('cart');
  const labels = useMemo(() => favoriteToggleLabelsFrom(t), [t]);
  return (
    <FavoriteHeart
      productId={product.id}
      variantId={variantId}
      productName={product.name}
      productHref={productHref}
      localePath={localePath}
      size="md"
      labels={labels}
    />
  );
}
