import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import {
  fixtureAccount,
  fixtureActions,
  fixtureCountries,
  fixtureCountryData,
  fixtureData,
  fixtureFailure,
  fixtureShippingBasket,
} from '../../flow/fixtures';
import { CheckoutShipping } from '../CheckoutShipping/CheckoutShipping.client';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

/** The shipping step of a signed-in shopper (spec 2 §3 "Address", §4 main flag). */
const meta = {
  title: 'Commerce/Checkout/Signed in/Shipping',
  component: CheckoutShipping,
  args: {
    data: fixtureData(fixtureShippingBasket),
    countries: fixtureCountries.shipping,
    countryData: fixtureCountryData,
    region: 'NORA',
    siteCountry: 'US',
    locale: 'en-US',
    account: fixtureAccount,
    actions: fixtureActions({ saveAddress: async () => ({ ok: true }) }),
    onData: fn(),
    onContinue: fn(),
    onFailure: fn(),
  },
} satisfies Meta<typeof CheckoutShipping>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = /^Riley Morgan, 1 Main St, Apt 4, Denver CO 80203, US/;
const office = /^Riley Morgan, 1550 Wewatta St/;

/** Types a new Denver address (the e-mail is the account's already). */
async function fillNewAddress(canvas: Canvas) {
  const field = (name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await expect(field('Email')).toHaveValue('riley@example.com');
  await userEvent.type(field('First name'), 'Riley');
  await userEvent.type(field('Last name'), 'Morgan');
  await userEvent.type(field('Phone'), '3035550111');
  await userEvent.type(field('Address'), '9 Elm St');
  await userEvent.type(field('City'), 'Denver');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^State/ }), 'CO');
  await userEvent.type(field('Postal code'), '80202');
}

/**
 * The main saved address is chosen from the start (no fields to type): Continue sends it
 * with its id and the account's e-mail.
 */
export const MainAddressChosen: Story = {
  args: {
    actions: fixtureActions({
      setShippingAddress: fn(fixtureActions().setShippingAddress),
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your saved addresses' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: home })).toBeChecked();
    await expect(canvas.getByText('Main address')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.setShippingAddress).toHaveBeenCalledWith(
      expect.objectContaining({
        addressId: 'addr-home',
        email: 'riley@example.com',
        addressLine1: '1 Main St',
        postalCode: '80203',
      }),
    );
  },
};

/** By keyboard: the arrow key moves to the other saved address, which is sent. */
export const OtherAddressByKeyboard: Story = {
  args: {
    actions: fixtureActions({
      setShippingAddress: fn(fixtureActions().setShippingAddress),
    }),
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: home }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: office })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.setShippingAddress).toHaveBeenCalledWith(
      expect.objectContaining({ addressId: 'addr-office', addressLine1: '1550 Wewatta St' }),
    );
  },
};

/** A new address, saved to the address book ("Save to my addresses", approach type S). */
export const NewAddressSaved: Story = {
  args: {
    actions: fixtureActions({ saveAddress: fn(async () => ({ ok: true as const })) }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A new address' }));
    await fillNewAddress(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save to my addresses' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.saveAddress).toHaveBeenCalledWith({
      approachType: 'S',
      firstName: 'Riley',
      lastName: 'Morgan',
      phone: '+13035550111',
      addressLine1: '9 Elm St',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    });
  },
};

/** Saving the new address fails (not CCA400): the message at the top, the step stays. */
export const NewAddressSaveFails: Story = {
  args: {
    actions: fixtureActions({
      saveAddress: async () => fixtureFailure('GEN500', 'Something went wrong.'),
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A new address' }));
    await fillNewAddress(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save to my addresses' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(
        expect.objectContaining({
          code: 'GEN500',
          message:
            'We could not save this address to your addresses. Untick the box to go on without saving it.',
        }),
      ),
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A saved address the API refuses at a field (CHK320): its fields open with the message. */
export const SavedAddressRefused: Story = {
  args: {
    actions: fixtureActions({
      validateAddress: async () =>
        fixtureFailure(
          'CHK320',
          'This address is not valid. Please check it and try again.',
          'postalCode is not valid',
        ),
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await expect(
      await canvas.findByText('This address is not valid. Please check it and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('80203');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** French (fr-CA): the saved addresses' words. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: labelsIn('fr').checkout, locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Vos adresses enregistrées' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: home })).toBeChecked();
    await expect(canvas.getByText('Adresse principale')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Une nouvelle adresse' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'Enregistrer dans mes adresses' }),
    ).toBeVisible();
  },
};
