import { findLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import { getAugmentedPageContent } from '../../lib/augmentedPage';
import { allowsSimplifiedEnrollment } from '../../lib/auth/accountFeatures';
import { shellSlotRenderer } from '../../lib/contentSlots';
import { readSession } from '../../lib/session/session';
import { signInWordsFor } from '../SignIn/signInWords';
import { AccountLink, type AccountLinkProps } from './AccountLink.client';

/**
 * The header's {@link AccountLink} in the state of the request's session (server component):
 * reads the httpOnly session cookies, so the server HTML shows "Sign out" to a signed-in
 * shopper instead of "Sign in" until the header script loads. The island gets its words as
 * strings (no message runtime in the header's JavaScript). For a guest it also gets the sign-in
 * dialog's words and captcha settings and the `sign-in-modal` and `sign-up-modal` content slots (spec 2 §7),
 * rendered here as server components: the dialog's code itself loads on first use. Every route
 * under the locale layout already renders per request (pages read `searchParams` and the
 * cookies for personalisation), so reading the cookies here makes no static page dynamic.
 */
export async function AccountLinkSession(
  props: Omit<
    AccountLinkProps,
    | 'signedIn'
    | 'mergedCartMessage'
    | 'signInWords'
    | 'signInContent'
    | 'signUpContent'
    | 'simplifiedEnrollment'
    | 'localeTag'
  >,
) {
  const { signedIn } = await readSession();
  const locale = findLocale(props.localePath);
  const t = await getTranslations({ locale: props.localePath, namespace: 'account' });
  if (signedIn || !locale)
    return <AccountLink {...props} signedIn={signedIn} mergedCartMessage={t('mergedCart')} />;
  const [words, content, signUpContent] = await Promise.all([
    signInWordsFor(locale),
    getAugmentedPageContent(locale, 'sign-in-modal'),
    getAugmentedPageContent(locale, 'sign-up-modal'),
  ]);
  return (
    <AccountLink
      {...props}
      signedIn={false}
      mergedCartMessage={t('mergedCart')}
      localeTag={locale.tag}
      signInWords={words}
      signInContent={shellSlotRenderer(locale, content)('main')}
      signUpContent={shellSlotRenderer(locale, signUpContent)('main')}
      simplifiedEnrollment={allowsSimplifiedEnrollment(locale)}
    />
  );
}
