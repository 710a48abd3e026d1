import { formatMoney, numberFormat } from '@storefront/ui';
import type { Translate } from '../../messages/translate';
import * as styles from './SpendBanner.css';
import { type SpendProgramme, spendProgress } from './spendRules';

/** Props of {@link SpendBanner}. */
export interface SpendBannerProps {
  /** The consumer's programmes (`spendProgrammesOf(profile)`); none renders nothing. */
  programmes: readonly SpendProgramme[];
  /** ISO 4217 code of the site, e.g. `USD` (CAD shows its code, spec 2 §5). */
  currency: string;
  /** BCP 47 tag for amounts and percentages, e.g. `en-US`. */
  locale: string;
  /** The `accountarea` translator (`spend.*`). */
  t: Translate;
}

/**
 * The spend banner of the account overview (spec 2 §1: employees, athletes and the WRANX and
 * IPA professional profiles see current spend against an annual cap or credit; §6; §9:
 * percentages to 1 decimal): one region per programme with what was spent, the limit, the
 * share used and what is left (or that the limit is reached). Server-safe.
 */
export function SpendBanner({ programmes, currency, locale, t }: SpendBannerProps) {
  if (programmes.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div className={styles.list} data-testid="spend-banner">
      {programmes.map((programme) => {
        const progress = spendProgress(programme);
        return (
          <section
            key={programme.kind}
            className={styles.banner}
            aria-label={t(`spend.label.${programme.kind}`)}
          >
            <p className={styles.title}>{t(`spend.label.${programme.kind}`)}</p>
            <p className={styles.text}>
              {t(`spend.spent.${programme.kind}`, {
                spent: money(programme.currentSpend),
                limit: money(programme.limit),
                percent: percent.format(progress.percentUsed / 100),
              })}
            </p>
            <div className={styles.track} aria-hidden="true">
              <div className={styles.fill} style={{ width: `${progress.percentUsed}%` }} />
            </div>
            <p className={styles.text}>
              {progress.reached
                ? t('spend.reached')
                : t('spend.remaining', { amount: money(progress.remaining) })}
            </p>
          </section>
        );
      })}
    </div>
  );
}
