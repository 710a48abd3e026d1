import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { createConsumerService } from '@storefront/commerce/server';
import { apiClientFor, type SessionSnapshot } from '../session/session';

/**
 * Whether the signed-in shopper is an employee who must accept the discount terms (spec 1
 * §1, §6: EMPLOYEE consumers accept them in a dialog before the associate discount applies).
 * Guests, other consumers and failures give `undefined` (no dialog).
 */
export async function employeeOf(
  locale: StorefrontLocale,
  session: SessionSnapshot,
): Promise<{ termsAccepted: boolean } | undefined> {
  if (!session.signedIn || !session.fresh || !session.accessToken) return undefined;
  try {
    const profile = await createConsumerService(apiClientFor(locale), {
      accessToken: session.accessToken,
    }).getProfile();
    if (profile.consumerType !== 'EMPLOYEE') return undefined;
    return {
      termsAccepted: profile.consumerDetails.employee?.isEmployeeDiscountTCAccepted ?? false,
    };
  } catch {
    return undefined;
  }
}
