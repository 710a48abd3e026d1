'use server';

import { contactUsSchemaWith, helpMessagesFrom, warrantySchemaWith } from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import { actionTranslations } from '../server/actionWords';
import { type ActionResult, invalidInput, serverCall } from '../server/serverCall';

/**
 * The help Server Actions (spec 2 §7 POST /contactus, POST /consumer/warranty), through
 * `serverCall`: a signed-in shopper's request is recorded with their account, a guest's with
 * none (no guest session is created for it). They answer `{ ok: true, ... }` or the failure's
 * code and message; they never throw. The input is checked again with the forms' own schemas
 * (`contactUsSchemaWith`, `warrantySchemaWith`): the browser's checks are not trusted.
 */

/** The help forms' messages in the action's locale. */
const helpWords = async () => helpMessagesFrom(await actionTranslations('help'));

/** A signed-in shopper's fresh token, else none (the request is recorded without an account). */
const accountToken = (session: { accessToken?: string; signedIn: boolean; fresh: boolean }) =>
  session.signedIn && session.fresh ? (session.accessToken ?? '') : '';

/**
 * Sends a contact-us request (POST /contactus).
 * @param input the form's values (category, subject, names, e-mail, phone?, order number?, message)
 * @returns `{ caseId }`, or `API400` (unknown category or subject, bad input), `AUT453` e-mail
 */
export async function contactUsAction(input: unknown): Promise<ActionResult<{ caseId: string }>> {
  const parsed = contactUsSchemaWith(await helpWords()).safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { phone, orderNumber, ...rest } = parsed.data;
  return serverCall(
    'help.contactUs',
    async ({ client, session }) => {
      const token = accountToken(session);
      const caseId = await createConsumerService(client, { accessToken: token }).contactUs({
        ...rest,
        ...(phone ? { phone } : {}),
        ...(orderNumber ? { orderNumber: orderNumber.toUpperCase() } : {}),
      });
      return { caseId };
    },
    { token: false },
  );
}

/**
 * The latest purchase date the server accepts: its UTC day plus one, so a shopper east of UTC
 * is not refused a purchase made today (the form checks the shopper's own day).
 */
function latestPurchaseDate(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Sends a warranty request (POST /consumer/warranty).
 * @returns `{ requestId }`, or `API404` unknown product, `AUT453` e-mail, `API400` bad input
 */
export async function warrantyAction(input: unknown): Promise<ActionResult<{ requestId: string }>> {
  const parsed = warrantySchemaWith(latestPurchaseDate(), await helpWords()).safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { orderNumber, ...rest } = parsed.data;
  return serverCall(
    'help.warranty',
    async ({ client, session }) => {
      const token = accountToken(session);
      const requestId = await createConsumerService(client, { accessToken: token }).submitWarranty({
        ...rest,
        ...(orderNumber ? { orderNumber: orderNumber.toUpperCase() } : {}),
      });
      return { requestId };
    },
    { token: false },
  );
}
