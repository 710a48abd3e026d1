import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExpressCheckout } from '../ExpressCheckout/ExpressCheckout.client';
import { fixtureFailures, fixtureSheet } from '../fixtures';
import {
  expressLabelsEn,
  expressLabelsFr,
  loadSimulated,
  passStoryCaptcha,
  spiedExpressActions,
  storyCaptchaToken,
  storySettings,
} from './expressStories';

const page = () => within(document.body);

/** Presses the wallet button and waits for the sheet with its methods. */
async function openSheet(canvas: ReturnType<typeof within>, button = 'Pay with card wallet') {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  const dialog = await page().findByRole('dialog');
  await within(dialog).findByRole('radiogroup', { name: /Shipping method|Mode de livraison/ });
  return within(dialog);
}

const meta = {
  title: 'Commerce/Checkout/ExpressCheckout/Simulated wallet sheet',
  component: ExpressCheckout,
  args: {
    actions: spiedExpressActions(),
    source: { kind: 'basket', place: 'cart' },
    settings: { ...storySettings, inStoreEmployee: true },
    amount: 129,
    currency: 'USD',
    localeTag: 'en-US',
    labels: expressLabelsEn,
    checkoutHref: '/en-us/checkout',
    loadProvider: loadSimulated,
    navigate: fn(),
    captcha: { provider: 'test' },
    requestTestToken: storyCaptchaToken,
  },
  beforeEach: ({ args }) => {
    args.actions = spiedExpressActions();
  },
} satisfies Meta<typeof ExpressCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sheet after merchant validation: the default contact handed over (redacted), the
 * address book, the shipping methods, the totals and the captcha.
 */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await expect(args.actions.start).toHaveBeenCalledWith(
      { kind: 'basket', place: 'cart' },
      'wallet',
    );
    await expect(args.actions.selectShippingContact).toHaveBeenCalledWith({
      countryCode: 'US',
      postalCode: '98101',
      locality: 'Seattle',
    });
    await expect(sheet.getByText(/jamie\.rivera@example\.com/)).toBeVisible();
    await expect(sheet.getAllByRole('radio', { name: /Jamie|Camille|Alex/ })).toHaveLength(3);
    await expect(sheet.getByText('Foreign address')).toBeVisible();
    await expect(sheet.getByText('City over 50 characters')).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: 'I’m not a robot' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Authorise' })).toBeEnabled();
  },
};

/** Choosing another shipping method updates the totals. */
export const MethodChosen: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(sheet.getByRole('radio', { name: /Express/ }));
    await expect(args.actions.selectShippingMethod).toHaveBeenCalledWith('EXPRESS');
    await waitFor(() =>
      expect(document.querySelector('[data-total="shipping"] dd')).toHaveTextContent('$15.00'),
    );
  },
};

/** A shipping address in another country: the country error in the sheet (spec 3 §8). */
export const ForeignCountry: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(sheet.getByRole('radio', { name: /Montréal/ }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      'We only ship to United States with the card wallet. Please choose another address.',
    );
    await expect(sheet.getByRole('button', { name: 'Authorise' })).toBeDisabled();
    await expect(args.actions.cancel).not.toHaveBeenCalled();
  },
};

/** A city over 50 characters: the city-length error (spec 3 §5, §8). */
export const LongCity: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(sheet.getByRole('radio', { name: /Llanfair/ }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      'The city name must be 50 characters or fewer.',
    );
  },
};

/** An unserviceable address: the shipping message of the server. */
export const ShippingError: Story = {
  beforeEach: ({ args }) => {
    let calls = 0;
    args.actions = spiedExpressActions({
      selectShippingContact: async () => {
        calls += 1;
        return calls === 1 ? { ok: true, ...fixtureSheet() } : fixtureFailures.shipping;
      },
    });
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(sheet.getByRole('radio', { name: /Montréal/ }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      fixtureFailures.shipping.message,
    );
  },
};

/** Authorise without the captcha: the widget asks for it; nothing is sent. */
export const CaptchaRequired: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(sheet.getByRole('button', { name: 'Authorise' }));
    await expect(await sheet.findByText('Please confirm you are not a robot.')).toBeVisible();
    await expect(args.actions.authorize).not.toHaveBeenCalled();
  },
};

/** An invalid contact on authorisation: a field error back to the sheet (spec 3 §8). */
export const ContactFieldError: Story = {
  beforeEach: ({ args }) => {
    args.actions = spiedExpressActions({ authorize: async () => fixtureFailures.contact });
  },
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await passStoryCaptcha(sheet);
    await userEvent.click(sheet.getByRole('button', { name: 'Authorise' }));
    await expect(
      await sheet.findByText('Postal code: please check this information.'),
    ).toBeVisible();
    await expect(sheet.getByRole('radiogroup', { name: 'Shipping address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.actions.cancel).not.toHaveBeenCalled();
  },
};

/** Authorised: the order is placed, the cart reset, the confirmation loads. */
export const Authorised: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await passStoryCaptcha(sheet);
    await userEvent.click(sheet.getByRole('button', { name: 'Authorise' }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/en-us/order-confirmation/SIM-00001'),
    );
    await expect(args.actions.authorize).toHaveBeenCalledWith(
      expect.objectContaining({
        recaptcha_response: 'story-captcha-token',
        paymentData: 'simulated:approved:sim-session-1',
      }),
    );
    await expect(args.actions.finalise).toHaveBeenCalledWith('SIM-00001');
    await expect(await canvas.findByRole('status')).toHaveTextContent(expressLabelsEn.redirecting);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/**
 * Cancel: the session ends, the temporary state is cleared (paying the cart, with a captcha
 * answer of action `shippingAddress` so the address of before comes back, spec 1 §7), no
 * message, the focus back.
 */
export const Cancelled: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(sheet.getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(args.actions.cancel).toHaveBeenCalledWith({
        recaptcha_response: 'story-captcha-token',
      }),
    );
    await expect(args.actions.cancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay with card wallet' })).toBeEnabled();
    // The sheet gives the focus back to the button that opened it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pay with card wallet' })).toHaveFocus(),
    );
  },
};

/** Fail: the provider declines; the session ends with "unknown" under the button. */
export const Failed: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await passStoryCaptcha(sheet);
    await userEvent.click(sheet.getByRole('button', { name: /^Fail/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      expressLabelsEn.errors.unknown,
    );
    await expect(args.actions.cancel).toHaveBeenCalled();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** The sheet in French (fr-CA), with the country error. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: expressLabelsFr, localeTag: 'fr-CA' },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, 'Payer avec le portefeuille');
    await expect(sheet.getByRole('button', { name: 'Autoriser' })).toBeVisible();
    await userEvent.click(sheet.getByRole('radio', { name: /Montréal/ }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent('États-Unis');
  },
};
