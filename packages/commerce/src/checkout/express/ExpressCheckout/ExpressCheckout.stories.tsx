import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { redactedContact } from '../contactRules';
import { fixtureContact, fixtureFailures } from '../fixtures';
import {
  expressLabelsEn,
  expressLabelsFr,
  loadSimulated,
  spiedExpressActions,
  storyCaptchaToken,
  storySettings,
} from '../simulated/expressStories';
import type { ExpressButtonProps, ExpressProviderModule } from '../types';
import { ExpressCheckout } from './ExpressCheckout.client';

const meta = {
  title: 'Commerce/Checkout/ExpressCheckout',
  component: ExpressCheckout,
  args: {
    actions: spiedExpressActions(),
    source: { kind: 'product', variantId: 'ALP1401M-42' },
    settings: storySettings,
    amount: 129,
    currency: 'USD',
    localeTag: 'en-US',
    labels: expressLabelsEn,
    checkoutHref: '/en-us/checkout',
    loadProvider: loadSimulated,
    navigate: fn(),
    requestTestToken: storyCaptchaToken,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExpressCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The embedded default: the card wallet and PayPal (spec 3 §6). */
export const Buttons: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay with card wallet' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Express checkout' })).toBeVisible();
  },
};

/** While the provider's module loads: a placeholder holds the buttons' place. */
export const Loading: Story = {
  args: { loadProvider: () => new Promise(() => {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading express checkout…' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The browser has no card wallet: PayPal only (spec 3 §6). */
export const WalletUnsupported: Story = {
  args: { settings: { ...storySettings, simulatedWallet: 'unsupported' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay with card wallet' })).toBeNull();
  },
};

/** A signed-in in-store employee: no PayPal (spec 3 §6). */
export const InStoreEmployee: Story = {
  args: { settings: { ...storySettings, inStoreEmployee: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay with card wallet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  },
};

/** The feature flag off (or another provider than ADYEN): nothing, and nothing is loaded. */
export const FeatureOff: Story = {
  args: {
    settings: { ...storySettings, enabled: false },
    loadProvider: fn(loadSimulated),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(args.loadProvider).not.toHaveBeenCalled();
  },
};

/** Merchant validation failed: the session ends, "unknown" under the buttons (spec 3 §8). */
export const MerchantValidationFailed: Story = {
  args: { actions: spiedExpressActions({ start: async () => fixtureFailures.unknown }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with card wallet' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      expressLabelsEn.errors.unknown,
    );
    await waitFor(() => expect(args.actions.cancel).toHaveBeenCalled());
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** In French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: expressLabelsFr, localeTag: 'fr-CA', currency: 'CAD' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Payer avec le portefeuille' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Payer avec PayPal' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Paiement express' })).toBeVisible();
  },
};

/** A stand-in for a real provider's button: runs the whole sheet at once on a press. */
function ProviderWalletButton({ handlers }: ExpressButtonProps) {
  const pay = async () => {
    handlers.begin('wallet');
    const started = await handlers.validateMerchant();
    if (!started.ok) return;
    await handlers.shippingContactSelected(redactedContact(fixtureContact));
    await handlers.shippingMethodSelected(started.session.shippingMethods[0]?.code ?? '');
    await handlers.paymentAuthorized({
      shippingContact: fixtureContact,
      billingContact: fixtureContact,
      paymentData: 'simulated:approved:provider',
    });
  };
  return (
    <button type="button" onClick={pay}>
      Provider wallet
    </button>
  );
}

const providerModule: ExpressProviderModule = {
  id: 'adyen',
  walletSupported: async () => true,
  WalletButton: ProviderWalletButton,
  PayPalButton: () => null,
};

/**
 * A real provider (Adyen in production) draws its own sheet, which has no captcha: the
 * `placeOrder` captcha sits under the buttons and its answer goes with the authorisation.
 */
export const ProviderSheetWithCaptcha: Story = {
  args: {
    actions: spiedExpressActions(),
    captcha: { provider: 'test' },
    loadProvider: async () => providerModule,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /not a robot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Provider wallet' }));
    await waitFor(() =>
      expect(args.actions.authorize).toHaveBeenCalledWith(
        expect.objectContaining({ recaptcha_response: 'story-captcha-token' }),
      ),
    );
  },
};
