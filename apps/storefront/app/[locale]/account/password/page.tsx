import { languageOf } from '@storefront/api-contract';
import { passwordLabelsFrom } from '@storefront/commerce';
import { ChangePasswordForm } from '@storefront/commerce/client';
import { Container, Heading } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { changePasswordAction } from '../../../../src/lib/auth/passwordActions';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';
import { readSession } from '../../../../src/lib/session/session';
import * as styles from '../../forgot-password/page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'password' }))('change.title'),
);

/**
 * Change password in the account, `/{lang}-{region}/account/password` (spec 1 §7, spec 2 §8
 * AUT450-452, FE340, FE872): current, new (the one hint list) and confirmation, sent by
 * `changePasswordAction`. A guest goes to sign in first and comes back here.
 */
export default async function ChangePasswordRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  if (!(await readSession()).signedIn) {
    redirect(
      `/${locale.path}/sign-in?returnTo=${encodeURIComponent(`/${locale.path}/account/password`)}`,
    );
  }
  const t = await getTranslations({ locale: locale.path, namespace: 'password' });
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('change.title')}</Heading>
      <p className={styles.intro}>{t('change.intro')}</p>
      <ChangePasswordForm
        labels={passwordLabelsFrom(t, languageOf(locale))}
        onChangePassword={changePasswordAction}
        forgotPasswordHref={`/${locale.path}/forgot-password`}
      />
    </Container>
  );
}
