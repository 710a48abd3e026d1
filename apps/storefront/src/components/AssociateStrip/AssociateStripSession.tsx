import { AssociateStrip, associateStripLabelsFrom } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { endAssociateSessionAction } from '../../lib/associate/actions';
import { readInStoreSession } from '../../lib/checkout/associateSession';

/**
 * The header's in-store associate strip (spec 2 §3 "In-store session", §4): rendered only
 * while the request's session is an agent login's (the httpOnly `inStoreSession` cookie), with
 * the store and associate names and "End session" (a form posting
 * `endAssociateSessionAction`: no client script). Renders nothing for everyone else.
 */
export async function AssociateStripSession({ localePath }: { localePath: string }) {
  const session = await readInStoreSession();
  if (!session) return null;
  const t = await getTranslations({ locale: localePath, namespace: 'associate' });
  const named = {
    storeId: session.storeId,
    storeEmployeeId: session.storeEmployeeId,
    storeName: session.storeName ?? session.storeId,
    storeEmployeeName: session.storeEmployeeName ?? session.storeEmployeeId,
  };
  return (
    <AssociateStrip
      session={named}
      labels={associateStripLabelsFrom(t, named)}
      endSessionAction={endAssociateSessionAction}
    />
  );
}
