'use server';

import { createConsumerService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionResult, invalidInput, serverCall } from '../server/serverCall';

/**
 * The help Server Actions (spec 2 §7 POST /contactus, POST /consumer/warranty), through
 * `serverCall`: a signed-in shopper's request is recorded with their account, a guest's with
 * none (no guest session is created for it). They answer `{ ok: true, ... }` or the failure's
 * code and message; they never throw.
 */

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();

const contactInput = z.object({
  categoryId: z.string().trim().min(1).max(40),
  subjectId: z.string().trim().min(1).max(40),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  email: z.string().trim().min(3).max(100),
  phone: optional(30),
  orderNumber: optional(20),
  message: z.string().trim().min(1).max(4000),
});

/** A signed-in shopper's fresh token, else none (the request is recorded without an account). */
const accountToken = (session: { accessToken?: string; signedIn: boolean; fresh: boolean }) =>
  session.signedIn && session.fresh ? (session.accessToken ?? '') : '';

/**
 * Sends a contact-us request (POST /contactus).
 * @param input the form's values (category, subject, names, e-mail, phone?, order number?, message)
 * @returns `{ caseId }`, or `API400` (unknown category or subject, bad input), `AUT453` e-mail
 */
export async function contactUsAction(input: unknown): Promise<ActionResult<{ caseId: string }>> {
  const parsed = contactInput.safeParse(input);
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

const warrantyInput = z.object({
  productId: z.string().trim().min(1).max(20),
  purchaseDate: z.iso.date(),
  orderNumber: optional(20),
  email: z.string().trim().min(3).max(100),
  description: z.string().trim().min(1).max(2000),
});

/**
 * Sends a warranty request (POST /consumer/warranty).
 * @returns `{ requestId }`, or `API404` unknown product, `AUT453` e-mail, `API400` bad input
 */
export async function warrantyAction(input: unknown): Promise<ActionResult<{ requestId: string }>> {
  const parsed = warrantyInput.safeParse(input);
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
