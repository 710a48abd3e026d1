import type { CheckoutAddress } from '@storefront/api-contract';
import * as styles from './CheckoutSummary.css';

/** An address as lines (name, lines, city/province/postal code, country, contact). */
export function AddressBlock({ address }: { address: CheckoutAddress | undefined }) {
  if (!address) return null;
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.addressLine1,
    address.addressLine2,
    [address.city, address.province, address.postalCode].filter(Boolean).join(', '),
    address.countryCode ?? address.country,
    address.email,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line, i) => (
        <span key={`${i}-${line}`}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
