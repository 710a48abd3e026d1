import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expressLabelsEn,
  expressLabelsFr,
  loadSimulated,
  storyCaptchaToken,
  storyExpressActions,
  storySettings,
} from '../simulated/expressStories';
import { ExpressLauncher } from './ExpressLauncher.client';

const meta = {
  title: 'Commerce/Checkout/ExpressCheckout/Launcher',
  component: ExpressLauncher,
  args: {
    actions: storyExpressActions(),
    source: { kind: 'product', variantId: 'ALP1401M-42' },
    settings: storySettings,
    amount: 129,
    currency: 'USD',
    localeTag: 'en-US',
    labels: expressLabelsEn,
    checkoutHref: '/en-us/checkout',
    loadProvider: fn(loadSimulated),
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
} satisfies Meta<typeof ExpressLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the page first shows it: plain buttons, nothing of the flow nor the provider loaded. */
export const FirstLoad: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Pay with card wallet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(args.loadProvider).not.toHaveBeenCalled();
  },
};

/** The pointer over the buttons fetches the flow's chunk only; the buttons stay. */
export const Intent: Story = {
  play: async ({ canvas, args }) => {
    const paypal = canvas.getByRole('button', { name: 'Pay with PayPal' });
    await userEvent.hover(paypal);
    await expect(args.loadProvider).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBe(paypal);
  },
};

/** From the keyboard: the focus stays on the button, Enter starts PayPal. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pay with card wallet' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByRole('dialog', { name: 'PayPal' }),
    ).toBeVisible();
    await expect(args.loadProvider).toHaveBeenCalled();
  },
};

/** A press before the provider is ready starts that method once it is (the sheet opens). */
export const PressStartsTheFlow: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with card wallet' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Card wallet' });
    await expect(dialog).toBeVisible();
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement,
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pay with card wallet' })).toHaveFocus(),
    );
  },
};

/** No card wallet in this browser: PayPal only, from the first paint. */
export const WalletUnsupported: Story = {
  args: { settings: { ...storySettings, simulatedWallet: 'unsupported' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay with card wallet' })).toBeNull();
  },
};

/** The flag off: nothing. */
export const FeatureOff: Story = {
  args: { settings: { ...storySettings, enabled: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: expressLabelsFr, localeTag: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Payer avec le portefeuille' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Paiement express' })).toBeVisible();
  },
};

/**
 * On the product page: the pay-later message under PayPal (spec 3 §7), its module loaded once
 * the browser is idle; none for an in-store employee (no PayPal, spec 3 §6).
 */
export const PayLater: Story = {
  args: { amount: 50, payLater: 'product' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('Pay in 4 interest-free payments of $12.50 with PayPal.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(args.loadProvider).not.toHaveBeenCalled();
  },
};

/** A signed-in in-store employee: no PayPal, so no pay-later message. */
export const PayLaterEmployee: Story = {
  args: { amount: 50, payLater: 'product', settings: { ...storySettings, inStoreEmployee: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay with card wallet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Learn more' })).toBeNull();
  },
};
