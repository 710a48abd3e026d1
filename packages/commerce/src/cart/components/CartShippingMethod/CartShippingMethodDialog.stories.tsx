import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureCollectionPoints, fixtureStores } from '../../../checkout/flow/deliveryFixtures';
import { fixtureItem } from '../../fixtures';
import {
  CartShippingMethodDialog,
  type CartShippingMethodDialogProps,
} from './CartShippingMethodDialog.client';

const boot = fixtureItem({
  shippingOptions: { selected: 'standard', available: ['standard', 'pickup', 'pudo'] },
});

const meta = {
  title: 'Commerce/Cart/Change shipping method',
  component: CartShippingMethodDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    item: boot,
    search: fn<CartShippingMethodDialogProps['search']>(async ({ code }) => ({
      ok: true,
      places: code === 'pudo' ? fixtureCollectionPoints : fixtureStores,
    })),
    onApply: fn<CartShippingMethodDialogProps['onApply']>(async () => ({ ok: true })),
    initialQuery: '80202',
  },
} satisfies Meta<typeof CartShippingMethodDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

/** Exactly the item's methods; a collection point found by postal code, then applied. */
export const ToACollectionPoint: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    const methods = body.getAllByRole('radiogroup')[0] as HTMLElement;
    await expect(within(methods).getAllByRole('radio')).toHaveLength(3);
    await expect(body.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(body.getByRole('radio', { name: 'Pick up at a collection point' }));
    await userEvent.click(body.getByRole('button', { name: 'Search' }));
    const point = await body.findByRole('radio', { name: /UPS Access Point/ });
    // Nothing is pre-selected: the shopper chooses.
    await expect(point).not.toBeChecked();
    await expect(body.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(point);
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith({ code: 'pudo', storeId: 'CP-US-001' }),
    );
  },
};

/** A store without the item cannot be chosen, and the current one is kept only when able. */
export const StoreWithoutStock: Story = {
  args: {
    item: fixtureItem({
      shippingOptions: {
        selected: 'pickup',
        available: ['standard', 'pickup'],
        storeInfo: { id: '0102', storeInventory: 0 },
      },
    }),
  },
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Search' }));
    const boulder = await body.findByRole('radio', { name: /Alpine Boulder/ });
    await expect(boulder).toBeDisabled();
    await expect(boulder).not.toBeChecked();
    await expect(body.getByText(/Not in stock for pickup/)).toBeVisible();
    await expect(body.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** The move is refused: the API's message is shown, the dialog stays. */
export const Refused: Story = {
  args: {
    onApply: fn<CartShippingMethodDialogProps['onApply']>(async () => ({
      ok: false,
      message: 'This item cannot go there.',
    })),
  },
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: 'Pick up in store' }));
    await userEvent.click(body.getByRole('button', { name: 'Search' }));
    await userEvent.click(await body.findByRole('radio', { name: /Alpine Denver Flagship/ }));
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('This item cannot go there.');
  },
};

/** French (Canada). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Modifier la livraison' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
  },
};
