import { Heading, Link } from '@storefront/ui';
import type { Translate } from '../../messages/translate';
import * as styles from './AccountOverviewParts.css';

/** What the overview shows of the loyalty programme (spec 2 §3 loyaltySummary, §7 loyalty calls). */
export interface LoyaltyOverview {
  isLoyaltyMember: boolean;
  /** `loyaltySummary.points.balance`, when known. */
  points?: number;
  /** Eligible reward vouchers (GET /consumer/loyalty/vouchers), when known. */
  vouchers?: number;
  /** The unused welcome promotion (GET /consumer/loyalty/promo/welcome), if any. */
  welcomePromo?: { code: string; description: string };
}

/** Props of {@link LoyaltySummary}. */
export interface LoyaltySummaryProps {
  loyalty: LoyaltyOverview;
  /** Where a non-member joins (the enrolment, spec 2 §2). */
  joinHref: string;
  /** The `accountarea` translator (`loyalty.*`). */
  t: Translate;
}

/**
 * The loyalty summary of the account overview (spec 2 §1, §3): a member's points balance,
 * eligible vouchers and welcome offer; a non-member is offered to join. Server-safe.
 */
export function LoyaltySummary({ loyalty, joinHref, t }: LoyaltySummaryProps) {
  return (
    <section className={styles.panel} aria-labelledby="loyalty-summary-title">
      <Heading level={2} id="loyalty-summary-title">
        {t('loyalty.title')}
      </Heading>
      {loyalty.isLoyaltyMember ? (
        <>
          {loyalty.points !== undefined && (
            <p className={styles.strong}>{t('loyalty.points', { points: loyalty.points })}</p>
          )}
          {loyalty.vouchers !== undefined && (
            <p className={styles.text}>{t('loyalty.vouchers', { count: loyalty.vouchers })}</p>
          )}
          {loyalty.welcomePromo && (
            <p className={styles.text}>
              {t('loyalty.welcomePromo', {
                description: loyalty.welcomePromo.description,
                code: loyalty.welcomePromo.code,
              })}
            </p>
          )}
        </>
      ) : (
        <>
          <p className={styles.text}>{t('loyalty.notMember')}</p>
          <Link href={joinHref}>{t('loyalty.join')}</Link>
        </>
      )}
    </section>
  );
}
