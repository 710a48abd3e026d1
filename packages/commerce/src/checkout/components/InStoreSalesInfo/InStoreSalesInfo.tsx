import type { Order } from '@storefront/api-contract';
import { Card } from '@storefront/ui';
import type { CheckoutLabels } from '../../flow/labels';
import * as shipping from '../CheckoutShipping/CheckoutShipping.css';
import * as styles from './InStoreSalesInfo.css';

/** The store and the employee of an in-store sale (spec 1 §7 `inStoreSalesInfo`, spec 2 §3). */
export type InStoreSale = NonNullable<Order['inStoreSalesInfo']>;

/** Props of {@link InStoreSalesInfo}. */
export interface InStoreSalesInfoProps {
  /** Store and employee ids; their names when known (a name falls back to its id). */
  info: InStoreSale;
  /** Prefix of the heading id (one section per page: `summary`, `confirmation`). */
  idPrefix: string;
  labels: Pick<CheckoutLabels, 'inStore' | 'inStoreStore' | 'inStoreEmployee' | 'inStoreName'>;
}

/**
 * The in-store sale of an order, read-only (spec 1 §7 `inStoreSalesInfo`; spec 2 §3 "In-store
 * session", §6 "In-store associate mode"): the store and the associate, each by name and
 * number. The checkout summary shows the associate session's (the order sends exactly those;
 * nothing is typed in), the order confirmation the ones the order recorded. Server-safe.
 */
export function InStoreSalesInfo({ info, idPrefix, labels }: InStoreSalesInfoProps) {
  const headingId = `${idPrefix}-in-store`;
  return (
    <Card
      as="section"
      display="grid"
      gap="sm"
      aria-labelledby={headingId}
      data-testid="in-store-sales-info"
    >
      <h2 id={headingId} className={shipping.sectionTitle}>
        {labels.inStore}
      </h2>
      <dl className={styles.facts}>
        <dt>{labels.inStoreStore}</dt>
        <dd data-store-id={info.storeId}>
          {labels.inStoreName(info.storeName ?? info.storeId, info.storeId)}
        </dd>
        <dt>{labels.inStoreEmployee}</dt>
        <dd data-employee-id={info.storeEmployeeId}>
          {labels.inStoreName(info.storeEmployeeName ?? info.storeEmployeeId, info.storeEmployeeId)}
        </dd>
      </dl>
    </Card>
  );
}
