import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storesTranslator } from '../StoreLocator/words';
import { pickupLabelsFrom } from './labels';
import { PickupPanel } from './PickupPanel';

const en = pickupLabelsFrom(storesTranslator('en'));
const fr = pickupLabelsFrom(storesTranslator('fr'));
const denver = { id: '0101', name: 'Alpine Denver Flagship', available: true };

const meta = {
  title: 'Storefront/ProductPickup/PickupPanel',
  component: PickupPanel,
  args: {
    variantChosen: true,
    store: denver,
    onPickUp: fn(),
    onChooseStore: fn(),
    labels: en,
  },
} satisfies Meta<typeof PickupPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The favourite store has the chosen variant: pick up there, or change the store. */
export const AvailableAtMyStore: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(en.title);
    await expect(
      canvas.getByText('Available for pickup today at Alpine Denver Flagship'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.pickUp }));
    await expect(args.onPickUp).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: en.changeStore }));
    await expect(args.onChooseStore).toHaveBeenCalled();
  },
};

/** The favourite store lacks it: no pickup button, another store can be chosen. */
export const NotAtMyStore: Story = {
  args: { store: { ...denver, available: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Not available for pickup at Alpine Denver/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en.pickUp })).toBeNull();
    await expect(canvas.getByRole('button', { name: en.changeStore })).toBeVisible();
  },
};

/** No favourite store yet: choose one. */
export const NoStoreYet: Story = {
  args: { store: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.chooseStoreHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.chooseStore })).toBeVisible();
  },
};

/** Options still to choose: no buttons. */
export const ChooseOptionsFirst: Story = {
  args: { variantChosen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.chooseOptions)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The add failed: its message as an alert. */
export const AddFailed: Story = {
  args: { error: en.failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.failed);
  },
};

/** French (Canada). */
export const French: Story = {
  args: { labels: fr },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Disponible pour retrait aujourd’hui chez Alpine Denver Flagship'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retirer en magasin' })).toBeVisible();
  },
};
