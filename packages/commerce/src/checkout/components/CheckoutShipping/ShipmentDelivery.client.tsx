'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { Button, Card, Inline, RadioGroup } from '@storefront/ui';
import {
  type DeliveryChoice,
  isStoreDelivery,
  type StoreDeliveryCode,
  shipmentKind,
} from '../../flow/delivery';
import type { CheckoutLabels } from '../../flow/labels';
import type { DeliveryPlace } from '../../flow/types';
import { AddressBlock } from '../CheckoutSummary/AddressBlock';
import * as styles from './CheckoutShipping.css';
import { methodLabel } from './shipmentInfo';

/** Props of {@link ShipmentDelivery}. */
export interface ShipmentDeliveryProps {
  shipment: BasketResponse['shipments'][number];
  items: BasketResponse['items'];
  /** The shipment's heading (home delivery, the store, the collection point). */
  name: string;
  /** What the shipment can use (see `deliveryChoices`). */
  choices: readonly DeliveryChoice[];
  /** The store or collection point the items go to, when known (address shown). */
  place?: DeliveryPlace;
  busy: boolean;
  money(amount: number): string;
  /** Opens the store picker for a store delivery (absent: no store deliveries offered). */
  onPicker?(code: StoreDeliveryCode): void;
  /** A home method (`standard`, `express`): POST /cart/v1/shippingMethod for this shipment. */
  onMethod(code: string): void;
  labels: CheckoutLabels;
}

/**
 * One shipment of the shipping step (spec 1 §3, §7): its items, its home methods as radios
 * (price, delivery time), or its store / collection point with "change"; buttons for the
 * other store deliveries (pickup in store, ship to store, collection point), each opening
 * the {@link StorePicker}. Digital items say where they are e-mailed (no address).
 */
export function ShipmentDelivery({
  shipment,
  items,
  name,
  choices,
  place,
  busy,
  money,
  onPicker,
  onMethod,
  labels,
}: ShipmentDeliveryProps) {
  const kind = shipmentKind(shipment.shipmentId);
  const home = choices.filter((c) => c.kind === 'home');
  const stores = choices.filter((c) => c.kind === 'store');
  const homeChoice = home.find((c) => c.code === 'standard') ?? home[0];
  const headingId = `shipment-${shipment.shipmentId}`;

  return (
    <Card as="section" display="grid" gap="sm" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {name}
      </h2>
      <ul className={styles.shipmentItems}>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} · {labels.qty(item.qty)}
            {item.isDigitalProduct && item.giftOption?.email && (
              <> · {labels.digitalTo(item.giftOption.email)}</>
            )}
          </li>
        ))}
      </ul>
      {kind === 'digital' && <p className={styles.methodText}>{labels.digitalNote}</p>}
      {kind === 'home' && home.length > 1 ? (
        <RadioGroup
          name={`method-${shipment.shipmentId}`}
          label={labels.delivery}
          value={shipment.shippingMethod?.code ?? ''}
          disabled={busy}
          options={home.map((c) => ({
            value: c.code,
            label:
              c.kind === 'home'
                ? methodLabel(
                    c.method,
                    money,
                    labels,
                    // the promotion is known for the chosen method only (the basket's answer)
                    c.code === shipment.shippingMethod?.code ? shipment.shippingDiscount : 0,
                  )
                : c.code,
          }))}
          onChange={(e) => onMethod(e.target.value)}
        />
      ) : (
        shipment.shippingMethod && (
          <p className={styles.methodText}>
            {methodLabel(shipment.shippingMethod, money, labels, shipment.shippingDiscount)}
          </p>
        )
      )}
      {isStoreDelivery(kind) && (
        <>
          {place ? (
            <AddressBlock address={{ ...place.address, province: place.address.stateCode }} />
          ) : (
            shipment.shippingAddress && <AddressBlock address={shipment.shippingAddress} />
          )}
          <Inline gap="sm">
            {onPicker && (
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => onPicker(kind)}>
                {labels.changePlace(kind)}
              </Button>
            )}
            {homeChoice && (
              <Button
                variant="secondary"
                size="sm"
                loading={busy}
                onClick={() => onMethod(homeChoice.code)}
              >
                {labels.shipHome}
              </Button>
            )}
          </Inline>
        </>
      )}
      {onPicker && stores.some((c) => c.code !== kind) && (
        <fieldset className={styles.storeChoices}>
          <legend className={styles.methodText}>{labels.otherWays}</legend>
          <Inline gap="sm">
            {stores
              .filter((c) => c.code !== kind)
              .map((c) => (
                <Button
                  key={c.code}
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => onPicker(c.code as StoreDeliveryCode)}
                >
                  {labels.methodNames[c.code] ?? c.code}
                </Button>
              ))}
          </Inline>
        </fieldset>
      )}
    </Card>
  );
}
