import type { ProductServices } from '@storefront/blocks/services';
import { fetchRecommendations, fetchUpsell } from './servicesProducts';

/**
 * The storefront's `BlockServices.products` for client islands: recommendations and upsell
 * through server actions over the commerce catalog service (GET
 * /products/v1/widgetRecommendations of the API), and quick-shop: `openQuickShop` opens the
 * quick-shop dialog hosted by the layout's basket provider (through the dialog manager), or
 * navigates to the product page when no host is given.
 * @param localePath the storefront locale path, e.g. `en-us`
 * @param navigate client navigation, e.g. Next's `router.push`
 * @param quickShop opens the quick-shop dialog for a product (`openQuickShop` of `lib/cart/client`)
 */
export function productServices(
  localePath: string,
  navigate: (url: string) => void,
  quickShop?: (product: { id: string; url: string }) => void,
): ProductServices {
  return {
    recommendations: (input) => fetchRecommendations(localePath, input),
    upsell: (input) => fetchUpsell(localePath, input),
    openQuickShop: (product) => (quickShop ? quickShop(product) : navigate(product.url)),
  };
}
