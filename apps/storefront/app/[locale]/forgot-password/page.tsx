import { languageOf } from '@storefront/api-contract';
import { passwordLabelsFrom } from '@storefront/commerce';
import { ForgotPasswordForm } from '@storefront/commerce/client';
import { Container, Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { requestPasswordResetAction } from '../../../src/lib/auth/passwordActions';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';
import * as styles from './page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'password' }))('forgot.title'),
);

/**
 * Forgot password `/{lang}-{region}/forgot-password` (spec 3 §2; spec 2 §2 forgot-password
 * step; spec 1 §7 reset password): the account's email, sent by `requestPasswordResetAction`;
 * the API mails a link to `/{lang}-{region}/reset-password?token=…` (the mock API's outbox).
 * `?email=` prefills the address (a link from the sign-in form).
 */
export default async function ForgotPasswordRoute({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const email = (await searchParams).email;
  const t = await getTranslations({ locale: locale.path, namespace: 'password' });
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('forgot.title')}</Heading>
      <p className={styles.intro}>{t('forgot.intro')}</p>
      <ForgotPasswordForm
        labels={passwordLabelsFrom(t, languageOf(locale))}
        onRequestLink={requestPasswordResetAction}
        signInHref={`/${locale.path}/sign-in`}
        {...(typeof email === 'string' ? { defaultEmail: email.slice(0, 100) } : {})}
      />
    </Container>
  );
}
