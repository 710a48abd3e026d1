import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import type { EmployeeSpend } from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import { apiClientFor, type SessionSnapshot } from '../session/session';

/**
 * Whether the signed-in shopper is an employee who must accept the discount terms (spec 1
 * §1, §6: EMPLOYEE consumers accept them in a dialog before the associate discount applies),
 * and the employee's discount spend against the annual cap (spec 2 §3 "Employee discount",
 * major units; absent without an employee programme). Guests, other consumers and failures
 * give `undefined` (no dialog, no spend banner).
 */
export async function employeeOf(
  locale: StorefrontLocale,
  session: SessionSnapshot,
): Promise<{ termsAccepted: boolean; spend?: EmployeeSpend } | undefined> {
  if (!session.signedIn || !session.fresh || !session.accessToken) return undefined;
  try {
    const profile = await createConsumerService(apiClientFor(locale), {
      accessToken: session.accessToken,
    }).getProfile();
    if (profile.consumerType !== 'EMPLOYEE') return undefined;
    const programme = profile.consumerDetails.employee;
    return {
      termsAccepted: programme?.isEmployeeDiscountTCAccepted ?? false,
      ...(programme
        ? { spend: { currentSpend: programme.currentSpend, annualCap: programme.annualCap } }
        : {}),
    };
  } catch {
    return undefined;
  }
}
