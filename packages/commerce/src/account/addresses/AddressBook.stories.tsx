import type { Address } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureCountries, fixtureCountryData } from '../../checkout/flow/fixtures';
import { AddressBook, type AddressBookProps } from './AddressBook.client';

type Canvas = ReturnType<typeof within>;

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
    // The checkout's countries: the site ships to the US; billing in the US, Canada or the UK.
    countries: fixtureCountries,
    countryData: fixtureCountryData,
    region: 'NORA',
    onSave: saveOk,
    onDelete: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field of the open form by its label's start. */
const field = (canvas: Canvas, name: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types a valid Colorado address into the open form. */
async function typeDenver(canvas: Canvas) {
  await userEvent.type(field(canvas, 'First name'), 'Ada');
  await userEvent.type(field(canvas, 'Last name'), 'Lovelace');
  await userEvent.type(field(canvas, 'Phone'), '3035550123');
  await userEvent.type(field(canvas, 'Address'), '1 Main St');
  await userEvent.type(field(canvas, 'City'), 'Denver');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^State/ }), 'CO');
  await userEvent.type(field(canvas, 'Postal code'), '80202');
}

/** Two shipping addresses; making the second main moves the flag (spec 2 §4). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shipping = canvas.getByRole('region', { name: 'Shipping addresses' });
    const cards = within(shipping).getAllByTestId('address');
    await expect(cards[0]).toHaveTextContent('Main address');
    await expect(cards[0]).toHaveTextContent('United States');
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

/**
 * No address yet: the first billing address, typed in, becomes main on its own; the request
 * carries the checkout form's values (state from the list, phone as '+' and digits), no e-mail.
 */
export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved addresses yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await waitFor(() => expect(field(canvas, 'First name')).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Address type' }), 'B');
    await expect(
      canvas.getByRole('checkbox', { name: 'Use as my main address of this type' }),
    ).toBeChecked();
    await typeDenver(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Billing addresses' })).toBeVisible(),
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      address: {
        approachType: 'B',
        main: true,
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+13035550123',
        addressLine1: '1 Main St',
        city: 'Denver',
        province: 'CO',
        postalCode: '80202',
        countryCode: 'US',
      },
    });
    await expect(canvas.getByTestId('address')).toHaveTextContent('Main address');
  },
};

/**
 * Submitting an empty form: each required field says so (the checkout's messages), the first
 * invalid field takes the focus; nothing is sent.
 */
export const InvalidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const first = field(canvas, 'First name');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'Postal code')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: /^State/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect((await canvas.findAllByText('This field is required')).length).toBeGreaterThan(3);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The country's rules (spec 3 §5): a US postal code of letters, a phone too short. */
export const CountryRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await typeDenver(canvas);
    await userEvent.clear(field(canvas, 'Postal code'));
    await userEvent.type(field(canvas, 'Postal code'), 'ABCDE');
    await userEvent.clear(field(canvas, 'Phone'));
    await userEvent.type(field(canvas, 'Phone'), '303555');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Value should match 12345')).toBeVisible();
    await expect(canvas.getByText('A valid phone number is required')).toBeVisible();
    // An invalid field has the focus.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * The country is a choice among the site's countries as the checkout offers them: a shipping
 * address in the US only; a billing address in any billing country, with its provinces.
 */
export const CountryChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const country = canvas.getByRole('combobox', { name: /^Country\b(?! code)/ });
    await expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United States']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Address type' }), 'B');
    await userEvent.selectOptions(country, 'CA');
    await expect(canvas.getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Address type' }), 'S');
    await expect(country).toHaveValue('US');
    await expect(canvas.getByRole('option', { name: 'Colorado' })).toBeInTheDocument();
  },
};

/** Editing an address: its values in the form; the change is sent with its id and flag. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getAllByTestId('address')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('heading', { name: 'Edit address' })).toBeVisible();
    await expect(field(canvas, 'Address')).toHaveValue('1200 Pearl St');
    await expect(canvas.getByRole('combobox', { name: /^State/ })).toHaveValue('CO');
    await userEvent.clear(field(canvas, 'City'));
    await userEvent.type(field(canvas, 'City'), 'Lafayette');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Address saved.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      addressId: 'a2',
      address: expect.objectContaining({ city: 'Lafayette', main: false, approachType: 'S' }),
    });
    await expect(canvas.getAllByTestId('address')[1]).toHaveTextContent('Lafayette');
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

/** Saving: the button is busy while the action runs; CCA400 answers in words, in the form. */
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
    const form = canvas.getByRole('form', { name: 'Edit address' });
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('This address is already saved.'),
    );
  },
};

/** Deleting an address that is gone (CCA401): the words at that address. */
export const GoneAtAddress: Story = {
  args: {
    onDelete: fn<AddressBookProps['onDelete']>(async () => ({
      ok: false as const,
      code: 'CCA401',
      message: 'Invalid address id',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getAllByTestId('address')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(second).getByRole('alert')).toHaveTextContent(
        'This address no longer exists. Reload the page.',
      ),
    );
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** French (fr-CA): deleting the main passes the flag to the other address. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
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

/** French (fr-CA): the form's labels and messages are the checkout's French words. */
export const FrenchInvalidSubmit: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une adresse' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    const first = field(canvas, 'Prénom');
    await waitFor(() => expect(first).toHaveFocus());
    await expect((await canvas.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(
      3,
    );
    await expect(canvas.queryByText(/is required/)).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
