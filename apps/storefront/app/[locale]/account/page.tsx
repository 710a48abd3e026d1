import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountOverview } from '../../../src/components/Account';
import { AccountSignOut } from '../../../src/components/Account/AccountSignOut.client';
import { readAccountSummary } from '../../../src/lib/auth/accountSummary';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';
import { readSession } from '../../../src/lib/session/session';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'shell' }))('account.title'),
);

/**
 * The account page `/{lang}-{region}/account` (spec 1 §2: where a sign-in from the checkout
 * lands): the consumer's name, loyalty points, links to change the password and to complete the
 * profile or join the loyalty programme, and sign out. A guest signs in first and comes back.
 */
export default async function AccountRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  if (!(await readSession()).signedIn) {
    redirect(`/${locale.path}/sign-in?returnTo=${encodeURIComponent(`/${locale.path}/account`)}`);
  }
  const summary = await readAccountSummary();
  // A signed-in profile that cannot be read now: a 404 rather than a sign-in loop.
  if (!summary) notFound();
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  return (
    <AccountOverview
      summary={summary}
      t={t}
      localePath={locale.path}
      signOut={<AccountSignOut label={t('account.signOut')} />}
    />
  );
}
