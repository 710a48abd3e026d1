'use server';

import { cartWasMerged, type SignUpValues, signUpRequestOf } from '@storefront/commerce';
import { createAuthService, createConsumerService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionFailure, serverCall } from '../server/serverCall';
import { guestObjectsOfSession, writeRegisteredSession } from '../session/session';
import { safeReturnTo } from './returnTo';

/**
 * The sign-up Server Action (spec 3 §4 "Sign-up": submit, account created, automatic login,
 * optional referral token, profile load; spec 3 §7 sign-up fields; spec 3 §8 codes), through
 * `serverCall`. Tokens go to the httpOnly cookies; the answer carries where to go next and
 * the member's referral code, or the failure's code.
 */

/** A sign-up answer. */
export type SignUpActionResult =
  | { ok: true; redirectTo: string; referralCode?: string }
  | ActionFailure;

const valuesSchema = z.object({
  firstName: z.string().max(30),
  lastName: z.string().max(30),
  email: z.string().max(100),
  password: z.string().max(200),
  birthDate: z.string().max(10),
  phone: z.string().max(20),
  gender: z.string().max(20),
  postalCode: z.string().max(12),
  newsletter: z.boolean(),
  loyaltyTerms: z.boolean(),
  brandTerms: z.boolean(),
  policy: z.boolean(),
  sms: z.boolean(),
  optInAccepted: z.boolean(),
});

const token = z.string().max(100).optional();
const inputSchema = z.object({
  values: valuesSchema,
  query: z.object({
    consumerId: token,
    email: token,
    storeNum: token,
    campaignName: token,
    leadSource: token,
    referralCode: token,
  }),
  dateFormat: z.enum(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY']),
  returnTo: z.string().max(2000).optional(),
  /** The captcha widget's one-time response for `register` (spec 3 §7); missing: AUT403. */
  captchaResponse: z.string().max(4000).optional(),
});

/**
 * Creates the account and signs in: POST /consumers-v3/auth/signup with the spec 3 §7 fields
 * (the page's `leadSource` as the `source` header) and a PKCE challenge, then the Registered
 * token call merging the guest's cart; with the loyalty terms ticked, the loyalty token call
 * (its answer's `referralCode`, spec 3 §7). A failed loyalty token call does not undo the
 * sign-up (logged).
 * @returns `{ ok: true, redirectTo, referralCode? }` or `{ ok: false, code }`: `AUT403`
 * captcha, `AUT453`, `FE872`, `API400`, `FE340`, `PRO411`, `PRO410`, `AUT439` email in use,
 * `AUT440` phone in use, `AUT500` other.
 */
export async function signUpAction(input: unknown): Promise<SignUpActionResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'API400', message: 'Invalid sign-up.' };
  const { values, query, dateFormat, returnTo, captchaResponse } = parsed.data;
  if (!captchaResponse) return { ok: false, code: 'AUT403', message: 'Captcha required.' };
  const result = await serverCall(
    'auth.signUp',
    async ({ client, locale, fail }) => {
      const request = signUpRequestOf(values as SignUpValues, query, dateFormat, captchaResponse);
      const session = await createAuthService(client).signUpAndLogin(request, {
        guestObjects: await guestObjectsOfSession(),
        ...(query.leadSource ? { leadSource: query.leadSource } : {}),
      });
      if (!session) return { redirectTo: '' };
      const merged =
        session.merged && cartWasMerged(session.merged.unitsBefore, session.merged.unitsAfter);
      await writeRegisteredSession(session, merged ? 'mergedCart' : undefined);
      let referralCode: string | undefined;
      if (values.loyaltyTerms) {
        try {
          const consumer = createConsumerService(client, { accessToken: session.accessToken });
          referralCode = (await consumer.loyaltyToken()).referralCode;
        } catch (error) {
          fail(error, 'referral');
        }
      }
      return {
        redirectTo: safeReturnTo(returnTo, locale.path),
        ...(referralCode ? { referralCode } : {}),
      };
    },
    { token: false },
  );
  if (result.ok && !result.redirectTo)
    return { ok: false, code: 'AUT500', message: 'Sign-up is unavailable.' };
  if (!result.ok && result.code === 'GEN500') return { ...result, code: 'AUT500' };
  return result;
}
