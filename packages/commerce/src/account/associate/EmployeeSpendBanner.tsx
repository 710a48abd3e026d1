import { formatMoney } from '@storefront/ui';
import { spendProgress } from '../spend/spendRules';
import * as styles from './associate.css';
import { type EmployeeSpendLabels, employeeSpendLabels } from './labels';

/** An employee's discount programme (spec 2 §3 "Employee discount"), major units. */
export interface EmployeeSpend {
  currentSpend: number;
  annualCap: number;
}

/** Props of {@link EmployeeSpendBanner}. */
export interface EmployeeSpendBannerProps {
  /** The profile's `consumerDetails.employee` (GET /consumers-v3/consumer). */
  spend: EmployeeSpend;
  /** ISO 4217 code of the site, e.g. `USD`. */
  currency: string;
  /** BCP 47 tag for amounts, e.g. `en-US`. */
  locale: string;
  /** The banner's words (English by default; `employeeSpendLabelsFrom`). */
  labels?: EmployeeSpendLabels;
}

/**
 * The spend banner of a connected employee (spec 2 §1 "a spend banner showing current spend
 * against an annual cap", §3 "Employee discount: currentSpend, annualCap", §6): what the
 * associate discount has covered this year against the cap, and what is left; once the cap is
 * reached, that the discount no longer applies (the API stops it there). Server-safe.
 */
export function EmployeeSpendBanner({
  spend,
  currency,
  locale,
  labels = employeeSpendLabels,
}: EmployeeSpendBannerProps) {
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const { remaining } = spendProgress({ currentSpend: spend.currentSpend, limit: spend.annualCap });
  return (
    <section className={styles.spend} aria-label={labels.label} data-testid="employee-spend">
      <p className={styles.spendText}>
        {labels.spent(money(spend.currentSpend), money(spend.annualCap))}
      </p>
      <p className={styles.spendText}>
        {remaining > 0 ? labels.remaining(money(remaining)) : labels.reached}
      </p>
    </section>
  );
}
