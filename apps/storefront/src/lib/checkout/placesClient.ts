import type { CheckoutResult, DeliveryPlace, PlaceSearch } from '@storefront/commerce';

/**
 * The store picker's search from the browser: GET `/api/stores/places` (a read, so a GET
 * route, not a Server Action). A network failure answers `GEN500` with the given message.
 * @param localePath e.g. `en-us`
 * @param search the delivery, the query and the shipment's items
 * @param unavailable the message of a failed request
 */
export async function fetchPlaces(
  localePath: string,
  search: PlaceSearch,
  unavailable: string,
): Promise<CheckoutResult<{ places: DeliveryPlace[] }>> {
  const query = new URLSearchParams({
    locale: localePath,
    code: search.code,
    query: search.query,
    items: search.items.map((i) => `${i.productId}:${i.qty}`).join(','),
  });
  try {
    const response = await fetch(`/api/stores/places?${query.toString()}`);
    return (await response.json()) as CheckoutResult<{ places: DeliveryPlace[] }>;
  } catch {
    return { ok: false, code: 'GEN500', message: unavailable };
  }
}
