import type { ProductServices } from '@storefront/blocks/services/products';
import { fetchRecommendations, fetchUpsell } from './servicesProducts';

/**
 * The storefront's `BlockServices.products` for client islands: recommendations and upsell
 * through server actions over the commerce catalog service (GET
 * /products/v1/widgetRecommendations of the API), and quick-shop. The quick-shop dialog is not
 * built yet (issue 6): for now `openQuickShop` navigates to the product page.
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
    openQuickShop: (product) => navigate(product.url),
  };
}
