import 'server-only';
import type { CheckoutAccount } from '@storefront/commerce';
import { readPaymentInstruments, readProfile } from '../account/accountReads';
import type { SessionSnapshot } from '../session/session';

/**
 * What the checkout offers a signed-in shopper from the account (spec 2 §3 "Address",
 * "Payment card response"; a read in the route, no cookie written): the profile's e-mail and
 * saved addresses (GET /consumers-v3/consumer) and the saved credit cards (GET
 * /consumer/payment_instruments). `undefined` for a guest or when the profile cannot be read
 * (the checkout then asks for everything, as for a guest); cards that cannot be read are none.
 */
export async function readCheckoutAccount(
  session: SessionSnapshot,
): Promise<CheckoutAccount | undefined> {
  if (!session.signedIn) return undefined;
  const [profile, cards] = await Promise.all([
    readProfile(),
    readPaymentInstruments('CREDIT_CARD'),
  ]);
  if (!profile) return undefined;
  return {
    email: profile.consumerDetails.email ?? '',
    addresses: profile.consumerDetails.address,
    cards: cards ?? [],
  };
}
