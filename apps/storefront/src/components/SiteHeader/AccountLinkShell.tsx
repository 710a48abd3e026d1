import { findLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import { getAugmentedPageContent } from '../../lib/augmentedPage';
import { allowsSimplifiedEnrollment } from '../../lib/auth/accountFeatures';
import { shellSlotRenderer } from '../../lib/contentSlots';
import { signInWordsFor } from '../SignIn/signInWords';
import { AccountLink, type AccountLinkProps } from './AccountLink.client';

/**
 * The header's {@link AccountLink} with everything the server knows without the request
 * (server component): it reads no cookie, so the layout can be prerendered (ARCHITECTURE.md
 * §11). The island gets its words as strings (no message runtime in the header's JavaScript),
 * the sign-in dialog's words and captcha settings and the `sign-in-modal` and `sign-up-modal`
 * content slots (spec 2 §7), rendered here as server components: the dialog's code itself loads
 * on first use. Which control shows (sign in or sign out) is decided in the browser from the
 * readable `signedIn` cookie, before the first paint by the head script (`sessionFlags.ts`).
 */
export async function AccountLinkShell(
  props: Omit<
    AccountLinkProps,
    | 'mergedCartMessage'
    | 'signInWords'
    | 'signInContent'
    | 'signUpContent'
    | 'simplifiedEnrollment'
    | 'localeTag'
  >,
) {
  const locale = findLocale(props.localePath);
  const t = await getTranslations({ locale: props.localePath, namespace: 'account' });
  if (!locale) return <AccountLink {...props} mergedCartMessage={t('mergedCart')} />;
  const [words, content, signUpContent] = await Promise.all([
    signInWordsFor(locale),
    getAugmentedPageContent(locale, 'sign-in-modal'),
    getAugmentedPageContent(locale, 'sign-up-modal'),
  ]);
  return (
    <AccountLink
      {...props}
      mergedCartMessage={t('mergedCart')}
      localeTag={locale.tag}
      signInWords={words}
      signInContent={shellSlotRenderer(locale, content)('main')}
      signUpContent={shellSlotRenderer(locale, signUpContent)('main')}
      simplifiedEnrollment={allowsSimplifiedEnrollment(locale)}
    />
  );
}
