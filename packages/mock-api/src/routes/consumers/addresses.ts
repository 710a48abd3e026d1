import {
  addressRequestSchema,
  consumerPaths,
  patchPaymentInstrumentRequestSchema,
  savePaymentInstrumentRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { verifyCaptcha } from '../../auth/captcha';
import { parseBody, parseQuery, routePath } from '../../catalog/http';
import { addAddress, deleteAddress, updateAddress } from '../../consumers/addresses';
import {
  deleteInstrument,
  listInstruments,
  patchInstrument,
  saveInstrument,
} from '../../consumers/paymentInstruments';
import { toAddress } from '../../consumers/profile';
import { requireRegistered } from '../../consumers/session';
import type { Database } from '../../db/client';

type IdParams = { id: string };

const instrumentsQuery = z.looseObject({
  paymentMethodId: z.enum(['CREDIT_CARD', 'GIFT_CARD']).optional(),
});

/**
 * Saved addresses and payment instruments of the consumer service (spec 2 §3, §4, §7).
 * - POST /consumer/address → 201 `{ addressId, address }`; 409 `CCA400` same address.
 * - PUT, DELETE /consumer/address/{addressId}: 404 `CCA401` unknown id; main-flag rule.
 * - GET /consumer/payment_instruments (`paymentMethodId` filters), POST → 201;
 *   409 `PYT400` card already saved, 400 `FE309` expired, 400 `API400` bad number; a credit
 *   card needs the captcha response of action `saveCard` (spec 2 §3 `recaptcha_response`):
 *   403 `AUT403` missing, unknown, used or for another action, and nothing is saved.
 * - PATCH, DELETE /consumer/payment_instruments/{id}: 404 `PYT404` unknown.
 */
export function registerAddressAndCardRoutes(app: FastifyInstance, db: Database): void {
  app.post(consumerPaths.address, async (request, reply) => {
    const { consumer } = await requireRegistered(db, request);
    const row = await addAddress(db, consumer.id, parseBody(addressRequestSchema, request));
    reply.code(201);
    return { addressId: row.id, address: toAddress(row) };
  });
  app.put<{ Params: IdParams }>(routePath(consumerPaths.addressById(':id')), async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(addressRequestSchema, request);
    const row = await updateAddress(db, consumer.id, request.params.id, body);
    return { addressId: row.id, address: toAddress(row) };
  });
  app.delete<{ Params: IdParams }>(routePath(consumerPaths.addressById(':id')), async (request) => {
    const { consumer } = await requireRegistered(db, request);
    await deleteAddress(db, consumer.id, request.params.id);
    return { ok: true as const };
  });

  app.get(consumerPaths.paymentInstruments, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const { paymentMethodId } = parseQuery(instrumentsQuery, request);
    return { paymentInstruments: await listInstruments(db, consumer.id, paymentMethodId) };
  });
  app.post(consumerPaths.paymentInstruments, async (request, reply) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(savePaymentInstrumentRequestSchema, request);
    if (body.paymentMethodId === 'CREDIT_CARD') {
      await verifyCaptcha(db, body.recaptcha_response, 'saveCard');
    }
    const saved = await saveInstrument(db, consumer.id, body);
    reply.code(201);
    return saved;
  });
  app.patch<{ Params: IdParams }>(
    routePath(consumerPaths.paymentInstrument(':id')),
    async (request) => {
      const { consumer } = await requireRegistered(db, request);
      const body = parseBody(patchPaymentInstrumentRequestSchema, request);
      return patchInstrument(db, consumer.id, request.params.id, body);
    },
  );
  app.delete<{ Params: IdParams }>(
    routePath(consumerPaths.paymentInstrument(':id')),
    async (request) => {
      const { consumer } = await requireRegistered(db, request);
      await deleteInstrument(db, consumer.id, request.params.id);
      return { ok: true as const };
    },
  );
}
