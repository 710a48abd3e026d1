import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { redirect } from 'next/navigation';
import { readSession, type SessionSnapshot } from '../session/session';

/**
 * The guard of every account route (spec 2 §4: account routes need a session): a guest is
 * sent to `/{locale}/sign-in` with `returnTo` set to `path`, so the sign-in brings them back.
 * @param path the page's own path (and query), e.g. `/en-us/account/orders`
 * @returns the session of a signed-in shopper (never returns for a guest: `redirect` throws)
 */
export async function requireSignedIn(
  locale: StorefrontLocale,
  path: string,
): Promise<SessionSnapshot> {
  const session = await readSession();
  if (!session.signedIn) {
    redirect(`/${locale.path}/sign-in?returnTo=${encodeURIComponent(path)}`);
  }
  return session;
}
