import { cacheTags } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { parseBody } from '../../catalog/http';
import { changePrice } from '../../catalog/priceChange';
import { publishDocument } from '../../content/publish';
import type { Database } from '../../db/client';
import { type DataSnapshot, takeSnapshot } from '../../db/snapshot';
import { createBotChallenges } from '../../e2e/botChallenge';
import { makeGiftCard, setEmployeeSpend, setStock } from '../../e2e/fixtures';
import { clearGiftCardAttempts } from '../../payments/giftCardAttempts';
import { noRevalidation, type RevalidationNotifier } from '../../revalidation/notifier';

/** Options of {@link registerE2eRoutes}. */
export interface E2eRoutesOptions {
  db: Database;
  /**
   * Register the routes at all. Default: `MOCK_API_E2E=1` in the environment and `NODE_ENV`
   * other than `production`.
   */
  enabled?: boolean;
  /** Tells the storefront what changed (content, stock). Default: nothing sent. */
  revalidation?: RevalidationNotifier;
  /** The server's clock. Default `() => new Date()`. */
  now?: () => Date;
  /** Base URL of `{{MEDIA}}` (absolute media URLs of a published document go back to it). */
  mediaBaseUrl?: string;
}

/** Path prefix of the test-only routes (never part of the backend contract). */
export const e2ePrefix = '/__e2e';

const stockBody = z.object({
  /** A product id (every variant) or variant ids. */
  productId: z.string().min(1).optional(),
  variantIds: z.array(z.string().min(1)).min(1).max(200).optional(),
  /** Online units each variant gets. */
  quantity: z.number().int().min(0).max(1_000_000).default(100),
  /** `atLeast` raises stock that is lower (safe when tests run in parallel); `exact` sets it. */
  mode: z.enum(['atLeast', 'exact']).default('atLeast'),
  /** Units in every store that offers pickup or ship-to-store (same mode); none when absent. */
  storeQuantity: z.number().int().min(0).max(1_000_000).optional(),
});

const priceBody = z.object({
  productId: z.string().min(1).max(100),
  currency: z.enum(['USD', 'CAD', 'GBP']),
  currentMinor: z.number().int().min(0).max(100_000_000),
  originalMinor: z.number().int().min(0).max(100_000_000).optional(),
});

const employeeSpendBody = z.object({
  /** The employee's sign-in email. */
  login: z.string().min(1).max(200),
  /** Spend this year, major units. */
  currentSpend: z.number().min(0).max(1_000_000),
});

const publishBody = z.object({
  docType: z.string().min(1).max(40),
  siteId: z.string().min(1).max(20).optional(),
  locale: z.string().min(2).max(20),
  slug: z.string().min(1).max(200).optional(),
  document: z.record(z.string(), z.unknown()),
  /** `false`: the storefront is not told (a journey showing what its cache serves meanwhile). */
  revalidate: z.boolean().default(true),
});

const giftCardBody = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP']).default('USD'),
  /** Balance in minor units (cents, pence). */
  balanceMinor: z.number().int().min(0).max(10_000_000),
});

const botChallengeBody = z.object({
  /** Requests whose path starts with this are blocked, e.g. `/cart/v1/item`. */
  pathPrefix: z
    .string()
    .regex(/^\/[A-Za-z0-9/_{}.-]*$/)
    .max(200),
  /** Only this method; any when absent. */
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  /** How many matching requests are blocked before they pass again. */
  times: z.number().int().min(1).max(10).default(1),
});

/**
 * Test-only routes for the e2e journeys, so that no journey depends on another's purchases.
 * Registered only when `enabled` (`MOCK_API_E2E=1` and not `NODE_ENV=production`; the e2e
 * run starts one mock API per worker with it, e2e/servers.ts); otherwise every path under
 * `/__e2e` is 404 like any unknown path. They take the contract headers like any call.
 *
 * - `POST /__e2e/reset` → `{ tables }`: puts back the data the server started with (seeded,
 *   copied when the server gets ready: db/snapshot.ts): every table written since then is
 *   emptied and refilled (`tables`, empty when nothing was written). The e2e fixtures call it
 *   before every test. When something was written, the storefront is told to drop its cached
 *   content and catalogue before the answer.
 * - `POST /__e2e/stock` `{ productId | variantIds, quantity=100, mode='atLeast'|'exact',
 *   storeQuantity? }` → `{ variants: [{ id, attributes, quantity }] }`: online stock (and,
 *   with `storeQuantity`, the stock of every store offering pickup or ship-to-store) of a
 *   product's variants. 404 `API404` for an unknown product or variant. The storefront is told
 *   (`product:{id}`, or the whole catalogue for variant ids) before the answer.
 * - `POST /__e2e/content/publish` `{ docType, siteId?, locale, slug?, document,
 *   revalidate=true }` → `{ tags, revalidated }`: the content service's publication
 *   (content/publish.ts): the document that applies now gets the new body, then the
 *   storefront is told unless `revalidate: false` (`revalidated`: it accepted the call). 404
 *   `API404` when no published document matches.
 * - `POST /__e2e/price` `{ productId, currency, currentMinor, originalMinor? }` →
 *   `{ productId, currency, variants: [{ id, currentMinor, originalMinor }], revalidated }`:
 *   the price of every variant of a product in one currency (the catalogue's price change),
 *   then the storefront is told `product:{productId}`. 404 `API404` unknown product or
 *   currency, 400 `API400` a current price above the list price; nothing stored then.
 * - `POST /__e2e/gift-cards` `{ currency='USD', balanceMinor }` → `{ cardNumber, pin,
 *   currency, balanceMinor }`: a new active gift card (PIN `1234`, number `60007…`), so each
 *   journey spends its own.
 * - `DELETE /__e2e/gift-card-attempts` → `{ cleared }`: forgets every failed gift card
 *   attempt and lock (GFC812), for a journey that locks a card or a shopper on purpose.
 * - `POST /__e2e/employee-spend` `{ login, currentSpend }` → `{ currentSpend, annualCap }`: an
 *   employee's discount spend this year (a journey near or at the annual cap). 404 `API404`
 *   for a login that is no employee.
 * - `POST /__e2e/bot-challenge` `{ pathPrefix, method?, times=1 }` → `{ armed }`: the next
 *   `times` requests on that path are answered as the bot defence blocks (403 with its
 *   `appId`, no error envelope; spec 1 §8), then pass again (the shopper passed the
 *   challenge). The reset forgets every armed challenge.
 */
export function registerE2eRoutes(app: FastifyInstance, options: E2eRoutesOptions): void {
  const enabled =
    options.enabled ?? (process.env.MOCK_API_E2E === '1' && process.env.NODE_ENV !== 'production');
  if (!enabled) return;
  const { db } = options;
  const revalidation = options.revalidation ?? noRevalidation;
  const now = options.now ?? (() => new Date());

  // The copy of the data as the server starts serving (after seeding: main.ts seeds first).
  let snapshot: Promise<DataSnapshot> | undefined;
  app.addHook('onReady', async () => {
    snapshot = takeSnapshot(db);
    await snapshot;
  });
  const challenges = createBotChallenges();
  app.addHook('onRequest', async (request, reply) => {
    const block = challenges.take(request.method, request.url.split('?')[0] ?? '');
    if (block) return reply.code(403).send(block);
  });
  app.post(`${e2ePrefix}/bot-challenge`, async (request) =>
    challenges.arm(parseBody(botChallengeBody, request)),
  );

  app.post(`${e2ePrefix}/reset`, async () => {
    if (!snapshot) throw new Error('the data snapshot is taken when the server gets ready');
    challenges.clear();
    const restored = await (await snapshot).restore();
    if (restored.tables.length > 0) {
      await revalidation.notify([cacheTags.allContent, cacheTags.allCatalog]);
    }
    return restored;
  });

  app.post(`${e2ePrefix}/stock`, async (request) => {
    const fixture = parseBody(stockBody, request);
    const changed = await setStock(db, fixture);
    await revalidation.notify([
      fixture.productId ? cacheTags.product(fixture.productId) : cacheTags.allCatalog,
    ]);
    return changed;
  });

  app.post(`${e2ePrefix}/price`, async (request) => {
    const changed = await changePrice(db, parseBody(priceBody, request));
    return {
      ...changed,
      revalidated: await revalidation.notify([cacheTags.product(changed.productId)]),
    };
  });

  app.post(`${e2ePrefix}/content/publish`, async (request) => {
    const { revalidate, ...publication } = parseBody(publishBody, request);
    const tags = await publishDocument(db, publication, now(), options.mediaBaseUrl ?? '');
    return { tags, revalidated: revalidate ? await revalidation.notify(tags) : false };
  });

  app.post(`${e2ePrefix}/gift-cards`, async (request, reply) => {
    const card = await makeGiftCard(db, parseBody(giftCardBody, request));
    reply.code(201);
    return card;
  });

  app.post(`${e2ePrefix}/employee-spend`, async (request) =>
    setEmployeeSpend(db, parseBody(employeeSpendBody, request)),
  );

  app.delete(`${e2ePrefix}/gift-card-attempts`, async () => ({
    cleared: await clearGiftCardAttempts(db),
  }));
}
