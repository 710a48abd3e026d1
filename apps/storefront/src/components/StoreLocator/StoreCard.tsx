import type { Store } from '@storefront/api-contract';
import { formatDistance, openingHoursRows } from '@storefront/commerce';
import {
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@storefront/ui';
import type { Translate } from '../../i18n/translate';
import * as styles from './StoreLocator.css';

/** Props of {@link StoreCard}. */
export interface StoreCardProps {
  store: Store;
  /** The page's BCP 47 tag (`en-US`): distances, weekdays and hours in its format. */
  tag: string;
  /** The store page's path; the name links there (none on the store page itself). */
  href?: string;
  /** Whether this is the shopper's favourite store (spec 1 §3 `favoriteStoreId`). */
  favorite: boolean;
  /** The form action that makes it the favourite (posts `storeId`); works without JS. */
  chooseAction(form: FormData): void | Promise<void>;
  /** The `stores` translator. */
  t: Translate;
  /** The heading level of the store's name: 2 in the list, 1 on the store page. */
  level?: 1 | 2;
  /** Opening hours open (the store page) or in a disclosure (the list). */
  hoursOpen?: boolean;
}

/**
 * One store of the locator (spec 2 §7 "Stores"): name, distance from the searched point in the
 * locale's unit, address, phone, services (pickup in store, ship to store), opening hours, and
 * "Make this my store" (a form posting to a Server Action, so it works without JavaScript) or
 * the "My store" badge. A server component: words come from the translator.
 */
export function StoreCard({
  store,
  tag,
  href,
  favorite,
  chooseAction,
  t,
  level = 2,
  hoursOpen = false,
}: StoreCardProps) {
  const nameId = `store-${store.id}-name`;
  const { address } = store;
  const hours = (
    <dl className={styles.hours}>
      {openingHoursRows(store, tag).map((row) => (
        <div key={row.day} className={styles.hoursRow}>
          <dt className={styles.hoursDay}>{row.label}</dt>
          <dd className={styles.hoursTime}>{row.hours ?? t('store.closed')}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Card as={level === 2 ? 'li' : 'section'} aria-labelledby={nameId}>
      <Stack gap="sm">
        <Inline gap="sm" justify="between" align="center" wrap>
          <Heading level={level} look={level === 1 ? 'xl' : 'sm'} id={nameId}>
            {href ? (
              <Link href={href} variant="plain">
                {store.name}
              </Link>
            ) : (
              store.name
            )}
          </Heading>
          {favorite && (
            <Badge tone="success" icon="check">
              {t('store.favorite')}
            </Badge>
          )}
        </Inline>
        {store.distance !== undefined && (
          <Text tone="muted">
            {t('store.distance', { distance: formatDistance(store.distance, tag) })}
          </Text>
        )}
        <address className={styles.address}>
          {address.addressLine1}
          {address.addressLine2 && (
            <>
              <br />
              {address.addressLine2}
            </>
          )}
          <br />
          {[address.city, address.stateCode, address.postalCode].filter(Boolean).join(' ')}
          <br />
          <Link href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</Link>
        </address>
        {(store.services.pickup || store.services.shipToStore) && (
          <Inline gap="xs" wrap align="center">
            <VisuallyHidden>{t('store.services')}</VisuallyHidden>
            {store.services.pickup && <Badge tone="info">{t('store.pickup')}</Badge>}
            {store.services.shipToStore && <Badge tone="info">{t('store.shipToStore')}</Badge>}
          </Inline>
        )}
        {hoursOpen ? (
          <Stack gap="xs">
            <Heading level={level === 1 ? 2 : 3} look="xs">
              {t('store.hours')}
            </Heading>
            {hours}
          </Stack>
        ) : (
          <details>
            <summary className={styles.summary}>{t('store.hours')}</summary>
            {hours}
          </details>
        )}
        {!favorite && (
          <form action={chooseAction}>
            <input type="hidden" name="storeId" value={store.id} />
            <Button type="submit" variant="secondary">
              {t('store.makeFavorite')}{' '}
              <VisuallyHidden>{t('store.makeFavoriteOf', { name: store.name })}</VisuallyHidden>
            </Button>
          </form>
        )}
      </Stack>
    </Card>
  );
}
