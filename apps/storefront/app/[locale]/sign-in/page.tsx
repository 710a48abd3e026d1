import { captchaLabelsFrom, signInLabelsFrom } from '@storefront/commerce';
import { Container, Heading } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { captchaSettings } from '../../../src/lib/auth/captcha';
import { safeReturnTo } from '../../../src/lib/auth/returnTo';
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
 * The plain sign-in page `/{lang}-{region}/sign-in?returnTo=/…` (spec 1 §6 Registered
 * consumer; the spec's sign-in and sign-up dialogs and enrolment steps are not this page):
 * email and password, signed in by the `signInAction` server action (PKCE, captcha, the
 * guest's cart merged), then back to `returnTo` (same-origin paths only, else the locale's
 * home). A shopper already signed in goes straight there.
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
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('signIn.title')}</Heading>
      <p className={styles.intro}>{t('signIn.intro')}</p>
      {/* A provider for the form's hooks; its words come as props (no namespace shipped). */}
      <IntlIsland locale={locale} namespaces={[]}>
        <SignInPageClient
          labels={signInLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'account' }),
            locale.language,
          )}
          returnTo={returnTo}
          captcha={await captchaSettings()}
          captchaLabels={captchaLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'checkout' }),
          )}
        />
      </IntlIsland>
    </Container>
  );
}
