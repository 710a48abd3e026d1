import type { Store } from '@storefront/api-contract';
import {
  Button,
  Grid,
  Heading,
  Inline,
  Link,
  Notification,
  Stack,
  Text,
  TextField,
} from '@storefront/ui';
import type { Translate } from '../../i18n/translate';
import { StoreCard } from './StoreCard';
import * as styles from './StoreLocator.css';
import { UseMyLocation } from './UseMyLocation.client';

/** What the locator shows: every store, a postal code / city search, or a location search. */
export type StoreLocatorSearch =
  | { kind: 'all' }
  | { kind: 'text'; query: string }
  | { kind: 'location' };

/** Props of {@link StoreLocator}. */
export interface StoreLocatorProps {
  /** The locator's path, e.g. `/en-us/stores` (the GET form's action, the store pages' base). */
  path: string;
  /** The page's BCP 47 tag (`en-US`). */
  tag: string;
  search: StoreLocatorSearch;
  /** The stores found, nearest first; `null` when they cannot be read. */
  stores: Store[] | null;
  /** The shopper's favourite store id (spec 1 §3 `favoriteStoreId`). */
  favoriteStoreId?: string | undefined;
  /** Makes a store the favourite (a form action posting `storeId`). */
  chooseAction(form: FormData): void | Promise<void>;
  /** The `stores` translator. */
  t: Translate;
}

/**
 * The store locator (spec 2 §7 "Stores"; the `/{locale}/stores` page): a GET form searching by
 * postal code or city (works without JavaScript), "Use my location" once hydrated, the count of
 * stores found (a polite status), and the list, nearest first, each with distance, address,
 * opening hours, services and "Make this my store". No map: a list-only view (nothing is
 * loaded from an outside map service).
 */
export function StoreLocator({
  path,
  tag,
  search,
  stores,
  favoriteStoreId,
  chooseAction,
  t,
}: StoreLocatorProps) {
  const query = search.kind === 'text' ? search.query : '';
  const count = stores?.length ?? 0;
  let summary = t('locator.allStores', { count });
  if (search.kind === 'text') summary = t('locator.resultsFor', { count, query });
  if (search.kind === 'location') summary = t('locator.resultsNearYou', { count });
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={1}>{t('locator.title')}</Heading>
        <Text tone="muted">{t('locator.intro')}</Text>
      </Stack>
      <search>
        <form action={path} method="get">
          <Inline gap="sm" align="end" wrap>
            <div className={styles.queryField}>
              <TextField
                name="q"
                label={t('locator.query')}
                description={t('locator.queryHint')}
                defaultValue={query}
                maxLength={64}
                autoComplete="postal-code"
                required
              />
            </div>
            <Button type="submit">{t('locator.search')}</Button>
          </Inline>
        </form>
      </search>
      <UseMyLocation
        action={path}
        labels={{
          useLocation: t('locator.useLocation'),
          locating: t('locator.locating'),
          denied: t('locator.locationDenied'),
          unavailable: t('locator.locationUnavailable'),
        }}
      />
      {stores === null ? (
        <Notification tone="error">{t('locator.unavailable')}</Notification>
      ) : (
        <Stack gap="md">
          <p role="status">
            <strong>{summary}</strong>
          </p>
          {count === 0 && (
            <Text>
              {t('locator.noStores')} <Link href={path}>{t('locator.seeAll')}</Link>
            </Text>
          )}
          {count > 0 && (
            <Grid
              as="ul"
              columns={{ sm: 1, md: 2 }}
              gap="md"
              className={styles.list}
              aria-label={t('locator.listLabel')}
            >
              {stores.map((store) => (
                <StoreCard
                  key={store.id}
                  store={store}
                  tag={tag}
                  href={`${path}/${encodeURIComponent(store.id)}`}
                  favorite={store.id === favoriteStoreId}
                  chooseAction={chooseAction}
                  t={t}
                />
              ))}
            </Grid>
          )}
          {search.kind !== 'all' && count > 0 && <Link href={path}>{t('locator.seeAll')}</Link>}
        </Stack>
      )}
    </Stack>
  );
}
