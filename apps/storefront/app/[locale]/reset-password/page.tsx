import { languageOf } from '@storefront/api-contract';
import { passwordLabelsFrom } from '@storefront/commerce';
import { ResetPasswordForm } from '@storefront/commerce/client';
import { Container, Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { resetPasswordAction } from '../../../src/lib/auth/passwordActions';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';
import * as styles from '../forgot-password/page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'password' }))('reset.title'),
);

/**
 * The page of the link in the password reset mail, `/{lang}-{region}/reset-password?token=…`
 * (spec 1 §7 confirm forgot password, spec 2 §8 AUT402): the new password and its
 * confirmation, sent by `resetPasswordAction` with the link's token bound; then Sign in. An
 * expired, used or missing token shows the expired state with "Ask for a new link"
 * (`/forgot-password`).
 */
export default async function ResetPasswordRoute({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const token = (await searchParams).token;
  const t = await getTranslations({ locale: locale.path, namespace: 'password' });
  const valid = typeof token === 'string' && token.length > 0;
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('reset.title')}</Heading>
      <p className={styles.intro}>{valid ? t('reset.intro') : t('reset.missingToken')}</p>
      <ResetPasswordForm
        labels={passwordLabelsFrom(t, languageOf(locale))}
        onReset={resetPasswordAction.bind(null, valid ? token : '')}
        initialExpired={!valid}
        forgotPasswordHref={`/${locale.path}/forgot-password`}
        signInHref={`/${locale.path}/sign-in`}
      />
    </Container>
  );
}
