import { Heading, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import * as styles from './AccountOverview.css';

/** Props of {@link AccountOverview}. */
export interface AccountOverviewProps {
  /** The consumer's first name, else the email. */
  name: string;
  /** The `shell` translator of the page's locale (`account.*`). */
  t: Translate;
  /** e.g. `en-us`: the links' locale. */
  localePath: string;
  /** The partial-enrolment prompt (spec 2 §4), when the profile is partially enrolled. */
  prompt?: ReactNode;
  /** The spend banner of an employee, athlete, WRANX or IPA profile (spec 2 §1), if any. */
  spend?: ReactNode;
  /** The loyalty summary (points, vouchers, welcome offer). */
  loyalty: ReactNode;
  /** The recent orders. */
  orders: ReactNode;
  /** The `account` fixed page's `top` slot (spec 2 §7), under the greeting. */
  slotTop?: ReactNode;
  /** The `account` fixed page's `main` slot, after the overview's panels. */
  slotMain?: ReactNode;
}

/**
 * The account overview `/{locale}/account` (spec 1 §2; spec 2 §1, §4, §6): a greeting with the
 * consumer's name, the partial-enrolment prompt, the spend banner, the loyalty summary, the
 * recent orders and a link to change the password, with the `account` fixed page's content
 * slots around them. The account navigation and sign out are the account layout's.
 * Server-safe.
 */
export function AccountOverview({
  name,
  t,
  localePath,
  prompt,
  spend,
  loyalty,
  orders,
  slotTop,
  slotMain,
}: AccountOverviewProps) {
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.greeting', { name })}</Heading>
      {slotTop}
      {prompt}
      {spend}
      <div className={styles.panels}>
        {loyalty}
        {orders}
      </div>
      {slotMain}
      <nav aria-label={t('account.links')}>
        <ul className={styles.links}>
          <li>
            <Link href={`/${localePath}/account/password`}>{t('account.changePassword')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
