import { randomUUID } from 'node:crypto';
import type { AddressRequest } from '@storefront/api-contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import type { Database } from '../db/client';
import {
  type AddressFieldsRecord,
  type ConsumerAddressRow,
  consumerAddresses,
} from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const sameAddress = (a: AddressFieldsRecord, b: AddressFieldsRecord) =>
  [a.addressLine1, a.addressLine2 ?? '', a.city, a.postalCode, a.countryCode]
    .map((v) => v.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|') ===
  [b.addressLine1, b.addressLine2 ?? '', b.city, b.postalCode, b.countryCode]
    .map((v) => v.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

function fieldsOf(request: AddressRequest): AddressFieldsRecord {
  const { approachType: _type, main: _main, ...fields } = request;
  return { ...fields, countryCode: fields.countryCode.toUpperCase() };
}

async function addressesOf(tx: Tx, consumerId: string, approachType: 'S' | 'B') {
  return tx
    .select()
    .from(consumerAddresses)
    .where(
      and(
        eq(consumerAddresses.consumerId, consumerId),
        eq(consumerAddresses.approachType, approachType),
      ),
    )
    .orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id));
}

/** Clears the main flag of the other addresses of the type (spec 2 §4). */
async function clearOtherMains(
  tx: Tx,
  consumerId: string,
  approachType: 'S' | 'B',
  keepId: string,
) {
  await tx
    .update(consumerAddresses)
    .set({ main: false })
    .where(
      and(
        eq(consumerAddresses.consumerId, consumerId),
        eq(consumerAddresses.approachType, approachType),
        ne(consumerAddresses.id, keepId),
      ),
    );
}

/** Makes the oldest address of the type main when none is. */
async function ensureMain(tx: Tx, consumerId: string, approachType: 'S' | 'B') {
  const rows = await addressesOf(tx, consumerId, approachType);
  const first = rows[0];
  if (first && !rows.some((r) => r.main)) {
    await tx
      .update(consumerAddresses)
      .set({ main: true })
      .where(eq(consumerAddresses.id, first.id));
  }
}

/**
 * Adds an address (spec 2 §4 main-flag rule: the first of its approach type becomes main;
 * `main: true` clears the others of the type).
 * @throws 409 `CCA400` the same address (line 1 and 2, city, postal code, country) of the
 * same approach type exists.
 */
export async function addAddress(
  db: Database,
  consumerId: string,
  request: AddressRequest,
): Promise<ConsumerAddressRow> {
  const fields = fieldsOf(request);
  return db.transaction(async (tx) => {
    const existing = await addressesOf(tx, consumerId, request.approachType);
    if (existing.some((row) => sameAddress(row.fields, fields))) {
      throw new ApiHttpError(409, 'CCA400', 'This address already exists');
    }
    const main = existing.length === 0 || request.main === true;
    const [row] = await tx
      .insert(consumerAddresses)
      .values({
        id: randomUUID(),
        consumerId,
        approachType: request.approachType,
        main,
        fields,
        createdAt: clockOf(db)(),
      })
      .returning();
    if (!row) throw new ApiHttpError(500, 'GEN500', 'Address insert returned nothing');
    if (main) await clearOtherMains(tx, consumerId, request.approachType, row.id);
    return row;
  });
}

async function ownAddress(tx: Tx, consumerId: string, addressId: string) {
  const [row] = await tx
    .select()
    .from(consumerAddresses)
    .where(and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerId, consumerId)));
  if (!row) throw new ApiHttpError(404, 'CCA401', `Invalid address id ${addressId}`);
  return row;
}

/**
 * Replaces an address. `main: true` clears the others of the type; unsetting the only main
 * passes it to the oldest other address.
 * @throws 404 `CCA401` not one of the consumer's addresses; 409 `CCA400` it would duplicate
 * another address.
 */
export async function updateAddress(
  db: Database,
  consumerId: string,
  addressId: string,
  request: AddressRequest,
): Promise<ConsumerAddressRow> {
  const fields = fieldsOf(request);
  return db.transaction(async (tx) => {
    const current = await ownAddress(tx, consumerId, addressId);
    const others = (await addressesOf(tx, consumerId, request.approachType)).filter(
      (r) => r.id !== addressId,
    );
    if (others.some((row) => sameAddress(row.fields, fields))) {
      throw new ApiHttpError(409, 'CCA400', 'This address already exists');
    }
    const main = request.main ?? (current.approachType === request.approachType && current.main);
    const [row] = await tx
      .update(consumerAddresses)
      .set({ fields, approachType: request.approachType, main })
      .where(eq(consumerAddresses.id, addressId))
      .returning();
    if (!row) throw new ApiHttpError(404, 'CCA401', `Invalid address id ${addressId}`);
    if (main) await clearOtherMains(tx, consumerId, request.approachType, row.id);
    await ensureMain(tx, consumerId, request.approachType);
    if (current.approachType !== request.approachType) {
      await ensureMain(tx, consumerId, current.approachType);
    }
    const [fresh] = await tx
      .select()
      .from(consumerAddresses)
      .where(eq(consumerAddresses.id, addressId));
    return fresh ?? row;
  });
}

/** Deletes an address; a deleted main passes to the oldest other. @throws 404 `CCA401`. */
export async function deleteAddress(db: Database, consumerId: string, addressId: string) {
  await db.transaction(async (tx) => {
    const current = await ownAddress(tx, consumerId, addressId);
    await tx.delete(consumerAddresses).where(eq(consumerAddresses.id, addressId));
    await ensureMain(tx, consumerId, current.approachType);
  });
}
