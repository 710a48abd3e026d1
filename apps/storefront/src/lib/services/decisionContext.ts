import 'server-only';
import { classifyProductId, type ProductIdType } from '@storefront/blocks';

/**
 * The dummy IP sent to the decision engine from pre-production hosts (spec 2 §9), so tests and
 * previews never pass an editor's or a tester's address: 192.0.2.1, of the documentation range
 * of RFC 5737 (never routed).
 */
export const dummyIpAddress = '192.0.2.1';

/**
 * The environment the decision context reads (`process.env` by default):
 * - `PREPRODUCTION_HOSTS`: pre-production hosts, comma separated, e.g.
 *   `staging.shop.example,preprod.shop.example`; a leading `*.` matches every subdomain.
 *   Default: `localhost`, `127.0.0.1` and any host whose first label starts with `preprod`,
 *   `staging` or `uat`.
 * - `PERSONALISATION_PRODUCT_ID_TYPE`: `styleId` or `masterId` (the default), the product id
 *   type (spec 2 §9).
 */
export type DecisionContextEnv = Readonly<Record<string, string | undefined>>;

function hostname(host: string): string {
  const bracket = host.startsWith('[') ? host.indexOf(']') : -1;
  if (bracket > 0) return host.slice(1, bracket).toLowerCase();
  return host.split(':')[0]?.toLowerCase() ?? '';
}

/**
 * Whether a request's host is pre-production (spec 2 §9 "a dummy IP is sent on preprod hosts").
 * @param host the `Host` header, e.g. `preprod.shop.example:443`
 */
export function isPreProductionHost(
  host: string | undefined,
  env: DecisionContextEnv = process.env,
): boolean {
  if (!host) return false;
  const name = hostname(host);
  const listed = env.PREPRODUCTION_HOSTS?.split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (listed && listed.length > 0) {
    return listed.some((entry) =>
      entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : name === entry,
    );
  }
  return (
    name === 'localhost' || name === '127.0.0.1' || /^(preprod|staging|uat)[a-z0-9-]*\./.test(name)
  );
}

/**
 * The IP address the decision call carries: the dummy one on a pre-production host, else none
 * (the engine then uses the connection's).
 */
export function decisionIpAddress(
  host: string | undefined,
  env: DecisionContextEnv = process.env,
): string | undefined {
  return isPreProductionHost(host, env) ? dummyIpAddress : undefined;
}

/** The configured product id type (spec 2 §9): `styleId`, else `masterId`. */
export function personalisationProductIdType(env: DecisionContextEnv = process.env): ProductIdType {
  return env.PERSONALISATION_PRODUCT_ID_TYPE === 'styleId' ? 'styleId' : 'masterId';
}

/**
 * A page's product ids as the decision engine takes them: each classified (spec 3 §5: an
 * eight-character uppercase id is a style id), else of the configured type.
 */
export function decisionProducts(
  productIds: readonly string[],
  env: DecisionContextEnv = process.env,
): { type: ProductIdType; id: string }[] {
  const configured = personalisationProductIdType(env);
  return productIds.map((id) => classifyProductId(id, configured));
}

/**
 * The id a product page sends to the decision engine (spec 2 §9 "product id type is style id or
 * master id by configuration"): the product's own id (its style) when `styleId` is configured,
 * else its `masterId`.
 * @param product a product's details, e.g. `{ id: 'ALP1401M', masterId: 'ALP1401M' }`
 */
export function decisionProductIdOf(
  product: { id: string; masterId: string },
  env: DecisionContextEnv = process.env,
): string {
  return personalisationProductIdType(env) === 'styleId' ? product.id : product.masterId;
}

/**
 * The ids a product grid (category or search page) sends to the decision engine: the products
 * of the page shown, each once, in grid order (spec 3 §7 "for recommendations and
 * impressions"); a grid's tiles carry their product id only, classified by `decisionProducts`.
 */
export function decisionGridProductIds(tiles: readonly { id: string }[]): string[] {
  return [...new Set(tiles.map((tile) => tile.id))];
}
