import {
  consumerPaths,
  lookupQuerySchema,
  newsletterSubscriptionRequestSchema,
  signUpRequestSchema,
  smsSubscriptionRequestSchema,
  updateConsumerRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { minimalAgeFor, signUp, sitePhoneFor } from '../../auth/account';
import { verifyCaptcha } from '../../auth/captcha';
import { shopperRateLimit } from '../../auth/shopperRateLimit';
import { findConsumer, sessionFields } from '../../auth/tokens';
import { repriceOpenBasket } from '../../basket/reprice';
import { parseBody, parseQuery } from '../../catalog/http';
import { issueLoyaltyToken, loyaltyVouchers, requireMember } from '../../consumers/loyalty';
import { toProfile, updateProfile } from '../../consumers/profile';
import { requireRegistered, requireShopper } from '../../consumers/session';
import {
  lookupConsumer,
  subscribeNewsletter,
  upsertSubscription,
} from '../../consumers/subscriptions';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';

const profileQuery = z.looseObject({
  includeLoyaltySummary: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * Rate limit of GET /consumer/lookup (@fastify/rate-limit): `max` calls per `windowMs` ms
 * per shopper (the token's consumer id; the client IP for a request without a valid token).
 */
export const lookupRateLimit = { max: 10, windowMs: 60_000 } as const;

/**
 * Profile, lookup, subscription (SMS and e-mail) and loyalty calls of the consumer service (spec 2 §7).
 * Signed-in calls: 401 `AUT401` without a valid token, 401 `AUT432` with a guest token,
 * 401 `AUT498` consumer gone. Loyalty calls: 404 `4044` not a loyalty member.
 * Lookup: any shopper token (guest or registered; none → 401 `AUT401`), at most
 * {@link lookupRateLimit} per shopper (then 429); unknown → 404 `CCN404`.
 */
export function registerProfileRoutes(app: FastifyInstance, db: Database): void {
  app.get(consumerPaths.consumer, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const { includeLoyaltySummary } = parseQuery(profileQuery, request);
    return toProfile(db, consumer, includeLoyaltySummary);
  });

  app.put(consumerPaths.consumer, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(updateConsumerRequestSchema, request);
    const updated = await updateProfile(
      db,
      consumer,
      body,
      await minimalAgeFor(db, request),
      await sitePhoneFor(db, request),
    );
    // Accepting (or withdrawing) the employee discount terms changes the basket's prices
    // (the associate discount, spec 2 §6): its open basket is repriced now.
    if (updated.isEmployeeDiscountTCAccepted !== consumer.isEmployeeDiscountTCAccepted) {
      await repriceOpenBasket(db, sessionFields(updated));
    }
    return toProfile(db, updated, false);
  });

  app.post(consumerPaths.consumer, async (request, reply) => {
    const body = parseBody(signUpRequestSchema, request);
    await verifyCaptcha(db, body.captchaResponse, 'register');
    const created = await signUp(
      db,
      body,
      await minimalAgeFor(db, request),
      await sitePhoneFor(db, request),
    );
    reply.code(201);
    return toProfile(db, created, false);
  });

  app.get(
    consumerPaths.lookup,
    {
      config: {
        rateLimit: shopperRateLimit(db, lookupRateLimit.max, lookupRateLimit.windowMs),
      },
    },
    async (request) => {
      await requireShopper(db, request);
      const query = parseQuery(lookupQuerySchema, request);
      return lookupConsumer(db, query, await sitePhoneFor(db, request));
    },
  );

  // Newsletter for guests and members (spec 3 §5): stored on the shopper's consumer.
  app.post(consumerPaths.newsletter, async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(newsletterSubscriptionRequestSchema, request);
    const consumer = await findConsumer(db, shopper.consumerId);
    if (!consumer) throw new ApiHttpError(401, 'AUT498', 'Invalid customer');
    return { subscriptions: await subscribeNewsletter(db, consumer, body) };
  });

  app.get(consumerPaths.subscription, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    return { subscriptions: consumer.subscriptions };
  });
  app.post(consumerPaths.subscription, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(smsSubscriptionRequestSchema, request);
    return {
      subscriptions: await upsertSubscription(
        db,
        consumer,
        body,
        true,
        await sitePhoneFor(db, request),
      ),
    };
  });
  app.put(consumerPaths.subscription, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(smsSubscriptionRequestSchema, request);
    return {
      subscriptions: await upsertSubscription(
        db,
        consumer,
        body,
        false,
        await sitePhoneFor(db, request),
      ),
    };
  });

  app.post(consumerPaths.loyaltyToken, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    return issueLoyaltyToken(db, consumer);
  });
  app.get(consumerPaths.welcomePromo, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const { loyalty } = requireMember(consumer);
    return { welcomePromo: loyalty.welcomePromo ?? null };
  });
  app.get(consumerPaths.loyaltyVouchers, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    return loyaltyVouchers(db, consumer);
  });
}
