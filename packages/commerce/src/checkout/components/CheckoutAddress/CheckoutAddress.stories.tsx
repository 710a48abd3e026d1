import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { addressValues, emptyAddress } from '../../flow/addressForm';
import { fixtureAddress, fixtureCountries, fixtureCountryData } from '../../flow/fixtures';
import { AddressFormStory } from './AddressFormStory.client';

const checkoutLabelsFr = labelsIn('fr').checkout;

const meta = {
  title: 'Commerce/Checkout/CheckoutAddressFields',
  component: AddressFormStory,
  args: {
    defaultValues: emptyAddress('US'),
    countries: fixtureCountries.billing,
    countryData: fixtureCountryData,
    region: 'NORA',
    onValid: fn(),
  },
} satisfies Meta<typeof AddressFormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty US address: states in a select. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/State \/ province/)).toHaveRole('combobox');
    await expect(canvas.getByRole('combobox', { name: /^Country\b(?! code)/ })).toHaveValue('US');
  },
};

/**
 * A filled address (the Denver fixture) passes the client rules (checked once the rules' chunk
 * has loaded: `useAddressForm` loads them on the first validation).
 */
export const Filled: Story = {
  args: { defaultValues: addressValues(fixtureAddress, 'US') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/State \/ province/)).toHaveValue('CO');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalled(), { timeout: 5000 });
  },
};

/** Submitting empty fields shows each field's message (spec 3 §5); nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findAllByText('This field is required')).not.toHaveLength(0);
    await expect(canvas.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** A malformed postal code and email: their pattern messages. */
export const PatternErrors: Story = {
  args: {
    defaultValues: { ...addressValues(fixtureAddress, 'US'), postalCode: '8020', email: 'ada@' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () => expect(canvas.getByLabelText(/Postal code/)).toHaveAttribute('aria-invalid', 'true'),
      { timeout: 5000 },
    );
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** The server's CHK320 placed at the postal code (spec 1 §8). */
export const ServerErrorAtField: Story = {
  args: {
    defaultValues: addressValues(fixtureAddress, 'US'),
    serverError: { field: 'postalCode', message: apiMessages.CHK320 },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(apiMessages.CHK320)).toBeVisible();
    await expect(canvas.getByLabelText(/Postal code/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A country without provinces (GB): the province is a free, optional text field. */
export const NoProvinces: Story = {
  args: { defaultValues: emptyAddress('GB'), region: 'EMEA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/State \/ province/)).toHaveRole('textbox');
    await expect(canvas.getByLabelText(/State \/ province/)).not.toBeRequired();
  },
};

/** Switching the country switches the province choice (US states → Canadian provinces). */
export const ChangeCountry: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Country\b(?! code)/ }),
      'CA',
    );
    await expect(canvas.getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: 'Colorado' })).toBeNull();
  },
};

/** Canadian French words: labels, the dial-code select and every field message (spec 3 §5). */
export const French: Story = {
  args: {
    defaultValues: {
      ...emptyAddress('CA'),
      firstName: 'A',
      lastName: 'R0y',
      email: 'gabrielle@',
      phone: '+1514555',
      addressLine1: 'x'.repeat(31),
      postalCode: 'H3A',
    },
    labels: checkoutLabelsFr,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Prénom/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Indicatif du pays' })).toHaveValue('CA');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Entrez au moins 2 caractères.',
      'Le nom n’est pas valide.',
      'Le courriel n’est pas valide',
      'Un numéro de téléphone valide est requis',
      'Entrez au plus 30 caractères.',
      'La valeur doit correspondre à A1A 1A1',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect((await canvas.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.queryByText(/Enter |is not valid|is required|should match/)).toBeNull();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};
