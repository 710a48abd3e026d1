import type { ConsumerProfile, UpdateConsumerRequest } from '@storefront/api-contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import { assertBirthDate, assertEmail, type SitePhone, storedPhone } from '../auth/rules';
import type { Database } from '../db/client';
import {
  type ConsumerAddressRow,
  type ConsumerDetailsRecord,
  type ConsumerRow,
  consumerAddresses,
  consumers,
} from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { newMemberId } from './ids';

/** A stored address as answered (spec 2 §3 "Address"). */
export function toAddress(row: ConsumerAddressRow) {
  return { id: row.id, approachType: row.approachType, main: row.main, ...row.fields };
}

/** Whether a profile is partially enrolled (spec 2 §4). */
export function isPartiallyEnrolled(details: ConsumerDetailsRecord): boolean {
  if (!details.email) return false;
  return !(
    details.phone &&
    details.firstName &&
    details.lastName &&
    details.postalCode &&
    details.birthDate
  );
}

/**
 * The profile of GET /consumer (spec 2 §3): details with addresses and the employee,
 * athlete, prosumer and identity spend; `loyaltySummary` only when asked for and a member.
 */
export async function toProfile(
  db: Database,
  consumer: ConsumerRow,
  includeLoyaltySummary: boolean,
): Promise<ConsumerProfile> {
  const addresses = await db
    .select()
    .from(consumerAddresses)
    .where(eq(consumerAddresses.consumerId, consumer.id))
    .orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id));
  const { employee, athlete, identities } = consumer;
  const prosumer = identities[0];
  return {
    consumerId: consumer.id,
    ...(consumer.consumerNo ? { consumerNo: consumer.consumerNo } : {}),
    consumerType: consumer.type,
    consumerDetails: {
      ...consumer.details,
      address: addresses.map(toAddress),
      athlete: athlete
        ? { currentSpend: athlete.currentSpend, annualCap: athlete.annualCredit }
        : null,
      employee: employee
        ? {
            currentSpend: employee.currentSpend,
            annualCap: employee.annualCap,
            storeId: employee.storeId,
            isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted,
          }
        : null,
      prosumer: prosumer
        ? { currentSpend: prosumer.currentSpend, annualCap: prosumer.annualCredit }
        : null,
      identity: identities.map((i) => ({
        type: i.type,
        identityId: i.identityId,
        currentSpend: i.currentSpend,
        annualCap: i.annualCredit,
      })),
    },
    isLoyaltyMember: consumer.isLoyaltyMember,
    ...(consumer.memberId ? { memberId: consumer.memberId } : {}),
    ...(consumer.loyaltyOptInDate
      ? { loyaltyOptInDate: consumer.loyaltyOptInDate.toISOString() }
      : {}),
    ...(includeLoyaltySummary && consumer.isLoyaltyMember
      ? { loyaltySummary: { points: { balance: consumer.loyalty?.points ?? 0 } } }
      : {}),
    preferences: consumer.preferences,
    subscriptions: consumer.subscriptions,
    partiallyEnrolled: isPartiallyEnrolled(consumer.details),
  };
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * PUT /consumer (spec 2 §5): empty values are skipped (an update of only empty values
 * changes nothing); the email becomes the login.
 * @throws 400 `AUT453` email; 409 `AUT439` email of another account; 409 `AUT442` phone of
 * another account; 400 `PRO400` not a
 * calendar date; 400 `PRO410` too young. A `Loyalty` enrolment with `optin` makes a
 * non-member a loyalty member (member id, opt-in date, no points yet; spec 3 §4);
 * 400 `API400` employee terms on a non-employee.
 */
export async function updateProfile(
  db: Database,
  consumer: ConsumerRow,
  request: UpdateConsumerRequest,
  minimalAge: number,
  sitePhone: SitePhone = { entries: [] },
): Promise<ConsumerRow> {
  const now = clockOf(db)();
  const given = request.consumerProfile.consumerDetails ?? {};
  const details: ConsumerDetailsRecord = { ...consumer.details };
  for (const [key, value] of Object.entries(given) as [keyof ConsumerDetailsRecord, string][]) {
    if (!blank(value)) details[key] = value.trim();
  }
  let login = consumer.login;
  if (!blank(given.email)) {
    const email = (given.email ?? '').trim().toLowerCase();
    assertEmail(email);
    details.email = email;
    if (email !== consumer.login) {
      const [taken] = await db
        .select({ id: consumers.id })
        .from(consumers)
        .where(eq(consumers.login, email));
      if (taken) throw new ApiHttpError(409, 'AUT439', 'This email is already registered');
      login = email;
    }
  }
  if (!blank(given.phone)) {
    const phone = storedPhone(given.phone ?? '', sitePhone);
    if (phone !== consumer.details.phone) {
      const [taken] = await db
        .select({ id: consumers.id })
        .from(consumers)
        .where(
          and(
            ne(consumers.type, 'GUEST'),
            ne(consumers.id, consumer.id),
            sql`${consumers.details}->>'phone' = ${phone}`,
          ),
        );
      if (taken) throw new ApiHttpError(409, 'AUT442', 'This phone number is already in use');
    }
    details.phone = phone;
  }
  // A loyalty sign-up (spec 3 §4): the profile gets its Loyalty enrolment; a partial profile
  // may enrol and complete its details later (spec 2 §4, spec 3 §6), so the birth date is
  // checked when given, not required.
  const joins =
    !consumer.isLoyaltyMember &&
    (request.consumerProfile.enrollments ?? []).some((e) => e.type === 'Loyalty' && e.optin);
  assertBirthDate(details.birthDate, { required: false, minimalAge, now });
  const preferences = { ...consumer.preferences };
  for (const [key, value] of Object.entries(request.consumerProfile.preferences ?? {})) {
    if (!blank(value)) preferences[key as keyof typeof preferences] = value;
  }
  const accepted = request.consumerProfile.isEmployeeDiscountTCAccepted;
  if (accepted !== undefined && consumer.type !== 'EMPLOYEE') {
    throw new ApiHttpError(400, 'API400', 'Only employees accept the employee discount terms');
  }
  const [updated] = await db
    .update(consumers)
    .set({
      details,
      preferences,
      login,
      ...(accepted !== undefined ? { isEmployeeDiscountTCAccepted: accepted } : {}),
      ...(joins
        ? {
            isLoyaltyMember: true,
            memberId: consumer.memberId ?? newMemberId(),
            loyaltyOptInDate: now,
            loyalty: consumer.loyalty ?? {
              points: 0,
              vouchers: [],
              rewardCards: [],
              rewardCodes: [],
              welcomePromo: null,
            },
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(consumers.id, consumer.id))
    .returning();
  if (!updated) throw new ApiHttpError(404, 'CCN404', 'Unknown customer');
  return updated;
}
