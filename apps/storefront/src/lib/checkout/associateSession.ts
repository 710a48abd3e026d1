import { cookies } from 'next/headers';
import { storefrontCookieNames } from '../session/cookieNames';
import { type AssociateSession, parseAssociateSession } from './associate';
import { inStoreAssociateMode } from './data';

/**
 * The associate session of the `inStoreSession` cookie (written by the agent login,
 * `/associate-login`), whatever the associate mode; else undefined. Server components and
 * actions: the header strip, the order's in-store sales info, price adjustments.
 */
export async function readInStoreSession(): Promise<AssociateSession | undefined> {
  return parseAssociateSession((await cookies()).get(storefrontCookieNames.inStoreSession)?.value);
}

/**
 * The associate session of the request when associate mode is on (`IN_STORE_ASSOCIATE=on`)
 * and the `inStoreSession` cookie carries one; else undefined. Server components and actions.
 */
export async function readAssociateSession(): Promise<AssociateSession | undefined> {
  if (!inStoreAssociateMode) return undefined;
  return readInStoreSession();
}
