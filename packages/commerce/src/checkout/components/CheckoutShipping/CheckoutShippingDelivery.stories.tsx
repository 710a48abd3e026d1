import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureDeliveryActions,
  fixtureDeliveryData,
  fixtureDenverStore,
  fixtureDigitalBasket,
  fixtureHomeBasket,
  fixtureLodoPoint,
  fixturePudoBasket,
  fixtureStorePickupBasket,
  fixtureStores,
  fixtureStsBasket,
} from '../../flow/deliveryFixtures';
import { fixtureCountries, fixtureCountryData, fixtureFailure } from '../../flow/fixtures';
import { CheckoutShipping } from './CheckoutShipping.client';

/** Spied delivery actions (each story gets fresh spies). */
const spied = (overrides: Parameters<typeof fixtureDeliveryActions>[0] = {}) => {
  const base = fixtureDeliveryActions(overrides);
  return {
    ...base,
    setShippingMethod: fn(base.setShippingMethod),
    setCollectionAddress: fn(base.setCollectionAddress),
    searchPlaces: fn(base.searchPlaces),
    removeShippingAddress: fn(async () => ({
      ok: true as const,
      ...fixtureDeliveryData(fixtureStorePickupBasket),
    })),
  };
};

/** The pickup basket as the API answers it while the home shipment keeps the typed address. */
const pickupKeepingHomeAddress = {
  ...fixtureStorePickupBasket,
  shipments: fixtureStorePickupBasket.shipments.map((s) =>
    s.shipmentId === 'me'
      ? { ...s, shippingAddress: { addressLine1: '1 Main St', city: 'Denver' } }
      : s,
  ),
};

const meta = {
  title: 'Commerce/Checkout/Shipping delivery',
  component: CheckoutShipping,
  args: {
    data: fixtureDeliveryData(fixtureHomeBasket),
    countries: fixtureCountries.shipping,
    countryData: fixtureCountryData,
    region: 'NORA',
    siteCountry: 'US',
    locale: 'en-US',
    storeNames: { '0101': 'Alpine Denver Flagship', '0102': 'Alpine Boulder' },
    storeServices: { pickup: true, sts: true },
    actions: spied(),
    onData: fn(),
    onContinue: fn(),
    onFailure: fn(),
    onPlaceChosen: fn(),
  },
} satisfies Meta<typeof CheckoutShipping>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opens the picker of a store delivery and searches a postal code. */
async function search(button: string, query: string) {
  await userEvent.click(page().getByRole('button', { name: button }));
  const dialog = await page().findByRole('dialog');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^Postal code or city/ }),
    query,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  return dialog;
}

/** Home delivery: the home methods as radios, then every store delivery the site offers. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^Standard · \$8\.00/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Express · \$20\.00/ })).toBeVisible();
    for (const name of ['Pickup in store', 'Ship to store', 'Collection point'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

/**
 * The store picker: stores near 80202 with availability; one not in stock cannot be chosen.
 * Choosing one moves the only item there, so the home address the shopper typed earlier is
 * removed (spec 1 §7 DELETE …/shippingAddress).
 */
export const StorePickerOpen: Story = {
  args: {
    actions: spied({
      setShippingMethod: async () => ({
        ok: true as const,
        ...fixtureDeliveryData(pickupKeepingHomeAddress),
      }),
    }),
  },
  play: async ({ args }) => {
    const dialog = await search('Pickup in store', '80202');
    await expect(await within(dialog).findByText('Alpine Denver Flagship')).toBeVisible();
    await expect(within(dialog).getByText('Not in stock for pickup')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Choose Alpine Boulder' }),
    ).toBeDisabled();
    await expect(args.actions.searchPlaces).toHaveBeenCalledWith({
      code: 'pickup',
      query: '80202',
      items: [{ productId: 'ALP1001M-BLA-9', qty: 1 }],
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Choose Alpine Denver Flagship' }),
    );
    await waitFor(() =>
      expect(args.actions.setShippingMethod).toHaveBeenCalledWith({
        shippingId: 'me',
        code: 'pickup',
        storeId: '0101',
      }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onPlaceChosen).toHaveBeenCalledWith(fixtureDenverStore);
    await expect(args.actions.removeShippingAddress).toHaveBeenCalledTimes(1);
  },
};

/** No store near the searched place: the picker says so. */
export const NoStoreAvailable: Story = {
  play: async () => {
    const dialog = await search('Ship to store', '00000');
    await expect(
      await within(dialog).findByText(
        'No store available near this place. Try another postal code or city.',
      ),
    ).toBeVisible();
  },
};

/** The picker's search needs a postal code or city; a refused move is shown in the dialog. */
export const PickerErrors: Story = {
  args: {
    actions: spied({
      setShippingMethod: async () =>
        fixtureFailure('SHP404', 'This delivery method is not available for your items.'),
    }),
  },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Pickup in store' }));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Denver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose Alpine Denver Flagship' }),
    );
    await expect(
      await within(dialog).findByText('This delivery method is not available for your items.'),
    ).toBeVisible();
  },
};

/** Ship to store: the store's address is sent as the shipment's (context COLLECTION). */
export const ShipToStore: Story = {
  args: {
    data: fixtureDeliveryData(fixtureStsBasket),
    places: { '0101': fixtureDenverStore },
    actions: spied(),
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ship to store: Alpine Denver Flagship' }),
    ).toBeVisible();
    await expect(canvas.getByText(/1600 Wynkoop St/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change store' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^First name/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(args.actions.setCollectionAddress).toHaveBeenCalledWith('sts-0101', {
        addressLine1: '1600 Wynkoop St',
        city: 'Denver',
        postalCode: '80202',
        province: 'CO',
        countryCode: 'US',
      }),
    );
    await waitFor(() => expect(args.onContinue).toHaveBeenCalled());
  },
};

/** Collection point with the configured contact: every field's message, then all sent. */
export const CollectionPointValidation: Story = {
  args: {
    data: fixtureDeliveryData(fixturePudoBasket),
    places: { 'CP-US-001': fixtureLodoPoint },
    pickupContactRequired: true,
    actions: spied(),
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Collection point: UPS Access Point – LoDo Market' }),
    ).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Continue to billing' });
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(4));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Contact first name/ }), 'Ad4');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Contact last name/ }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Pickup email/ }), 'ada@example');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Pickup phone/ }), '12');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Name is not valid.')).toBeVisible();
    await expect(canvas.getByText('Email is not valid')).toBeVisible();
    await expect(canvas.getByText('A valid phone number is required')).toBeVisible();
    await expect(args.actions.setCollectionAddress).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Contact first name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Contact first name/ }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Pickup email/ }), '.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Pickup phone/ }), '3035550100');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.actions.setCollectionAddress).toHaveBeenCalledWith(
        'pudo-CP-US-001',
        expect.objectContaining({
          addressLine1: '1701 Wynkoop St',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '123035550100',
        }),
      ),
    );
  },
};

/** Changing the store asks for confirmation, then says the store changed. */
export const ChangeStore: Story = {
  args: {
    data: fixtureDeliveryData(fixtureStorePickupBasket),
    places: { '0101': fixtureDenverStore },
    actions: spied({
      searchPlaces: async () => ({
        ok: true,
        places: fixtureStores.map((s) => ({ ...s, available: true })),
      }),
    }),
  },
  play: async ({ args }) => {
    const dialog = await search('Change store', '80202');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose Alpine Boulder' }),
    );
    await expect(
      await within(dialog).findByText(
        'The items of Alpine Denver Flagship will move to Alpine Boulder. Availability and delivery time may change.',
      ),
    ).toBeVisible();
    await expect(args.actions.setShippingMethod).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change' }));
    await waitFor(() =>
      expect(args.actions.setShippingMethod).toHaveBeenCalledWith({
        shippingId: 'pickup-0101',
        code: 'pickup',
        storeId: '0102',
      }),
    );
    await expect(
      await within(dialog).findByText('Your items are now delivered to Alpine Boulder.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** A digital item: e-mailed to the gift recipient, no address form, no store choices. */
export const Digital: Story = {
  args: { data: fixtureDeliveryData(fixtureDigitalBasket), actions: spied() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Digital delivery' })).toBeVisible();
    await expect(canvas.getByText(/By e-mail to grace@example\.com/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pickup in store' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalled());
    await expect(args.actions.setCollectionAddress).not.toHaveBeenCalled();
  },
};
