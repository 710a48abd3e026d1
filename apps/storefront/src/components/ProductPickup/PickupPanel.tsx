import {
  Button,
  fillPlaceholders,
  Heading,
  Inline,
  Notification,
  Stack,
  Text,
} from '@storefront/ui';
import { useId } from 'react';
import type { PickupStore } from '../../lib/stores/types';

/** The pickup area's words, templates with `{store}` filled here (the page ships no catalogue). */
export interface PickupInStoreLabels {
  title: string;
  /** `Available for pickup today at {store}` */
  availableAt: string;
  /** `Not available for pickup at {store}. Choose another store.` */
  unavailableAt: string;
  chooseStoreHint: string;
  chooseOptions: string;
  pickUp: string;
  chooseStore: string;
  changeStore: string;
  failed: string;
}

/** Props of {@link PickupPanel}. */
export interface PickupPanelProps {
  /** Whether every option is chosen (a variant exists to pick up). */
  variantChosen: boolean;
  /** The shopper's store and whether it can hand over the variant. */
  store?: PickupStore | undefined;
  /** An add for pickup under way. */
  adding?: boolean;
  /** The failure of the last add. */
  error?: string | undefined;
  onPickUp(): void;
  onChooseStore(): void;
  labels: PickupInStoreLabels;
}

/**
 * What the product page's pickup area shows (spec 1 §2 pickup in store; spec 3 §4 stock per
 * variant): its heading, whether the chosen variant can be picked up at the shopper's store
 * (or what to choose first), "Pick up in store" only where the store has it, and "Choose a
 * store" / "Change store". Presentational: {@link PickupInStore} wires it to the cart and the
 * store picker.
 */
export function PickupPanel({
  variantChosen,
  store,
  adding = false,
  error,
  onPickUp,
  onChooseStore,
  labels,
}: PickupPanelProps) {
  const id = useId();
  let status = labels.chooseStoreHint;
  if (!variantChosen) status = labels.chooseOptions;
  else if (store)
    status = fillPlaceholders(store.available ? labels.availableAt : labels.unavailableAt, {
      store: store.name,
    });
  return (
    <section aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Heading level={2} look="xs" id={`${id}-title`}>
          {labels.title}
        </Heading>
        <Text>{status}</Text>
        {error && <Notification tone="error">{error}</Notification>}
        {variantChosen && (
          <Inline gap="sm" wrap>
            {store?.available && (
              <Button variant="secondary" loading={adding} onClick={onPickUp}>
                {labels.pickUp}
              </Button>
            )}
            <Button variant="tertiary" onClick={onChooseStore}>
              {store ? labels.changeStore : labels.chooseStore}
            </Button>
          </Inline>
        )}
      </Stack>
    </section>
  );
}
