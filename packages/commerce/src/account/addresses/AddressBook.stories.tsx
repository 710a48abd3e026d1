import type { Address } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressBook, type AddressBookProps } from './AddressBook.client';

const countries = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];

const denver: Address = {
  id: 'a1',
  approachType: 'S',
  main: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1600 Wynkoop St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
  phone: '+13035550100',
};
const boulder: Address = {
  ...denver,
  id: 'a2',
  main: false,
  addressLine1: '1200 Pearl St',
  city: 'Boulder',
  postalCode: '80302',
};

let next = 10;
/** A stand-in for the Server Action: answers the saved address as the API would. */
const saveOk = fn<AddressBookProps['onSave']>(async ({ addressId, address }) => ({
  ok: true as const,
  address: { ...address, id: addressId ?? `a${next++}`, main: address.main ?? false },
}));

const meta = {
  title: 'Commerce/Account/AddressBook',
  component: AddressBook,
  args: {
    addresses: [denver, boulder],
    countries,
    onSave: saveOk,
    onDelete: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two shipping addresses; making the second main moves the flag (spec 2 §4). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shipping = canvas.getByRole('region', { name: 'Shipping addresses' });
    const cards = within(shipping).getAllByTestId('address');
    await expect(cards[0]).toHaveTextContent('Main address');
    await expect(cards[1]).not.toHaveTextContent('Main address');
    await userEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Make main' }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Address saved.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      addressId: 'a2',
      address: expect.objectContaining({ main: true, approachType: 'S' }),
    });
    const after = within(shipping).getAllByTestId('address');
    await expect(after[1]).toHaveTextContent('Main address');
    await expect(after[0]).not.toHaveTextContent('Main address');
  },
};

/** No address yet: adding the first billing address makes it main on its own. */
export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved addresses yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Address type' }), 'B');
    await expect(
      canvas.getByRole('checkbox', { name: 'Use as my main address of this type' }),
    ).toBeChecked();
    // Required fields first.
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address/ }), '1 Main St');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Denver');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal code/ }), '80202');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Billing addresses' })).toBeVisible(),
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      address: expect.objectContaining({ approachType: 'B', main: true, countryCode: 'US' }),
    });
    await expect(canvas.getByTestId('address')).toHaveTextContent('Main address');
  },
};

/** The list could not be read. */
export const ErrorState: Story = {
  args: { addresses: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your addresses.',
    );
  },
};

/** Saving: the button is busy while the action runs; CCA400 answers in words. */
export const SavingDuplicate: Story = {
  args: {
    onSave: fn<AddressBookProps['onSave']>(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                ok: false as const,
                code: 'CCA400',
                message: 'This address already exists',
              }),
            300,
          ),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getAllByTestId('address')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save address/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This address is already saved.'),
    );
  },
};

/** French (fr-CA): deleting the main passes the flag to the other address. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { countries: [{ code: 'CA', name: 'Canada' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shipping = canvas.getByRole('region', { name: 'Adresses de livraison' });
    const first = within(shipping).getAllByTestId('address')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Adresse supprimée.'));
    await expect(within(shipping).getAllByTestId('address')).toHaveLength(1);
    await expect(within(shipping).getByTestId('address')).toHaveTextContent('Adresse principale');
  },
};
