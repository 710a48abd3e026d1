import { getTranslations } from 'next-intl/server';
import { readSession } from '../../lib/session/session';
import { AccountLink, type AccountLinkProps } from './AccountLink.client';

/**
 * The header's {@link AccountLink} in the state of the request's session (server component):
 * reads the httpOnly session cookies, so the server HTML shows "Sign out" to a signed-in
 * shopper instead of "Sign in" until the header script loads. The island gets its words as
 * strings (no message runtime in the header's JavaScript). Every route under the locale
 * layout already renders per request (pages read `searchParams` and the cookies for
 * personalisation), so reading the cookies here makes no static page dynamic.
 */
export async function AccountLinkSession(
  props: Omit<AccountLinkProps, 'signedIn' | 'mergedCartMessage'>,
) {
  const { signedIn } = await readSession();
  const t = await getTranslations({ locale: props.localePath, namespace: 'account' });
  return <AccountLink {...props} signedIn={signedIn} mergedCartMessage={t('mergedCart')} />;
}
