import { agentLoginLabelsFrom, captchaLabelsFrom } from '@storefront/commerce';
import { Container, Heading, Link } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { captchaSettings } from '../../../src/lib/auth/captcha';
import { readInStoreSession } from '../../../src/lib/checkout/associateSession';
import { requireLocale } from '../../../src/lib/locale';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { AssociateLoginPageClient } from './AssociateLoginPage.client';
import * as styles from './page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'associate' }))('page.title'),
);

/**
 * The agent login page `/{lang}-{region}/associate-login` (spec 1 §1, §6: employees sign in
 * through a separate agent login; spec 2 §2: where an ended in-store session goes): email,
 * password and store number, signed in by `agentLoginAction` (captcha `login`; STR404 at the
 * store number), then the cart. `?ended=1` (after "End session") shows that the session ended
 * and clears the device's persisted cart. An associate already in session goes to the cart.
 */
export default async function AssociateLoginRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = requireLocale((await params).locale);
  if (await readInStoreSession()) redirect(`/${locale.path}/cart`);
  const ended = (await searchParams).ended === '1';
  const t = await getTranslations({ locale: locale.path, namespace: 'associate' });
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('page.title')}</Heading>
      <p className={styles.intro}>{t('page.intro')}</p>
      {/* A provider for the form's hooks; its words come as props (no namespace shipped). */}
      <IntlIsland locale={locale} namespaces={[]}>
        <AssociateLoginPageClient
          labels={agentLoginLabelsFrom(t, locale.language)}
          captcha={await captchaSettings()}
          captchaLabels={captchaLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'checkout' }),
          )}
          {...(ended ? { notice: t('page.ended') } : {})}
        />
      </IntlIsland>
      <Link href={`/${locale.path}/sign-in`} variant="standalone">
        {t('page.shopperSignIn')}
      </Link>
    </Container>
  );
}
