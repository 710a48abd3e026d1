import { Container } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import * as styles from '../../../src/components/Account/AccountNav.css';
import { AccountNavHere } from '../../../src/components/Account/AccountNavHere.client';
import { AccountSignOut } from '../../../src/components/Account/AccountSignOut.client';
import { accountNavLinks } from '../../../src/lib/account/accountNav';
import { readInStoreSession } from '../../../src/lib/checkout/associateSession';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';
import { readEmployee, readSession } from '../../../src/lib/session/session';

/**
 * The account area's layout (spec 1 §2 `/account`, spec 2 §1): every account page shows the
 * navigation over `accountSections` (favourites and saved for later hidden for a connected
 * employee, spec 1 §4) and sign out (to the home, spec 2 §4). A guest sees only the page,
 * which sends them to sign in (`requireSignedIn`).
 */
export default async function AccountLayout({
  params,
  children,
}: {
  params: LocaleParams;
  children: ReactNode;
}) {
  const locale = await routeLocale(params);
  const session = await readSession();
  if (!session.signedIn) return children;
  const [t, employee, associate] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'shell' }),
    readEmployee(),
    readInStoreSession(),
  ]);
  return (
    <Container className={styles.area}>
      <AccountNavHere
        label={t('account.sections.nav')}
        links={accountNavLinks(locale.path, { employee: Boolean(employee || associate) }, t)}
        signOut={<AccountSignOut label={t('account.signOut')} />}
      />
      <div className={styles.content}>{children}</div>
    </Container>
  );
}
