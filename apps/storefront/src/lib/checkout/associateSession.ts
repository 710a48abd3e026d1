import { cookies } from 'next/headers';
import { storefrontCookieNames } from '../session/cookieNames';
import { type AssociateSession, parseAssociateSession } from './associate';

/**
 * The associate session of the `inStoreSession` cookie (written by the agent login,
 * `/associate-login`), else undefined. Server components and actions: the header strip, the
 * checkout's read-only in-store sale and the order's in-store sales info, price adjustments.
 */
export async function readInStoreSession(): Promise<AssociateSession | undefined> {
  return parseAssociateSession((await cookies()).get(storefrontCookieNames.inStoreSession)?.value);
}
