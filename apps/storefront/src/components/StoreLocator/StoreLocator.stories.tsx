import type { Store } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoreLocator } from './StoreLocator';
import { storesTranslator } from './words';

const en = storesTranslator('en');
const fr = storesTranslator('fr');

const week = (open: string, close: string): Store['openingHours'] => [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    open,
    close,
    closed: false,
  })),
  { day: 'saturday', open: '10:00', close: '18:00', closed: false },
  { day: 'sunday', closed: true },
];

const store = (
  id: string,
  name: string,
  city: string,
  postalCode: string,
  distance: number,
  services = { pickup: true, shipToStore: true },
): Store => ({
  id,
  name,
  address: {
    addressLine1: `${id} Main Street`,
    city,
    postalCode,
    stateCode: 'CO',
    country: 'United States',
    countryCode: 'US',
  },
  phone: '+1 303 555 0101',
  email: 'store@alpine.example',
  latitude: 39.75,
  longitude: -105,
  openingHours: week('09:00', '21:00'),
  services,
  distance,
});

const stores = [
  store('0101', 'Alpine Denver Flagship', 'Denver', '80202', 1.6),
  store('0102', 'Alpine Boulder', 'Boulder', '80302', 38.2, { pickup: true, shipToStore: false }),
];

const meta = {
  title: 'Storefront/StoreLocator',
  component: StoreLocator,
  args: {
    path: '/en-us/stores',
    tag: 'en-US',
    search: { kind: 'text', query: '80202' },
    stores,
    chooseAction: fn(),
    t: en,
  },
} satisfies Meta<typeof StoreLocator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A postal code search: nearest first, distances in miles, each store can become "my store". */
export const PostalCodeResults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en('locator.title'));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 stores near “80202”');
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['Alpine Denver Flagship', 'Alpine Boulder']);
    await expect(canvas.getByText('1 mi away')).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(en('locator.query')) }),
    ).toHaveValue('80202');
    await expect(
      canvas.getByRole('button', { name: 'Make this my store (Alpine Boulder)' }),
    ).toBeVisible();
  },
};

/** The favourite store shows "My store" instead of the button; its hours open on demand. */
export const WithFavoriteStore: Story = {
  args: { favoriteStoreId: '0101' },
  play: async ({ canvas }) => {
    const [denver] = canvas.getAllByRole('listitem');
    await expect(denver).toHaveTextContent(en('store.favorite'));
    await expect(
      canvas.queryByRole('button', { name: 'Make this my store (Alpine Denver Flagship)' }),
    ).toBeNull();
    const summary = canvas.getAllByText(en('store.hours'))[0] as HTMLElement;
    const details = summary.closest('details') as HTMLDetailsElement;
    await expect(details.open).toBe(false);
    summary.click();
    await expect(details.open).toBe(true);
    await expect(canvas.getAllByText('Monday')[0]).toBeVisible();
  },
};

/** Nothing near the place searched: a link to every store. */
export const NoStores: Story = {
  args: { search: { kind: 'text', query: 'X0X' }, stores: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No stores near “X0X”');
    await expect(canvas.getByRole('link', { name: en('locator.seeAll') })).toHaveAttribute(
      'href',
      '/en-us/stores',
    );
  },
};

/** The stores cannot be read: an alert, the search stays usable. */
export const Unavailable: Story = {
  args: { search: { kind: 'all' }, stores: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('locator.unavailable'));
    await expect(canvas.getByRole('button', { name: en('locator.search') })).toBeVisible();
  },
};

/** French (Canada): words, km and 24-hour times of the locale. */
export const French: Story = {
  args: {
    path: '/fr-ca/stores',
    tag: 'fr-CA',
    search: { kind: 'location' },
    t: fr,
  },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Trouver un magasin');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 magasins près de vous');
    await expect(canvas.getByText(/^à 1,6\s?km$/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Choisir ce magasin (Alpine Boulder)' }),
    ).toBeVisible();
  },
};
