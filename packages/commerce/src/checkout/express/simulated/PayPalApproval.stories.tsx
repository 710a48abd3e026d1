import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExpressCheckout } from '../ExpressCheckout/ExpressCheckout.client';
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

/** Presses PayPal and waits for the approval with its address book. */
async function openApproval(canvas: ReturnType<typeof within>, button = 'Pay with PayPal') {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  const dialog = await page().findByRole('dialog');
  await within(dialog).findByRole('radiogroup', { name: /Shipping address|Adresse de livraison/ });
  return within(dialog);
}

const meta = {
  title: 'Commerce/Checkout/ExpressCheckout/Simulated PayPal approval',
  component: ExpressCheckout,
  args: {
    actions: spiedExpressActions(),
    source: { kind: 'product', variantId: 'ALP1401M-42' },
    settings: { ...storySettings, simulatedWallet: 'unsupported' },
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

/** The approval: the addresses PayPal may hand over, including an incomplete one. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openApproval(canvas);
    await expect(args.actions.start).toHaveBeenCalledWith(
      { kind: 'product', variantId: 'ALP1401M-42' },
      'paypal',
    );
    await expect(dialog.getAllByRole('radio')).toHaveLength(4);
    await expect(dialog.getByText('Incomplete address')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** Approve, then Pay now: the address is added, the order placed, the confirmation loads. */
export const PaidToConfirmation: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openApproval(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.actions.paypalAuthorized).toHaveBeenCalledWith(
      expect.objectContaining({ givenName: 'Jamie', postalCode: '98101' }),
    );
    await expect(await dialog.findByRole('heading', { name: 'Summary' })).toBeVisible();
    await passStoryCaptcha(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/en-us/order-confirmation/SIM-00002'),
    );
    await expect(args.actions.paypalDetails).toHaveBeenCalledWith({
      paymentData: 'simulated:approved:sim-session-1',
      recaptcha_response: 'story-captcha-token',
    });
  },
};

/** An incomplete address (spec 3 §5): the session ends and the shopper goes to /checkout. */
export const IncompleteAddress: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openApproval(canvas);
    await userEvent.click(
      dialog.getByRole('radio', { name: /Jamie Rivera, 400 Pine Street, Seattle, US/ }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/en-us/checkout'));
    await expect(args.actions.cancel).toHaveBeenCalled();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** A foreign address: the country error stays in the approval. */
export const ForeignCountry: Story = {
  play: async ({ canvas }) => {
    const dialog = await openApproval(canvas);
    await userEvent.click(dialog.getByRole('radio', { name: /Montréal/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We only ship to United States',
    );
  },
};

/** Cancel: the session ends with no message. */
export const Cancelled: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openApproval(canvas);
    await userEvent.click(dialog.getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.actions.cancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** In French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: expressLabelsFr, localeTag: 'fr-CA' },
  play: async ({ canvas }) => {
    const dialog = await openApproval(canvas, 'Payer avec PayPal');
    await expect(dialog.getByRole('button', { name: 'Approuver' })).toBeVisible();
    await expect(dialog.getByText('Adresse incomplète')).toBeVisible();
  },
};
