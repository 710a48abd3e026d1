'use server';

import {
  addressRequestSchema,
  savePaymentInstrumentRequestSchema,
  updateConsumerRequestSchema,
} from '@storefront/api-contract';
import { giftCardMessagesFrom, giftCardRequestOf, giftCardSchemaWith } from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import * as z from 'zod';
import { actionTranslations } from '../server/actionWords';
import { type ActionResult, invalidInput, serverCall } from '../server/serverCall';

/**
 * The account pages' Server Actions (spec 2 §7 consumer service) through `serverCall` (the
 * locale of the page they post from, the session's token, the spec's error messages). They
 * answer `{ ok: true, ... }` or the failure's code and message; they never throw.
 */

const invalid = { ok: false as const, code: 'API400', message: 'Invalid request.' };
const id = z.string().min(1).max(64);

const saveAddressInput = z.object({ addressId: id.optional(), address: addressRequestSchema });

/**
 * Adds (POST /consumer/address) or changes (PUT /consumer/address/{addressId}) an address of
 * the signed-in consumer; the API applies the main-flag rule (spec 2 §4).
 * @param input `{ addressId?, address }` (`AddressRequest`)
 * @returns `{ ok: true, address }`, or `CCA400` it exists, `CCA401` unknown id, `API400`
 */
export async function saveAddressAction(input: unknown) {
  const parsed = saveAddressInput.safeParse(input);
  if (!parsed.success) return invalid;
  const { addressId, address } = parsed.data;
  return serverCall('account.saveAddress', async ({ client, token }) => {
    const consumer = createConsumerService(client, { accessToken: token });
    return {
      address: addressId
        ? await consumer.updateAddress(addressId, address)
        : await consumer.addAddress(address),
    };
  });
}

/**
 * Deletes an address (DELETE /consumer/address/{addressId}); a deleted main passes to the
 * oldest other of its type (spec 2 §4).
 * @returns `{ ok: true }`, or `CCA401` unknown id
 */
export async function deleteAddressAction(addressId: unknown): Promise<ActionResult> {
  const parsed = id.safeParse(addressId);
  if (!parsed.success) return invalid;
  return serverCall('account.deleteAddress', async ({ client, token }) => {
    await createConsumerService(client, { accessToken: token }).deleteAddress(parsed.data);
    return {};
  });
}

/**
 * Saves a credit card of the signed-in consumer (POST /consumer/payment_instruments, spec 2 §3
 * saved-card payload). The number goes to the API once; the answer is masked.
 * @returns `{ ok: true, card }`, or `PYT400` card already exists (the page shows the server's
 * message, spec 2 §7), `FE309` expired, `API400` bad number
 */
export async function saveCardAction(input: unknown) {
  const parsed = savePaymentInstrumentRequestSchema.safeParse(input);
  if (!parsed.success || parsed.data.paymentMethodId !== 'CREDIT_CARD') return invalid;
  const request = parsed.data;
  return serverCall('account.saveCard', async ({ client, token }) => ({
    card: await createConsumerService(client, { accessToken: token }).savePaymentInstrument(
      request,
    ),
  }));
}

/**
 * Saves a gift card of the signed-in consumer (POST /consumer/payment_instruments `GIFT_CARD`
 * with its number and PIN, spec 2 §3, §7); the API checks them as a balance call and answers
 * the card masked with its balance. Number and PIN go to the API once.
 * @param input the gift card form's values (`GiftCardValues`: number, pin, holderName),
 *   checked again with the form's schema (`giftCardSchemaWith`)
 * @returns `{ ok: true, card }`, or `PYT400` already saved (the page shows the
 * gift-card-already-exists message), `GFC400`, `GFC410`, `GFC812` (locked, 429), `API400`
 */
export async function saveGiftCardAction(input: unknown) {
  const words = giftCardMessagesFrom(await actionTranslations('accountarea'));
  const parsed = giftCardSchemaWith(words).safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const request = giftCardRequestOf(parsed.data);
  return serverCall('account.saveGiftCard', async ({ client, token }) => ({
    card: await createConsumerService(client, { accessToken: token }).savePaymentInstrument(
      request,
    ),
  }));
}

/**
 * Makes a saved card the default (PATCH /consumer/payment_instruments/{id} `{ isDefault }`).
 * @returns `{ ok: true, card }`, or `PYT404` unknown card
 */
export async function makeDefaultCardAction(paymentInstrumentId: unknown) {
  const parsed = id.safeParse(paymentInstrumentId);
  if (!parsed.success) return invalid;
  return serverCall('account.defaultCard', async ({ client, token }) => ({
    card: await createConsumerService(client, { accessToken: token }).updatePaymentInstrument(
      parsed.data,
      { isDefault: true },
    ),
  }));
}

/**
 * Deletes a saved card or gift card (DELETE /consumer/payment_instruments/{id}).
 * @returns `{ ok: true }`, or `PYT404` unknown instrument
 */
export async function deletePaymentInstrumentAction(
  paymentInstrumentId: unknown,
): Promise<ActionResult> {
  const parsed = id.safeParse(paymentInstrumentId);
  if (!parsed.success) return invalid;
  return serverCall('account.deletePaymentInstrument', async ({ client, token }) => {
    await createConsumerService(client, { accessToken: token }).deletePaymentInstrument(
      parsed.data,
    );
    return {};
  });
}

/**
 * Updates the signed-in consumer's profile (PUT /consumers-v3/consumer with consumerDetails
 * and preferences, spec 2 §5: empty values skipped by the form and the API).
 * @returns `{ ok: true, profile }`, or `PRO400` not a date, `PRO410` too young, `PRO411`
 * birth date missing, `AUT453`, `API400`
 */
export async function updateProfileAction(input: unknown) {
  const parsed = updateConsumerRequestSchema.safeParse(input);
  if (!parsed.success) return invalid;
  const { consumerDetails, preferences } = parsed.data.consumerProfile;
  // Only the profile page's fields: no e-mail, enrolment or terms change from here.
  const request = {
    consumerProfile: {
      ...(consumerDetails
        ? { consumerDetails: { ...consumerDetails, email: undefined, gender: undefined } }
        : {}),
      ...(preferences ? { preferences } : {}),
    },
  };
  return serverCall('account.updateProfile', async ({ client, token }) => ({
    profile: await createConsumerService(client, { accessToken: token }).updateProfile(request),
  }));
}
