import type { ProductServices } from '@storefront/blocks/services/products';
import { openQuickShop } from './cart/client';
import { fetchRecommendations, fetchUpsell } from './servicesProducts';

/**
 * The storefront's `BlockServices.products` for client islands: recommendations and upsell
 * through server actions over the commerce catalog service (GET
 * /products/v1/widgetRecommendations of the API), and quick-shop: `openQuickShop` opens the
 * quick-shop dialog mounted by the header's cart button (the product page when none is mounted).
 * @param localePath the storefront locale path, e.g. `en-us`
 * @param navigate client navigation, e.g. Next's `router.push`
 */
export function productServices(
  localePath: string,
  navigate: (url: string) => void,
): ProductServices {
  return {
    recommendations: (input) => fetchRecommendations(localePath, input),
    upsell: (input) => fetchUpsell(localePath, input),
    openQuickShop: (product) => openQuickShop(product, navigate),
  };
}
