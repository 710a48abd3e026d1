import { languageOf } from '@storefront/api-contract';
import { captchaLabelsFrom, signInLabelsFrom } from '@storefront/commerce';
import { Container, Heading } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { getAugmentedPageContent } from '../../../src/lib/augmentedPage';
import { captchaSettings } from '../../../src/lib/auth/captcha';
import { safeReturnTo } from '../../../src/lib/auth/returnTo';
import { shellSlotRenderer } from '../../../src/lib/contentSlots';
import { requireLocale } from '../../../src/lib/locale';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { readSession } from '../../../src/lib/session/session';
import * as styles from './page.css';
import { SignInPageClient } from './SignInPage.client';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'shell' }))('signIn.title'),
);

/**
 * The sign-in page `/{lang}-{region}/sign-in?returnTo=/…` for direct links (spec 1 §6
 * Registered consumer; the header opens the same form as a dialog): the `sign-in-modal`
 * content slot (spec 2 §7), email and password, signed in by the `signInAction` server action
 * (PKCE, captcha `login`, the guest's cart merged), then to `afterSignInPath` (`returnTo`
 * when same-origin, `/account` from the checkout, else the locale's home). A shopper already
 * signed in goes straight to `returnTo`.
 */
export default async function SignInRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = requireLocale((await params).locale);
  const returnTo = safeReturnTo((await searchParams).returnTo, locale.path);
  if ((await readSession()).signedIn) redirect(returnTo);
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const content = shellSlotRenderer(
    locale,
    await getAugmentedPageContent(locale, 'sign-in-modal'),
  )('main');
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('signIn.title')}</Heading>
      <p className={styles.intro}>{t('signIn.intro')}</p>
      {content}
      {/* A provider for the form's hooks; its words come as props (no namespace shipped). */}
      <IntlIsland locale={locale} namespaces={[]}>
        <SignInPageClient
          labels={signInLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'signIn' }),
            languageOf(locale),
          )}
          returnTo={returnTo}
          localePath={locale.path}
          captcha={await captchaSettings()}
          captchaLabels={captchaLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'checkout' }),
          )}
        />
      </IntlIsland>
    </Container>
  );
}
