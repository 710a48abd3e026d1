import { cookies } from 'next/headers';
import { storefrontCookieNames } from '../session/cookieNames';
import { type AssociateSession, parseAssociateSession } from './associate';
import { inStoreAssociateMode } from './data';

/**
 * The associate session of the request when associate mode is on (`IN_STORE_ASSOCIATE=on`)
 * and the `inStoreSession` cookie carries one; else undefined. Server components and actions.
 */
export async function readAssociateSession(): Promise<AssociateSession | undefined> {
  if (!inStoreAssociateMode) return undefined;
  return parseAssociateSession((await cookies()).get(storefrontCookieNames.inStoreSession)?.value);
}
