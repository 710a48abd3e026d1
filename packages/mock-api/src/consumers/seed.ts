import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { hashPassword } from '../auth/password';
import { seedContactCategoriesIfEmpty } from '../contactus/repository';
import type { Database } from '../db/client';
import {
  type CreditProgrammeRecord,
  consumerAddresses,
  consumerPaymentInstruments,
  consumers,
  type EmployeeRecord,
  type IdentityRecord,
  type LoyaltyRecord,
} from '../db/consumerSchema';
import { cardFingerprint, savedCard } from './cards';

/** Folder of the consumer seed (`seed/consumers/consumers.json`). */
export const consumerSeedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/consumers',
);

const seedConsumerSchema = z.object({
  id: z.string(),
  type: z.enum(['REGISTERED', 'EMPLOYEE', 'ATHLETE']),
  login: z.string(),
  /** Absent: a profile created without a password (e.g. in store; spec 3 §2 sign-up prefill). */
  password: z.string().optional(),
  consumerNo: z.string(),
  memberId: z.string().optional(),
  isLoyaltyMember: z.boolean().optional(),
  loyaltyOptInDate: z.string().optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
  locked: z.boolean().optional(),
  details: z.record(z.string(), z.string()),
  preferences: z.record(z.string(), z.string()).optional(),
  subscriptions: z
    .array(
      z.object({
        channel: z.enum(['EMAIL', 'SMS']),
        type: z.string(),
        optin: z.boolean(),
        doubleOptin: z.boolean(),
      }),
    )
    .optional(),
  loyalty: z.custom<LoyaltyRecord>((v) => typeof v === 'object' && v !== null).optional(),
  employee: z.custom<EmployeeRecord>((v) => typeof v === 'object' && v !== null).optional(),
  athlete: z.custom<CreditProgrammeRecord>((v) => typeof v === 'object' && v !== null).optional(),
  identities: z
    .array(z.custom<IdentityRecord>((v) => typeof v === 'object' && v !== null))
    .optional(),
  addresses: z.array(
    z.object({
      id: z.string(),
      approachType: z.enum(['S', 'B']),
      main: z.boolean(),
      fields: z.object({
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        addressLine1: z.string(),
        addressLine2: z.string().optional(),
        city: z.string(),
        province: z.string().optional(),
        postalCode: z.string(),
        countryCode: z.string(),
        phone: z.string().optional(),
        phoneCode: z.string().optional(),
      }),
    }),
  ),
  cards: z.array(
    z.object({
      id: z.string(),
      paymentMethodId: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
      number: z.string(),
      cardType: z.string(),
      holderName: z.string(),
      expirationMonth: z.number().int(),
      expirationYear: z.number().int(),
      isDefault: z.boolean().optional(),
    }),
  ),
});

/** One seeded consumer as in `seed/consumers/consumers.json` (password in clear: test data). */
export type SeedConsumer = z.infer<typeof seedConsumerSchema>;

/** Reads and validates the consumer seed file. */
export async function readSeedConsumers(dir = consumerSeedDir): Promise<SeedConsumer[]> {
  const raw = JSON.parse(await readFile(path.join(dir, 'consumers.json'), 'utf8')) as unknown;
  return z.array(seedConsumerSchema).parse(raw);
}

/** Inserts the seed consumers with their addresses and saved cards. Returns the count. */
export async function insertConsumers(db: Database, seed?: SeedConsumer[]): Promise<number> {
  const list = seed ?? (await readSeedConsumers());
  const hashes = await Promise.all(
    list.map((c) => (c.password === undefined ? null : hashPassword(c.password))),
  );
  await db.transaction(async (tx) => {
    for (const [i, c] of list.entries()) {
      await tx.insert(consumers).values({
        id: c.id,
        type: c.type,
        login: c.login.toLowerCase(),
        passwordHash: hashes[i] ?? null,
        consumerNo: c.consumerNo,
        memberId: c.memberId ?? null,
        details: c.details,
        preferences: c.preferences ?? {},
        subscriptions: c.subscriptions ?? [],
        isLoyaltyMember: c.isLoyaltyMember ?? false,
        loyaltyOptInDate: c.loyaltyOptInDate ? new Date(c.loyaltyOptInDate) : null,
        loyalty: c.loyalty ?? null,
        employee: c.employee ?? null,
        athlete: c.athlete ?? null,
        identities: c.identities ?? [],
        isEmployeeDiscountTCAccepted: c.isEmployeeDiscountTCAccepted ?? false,
        failedLogins: c.locked ? 5 : 0,
        lockedAt: c.locked ? new Date('2026-01-01T00:00:00Z') : null,
      });
      if (c.addresses.length > 0) {
        await tx
          .insert(consumerAddresses)
          .values(c.addresses.map((a) => ({ ...a, consumerId: c.id })));
      }
      if (c.cards.length > 0) {
        await tx.insert(consumerPaymentInstruments).values(
          c.cards.map((card) => ({
            id: card.id,
            consumerId: c.id,
            paymentMethodId: card.paymentMethodId,
            fingerprint: cardFingerprint(card.number),
            card: savedCard(card),
            isDefault: card.isDefault ?? false,
          })),
        );
      }
    }
  });
  return list.length;
}

/**
 * Seeds the consumers (and the contact-us categories) when there are no registered
 * consumers yet; first start and after a reset. Returns how many consumers were inserted.
 */
export async function seedConsumersIfEmpty(db: Database): Promise<number> {
  await seedContactCategoriesIfEmpty(db);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(consumers)
    .where(sql`${consumers.login} is not null`);
  if ((row?.n ?? 0) > 0) return 0;
  return insertConsumers(db);
}
