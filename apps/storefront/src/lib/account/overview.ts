import 'server-only';
import type { ConsumerProfile } from '@storefront/api-contract';
import {
  isPartiallyEnrolled,
  type LoyaltyOverview,
  type RecentOrder,
  type SpendProgramme,
  spendProgrammesOf,
} from '@storefront/commerce';
import { createConsumerService, createPurchaseService } from '@storefront/commerce/server';
import { enrollmentProfileOf } from '../auth/enrollmentProfile';
import { serverCall } from '../server/serverCall';

/** How many orders the overview lists (the orders page has the whole history). */
export const recentOrderCount = 3;

/** What the account overview shows (spec 2 §1, §3, §4, §6). */
export interface AccountOverviewData {
  /** First name, else the email. */
  name: string;
  partiallyEnrolled: boolean;
  loyalty: LoyaltyOverview;
  spend: SpendProgramme[];
  /** The newest orders, or `null` when the history could not be read. */
  orders: RecentOrder[] | null;
}

/** The overview's data of a profile, without the calls that may fail on their own. */
export function overviewOf(profile: ConsumerProfile): Omit<AccountOverviewData, 'orders'> {
  const points = profile.loyaltySummary?.points.balance;
  return {
    name: profile.consumerDetails.firstName?.trim() || profile.consumerDetails.email || '',
    partiallyEnrolled: isPartiallyEnrolled(enrollmentProfileOf(profile)),
    loyalty: {
      isLoyaltyMember: profile.isLoyaltyMember,
      ...(points !== undefined ? { points } : {}),
    },
    spend: spendProgrammesOf(profile),
  };
}

/**
 * The signed-in consumer's overview for the account page (server component, read mode): the
 * profile with its loyalty summary (GET /consumers-v3/consumer), a member's vouchers and
 * welcome offer (left out when their calls fail) and the newest orders (POST purchasehistory;
 * `null` when it fails, the page then says so).
 * @returns the data, or null when the profile cannot be read (signed out, expired token)
 */
export async function readAccountOverview(): Promise<AccountOverviewData | null> {
  const result = await serverCall<{ data: AccountOverviewData }>(
    'account.overview',
    async ({ client, token, session }) => {
      if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
      const consumer = createConsumerService(client, { accessToken: token });
      const purchases = createPurchaseService(client, { accessToken: token });
      const profile = await consumer.getProfile(true);
      const base = overviewOf(profile);
      const [vouchers, welcome, history] = await Promise.allSettled([
        profile.isLoyaltyMember ? consumer.loyaltyVouchers() : Promise.reject(),
        profile.isLoyaltyMember ? consumer.welcomePromo() : Promise.reject(),
        purchases.getPurchaseHistory({ start: 0, count: recentOrderCount }),
      ]);
      const loyalty: LoyaltyOverview = { ...base.loyalty };
      if (vouchers.status === 'fulfilled')
        loyalty.vouchers = vouchers.value.applicableLoyaltyVouchers.filter(
          (v) => v.eligible,
        ).length;
      if (welcome.status === 'fulfilled' && welcome.value.welcomePromo)
        loyalty.welcomePromo = {
          code: welcome.value.welcomePromo.code,
          description: welcome.value.welcomePromo.description,
        };
      return {
        data: {
          ...base,
          loyalty,
          orders: history.status === 'fulfilled' ? history.value.orders : null,
        },
      };
    },
    { mode: 'read' },
  );
  return result.ok ? result.data : null;
}
