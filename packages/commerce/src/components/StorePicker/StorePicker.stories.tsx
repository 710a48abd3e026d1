import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureCollectionPoints, fixtureStores } from '../../checkout-flow/deliveryFixtures';
import { fixtureFailure } from '../../checkout-flow/fixtures';
import { checkoutLabelsFr } from '../../checkout-flow/labelsFr';
import { StorePicker, type StorePickerProps } from './StorePicker';

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
