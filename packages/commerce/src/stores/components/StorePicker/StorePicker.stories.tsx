import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureCollectionPoints, fixtureStores } from '../../../checkout/flow/deliveryFixtures';
import { fixtureFailure } from '../../../checkout/flow/fixtures';
import type { DeliveryPlace } from '../../../checkout/flow/types';
import { labelsIn } from '../../../messages/labelsIn';
import { StorePicker, type StorePickerProps } from './StorePicker.client';

const checkoutLabelsFr = labelsIn('fr').checkout;

const meta = {
  title: 'Commerce/Checkout/Store picker',
  component: StorePicker,
  args: {
    open: true,
    onOpenChange: fn(),
    code: 'pickup',
    items: [{ productId: 'ALP1001M-BLA-9', qty: 1 }],
    search: fn<StorePickerProps['search']>(async () => ({ ok: true, places: fixtureStores })),
    onChoose: fn(async () => ({ ok: true as const })),
    initialQuery: '80202',
  },
} satisfies Meta<typeof StorePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** Stores near the postal code, nearest first; the one without stock cannot be chosen. */
export const Stores: Story = {
  play: async ({ args }) => {
    const picker = within(await dialog());
    await userEvent.click(picker.getByRole('button', { name: 'Search' }));
    await expect(await picker.findByText('In stock for pickup')).toBeVisible();
    await expect(picker.getByText(/0\.4 km/)).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Choose Alpine Boulder' })).toBeDisabled();
    await userEvent.click(picker.getByRole('button', { name: 'Choose Alpine Denver Flagship' }));
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith(fixtureStores[0]));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Collection points, by keyboard alone: type, Enter searches, Tab reaches the choice. */
export const CollectionPointsByKeyboard: Story = {
  args: {
    code: 'pudo',
    initialQuery: '',
    search: fn<StorePickerProps['search']>(async () => ({
      ok: true,
      places: fixtureCollectionPoints,
    })),
  },
  play: async ({ args }) => {
    const picker = within(await dialog());
    const query = picker.getByRole('textbox', { name: /^Postal code or city/ });
    await waitFor(() => expect(query).toHaveFocus());
    await userEvent.keyboard('Denver{Enter}');
    await expect(await picker.findByText('Open for collection')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      picker.getByRole('button', { name: 'Choose UPS Access Point – LoDo Market' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChoose).toHaveBeenCalled());
  },
};

/** The search fails: its message is shown in the dialog. */
export const SearchFailed: Story = {
  args: {
    search: fn<StorePickerProps['search']>(async () =>
      fixtureFailure('GEN500', 'Something went wrong. Please try again later.'),
    ),
  },
  play: async () => {
    const picker = within(await dialog());
    await userEvent.click(picker.getByRole('button', { name: 'Search' }));
    await expect(
      await picker.findByText('Something went wrong. Please try again later.'),
    ).toBeVisible();
  },
};

/** French (fr-CA): the change of store asks for confirmation in French. */
export const ChangeStoreFrench: Story = {
  args: {
    labels: checkoutLabelsFr,
    current: { id: '0102', name: 'Alpine Boulder' },
  },
  play: async ({ args }) => {
    const picker = within(await dialog());
    await userEvent.click(picker.getByRole('button', { name: 'Rechercher' }));
    await userEvent.click(
      await picker.findByRole('button', { name: 'Choisir Alpine Denver Flagship' }),
    );
    await expect(await picker.findByText(/Les articles de Alpine Boulder/)).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Oui, changer' }));
    await expect(
      await picker.findByText('Vos articles sont maintenant livrés à Alpine Denver Flagship.'),
    ).toBeVisible();
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

/**
 * A shipment as the shipping step shows it: home delivery with a "Pickup in store" button that
 * opens the picker; once a store is chosen the section is replaced (new key) by the store's
 * heading and a "Change store" button, so the element that opened the picker is gone.
 */
function ShipmentHost(args: StorePickerProps) {
  const [store, setStore] = useState<DeliveryPlace | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div>
      {store ? (
        <section key={`pickup-${store.id}`} aria-labelledby="host-pickup">
          <h2 id="host-pickup">Pickup in store: {store.name}</h2>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Change store
          </Button>
        </section>
      ) : (
        <section key="home" aria-labelledby="host-home">
          <h2 id="host-home">Home delivery</h2>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Pickup in store
          </Button>
        </section>
      )}
      {open && (
        <StorePicker
          {...args}
          open
          onOpenChange={(next) => {
            args.onOpenChange(next);
            if (!next) setOpen(false);
          }}
          {...(store ? { current: { id: store.id, name: store.name } } : {})}
          onChoose={async (place) => {
            const result = await args.onChoose(place);
            if (result.ok) setStore(place);
            return result;
          }}
        />
      )}
    </div>
  );
}

/**
 * Focus after the choice: the "Pickup in store" button that opened the picker is gone once
 * the store is chosen, so focus lands on the "Change store" button that replaced it (not on
 * the page's body); closing with Escape returns it to that button, which is still there.
 */
export const FocusReturnsAfterChoice: Story = {
  render: (args) => <ShipmentHost {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pickup in store' }));
    const picker = within(await dialog());
    await userEvent.click(picker.getByRole('button', { name: 'Search' }));
    await userEvent.click(
      await picker.findByRole('button', { name: 'Choose Alpine Denver Flagship' }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const change = canvas.getByRole('button', { name: 'Change store' });
    await waitFor(() => expect(change).toHaveFocus());
    await expect(
      canvas.getByRole('heading', { name: 'Pickup in store: Alpine Denver Flagship' }),
    ).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(change).toHaveFocus());
  },
};
