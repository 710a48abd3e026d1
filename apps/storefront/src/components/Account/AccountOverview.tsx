import { Container, Heading, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import * as styles from './AccountOverview.css';

/** What the account page shows of the signed-in consumer (spec 2 §3 profile). */
export interface AccountSummary {
  /** First name, else the email. */
  name: string;
  isLoyaltyMember: boolean;
  /** Loyalty points balance of a member (loyalty summary), when known. */
  points?: number;
  /** Some detail of spec 2 §4 is missing (phone, names, postal code, birth date). */
  partiallyEnrolled: boolean;
}

/** Props of {@link AccountOverview}. */
export interface AccountOverviewProps {
  summary: AccountSummary;
  /** The `shell` translator of the page's locale (`account.*`). */
  t: Translate;
  /** e.g. `en-us`: the links' locale. */
  localePath: string;
  /** The sign-out control (a client island; a plain button in stories). */
  signOut: ReactNode;
}

/**
 * The minimal account page (spec 1 §2: reached after a sign-in from the checkout): a heading
 * with the consumer's name, the loyalty points of a member, links to change the password and
 * to complete the profile or join the loyalty programme (`/account/enroll`, spec 2 §2, §4),
 * and sign out. Server-safe: only the sign-out control ships JavaScript.
 */
export function AccountOverview({ summary, t, localePath, signOut }: AccountOverviewProps) {
  const enrol = !summary.isLoyaltyMember
    ? t('account.joinLoyalty')
    : summary.partiallyEnrolled
      ? t('account.completeProfile')
      : undefined;
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('account.greeting', { name: summary.name })}</Heading>
      {summary.isLoyaltyMember && summary.points !== undefined && (
        <p className={styles.points}>{t('account.points', { points: summary.points })}</p>
      )}
      <nav aria-label={t('account.links')}>
        <ul className={styles.links}>
          <li>
            <Link href={`/${localePath}/account/password`}>{t('account.changePassword')}</Link>
          </li>
          {enrol && (
            <li>
              <Link href={`/${localePath}/account/enroll`}>{enrol}</Link>
            </li>
          )}
        </ul>
      </nav>
      {signOut}
    </Container>
  );
}
