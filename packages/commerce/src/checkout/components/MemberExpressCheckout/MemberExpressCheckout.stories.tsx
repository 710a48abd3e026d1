import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  MemberExpressCheckout,
  type MemberExpressCheckoutProps,
} from './MemberExpressCheckout.client';

const meta = {
  title: 'Commerce/Checkout/MemberExpressCheckout',
  component: MemberExpressCheckout,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    summary: { address: '1 Main St, Denver', cardType: 'VISA', lastFour: '1111' },
    onExpress: fn<MemberExpressCheckoutProps['onExpress']>(async () => ({
      href: '/en-us/checkout?step=summary',
    })),
    onNavigate: fn(),
  },
} satisfies Meta<typeof MemberExpressCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-in shopper with a main shipping address and a default card (spec 1 §4): the press
 * runs the one-step checkout once and goes to the summary; the button stays busy meanwhile.
 */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Express checkout' });
    await expect(button).toHaveAccessibleDescription(
      'Ships to 1 Main St, Denver. Paid with your VISA card ending in 1111.',
    );
    await userEvent.click(button);
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/en-us/checkout?step=summary'),
    );
    await expect(args.onExpress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing your order…');
    // A second press while the next page loads does nothing.
    await userEvent.click(button);
    await expect(args.onExpress).toHaveBeenCalledTimes(1);
  },
};

/** The one-step checkout failed: the host answers the shipping step with the reason code. */
export const Failed: Story = {
  args: {
    onExpress: fn<MemberExpressCheckoutProps['onExpress']>(async () => ({
      href: '/en-us/checkout?step=shipping&expressFailed=PYT404',
    })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Express checkout' }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        '/en-us/checkout?step=shipping&expressFailed=PYT404',
      ),
    );
  },
};

/** Off while another cart call runs. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Express checkout' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onExpress).not.toHaveBeenCalled();
  },
};

/** French (fr-ca): the words of the `cart` catalogue's `memberExpress` group. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    summary: {
      address: '10 rue Sainte-Catherine, Montréal',
      cardType: 'MASTERCARD',
      lastFour: '4444',
    },
    onExpress: fn<MemberExpressCheckoutProps['onExpress']>(async () => ({
      href: '/fr-ca/checkout?step=summary',
    })),
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Paiement express' });
    await expect(button).toHaveAccessibleDescription(
      'Livraison au 10 rue Sainte-Catherine, Montréal. Payé avec votre carte MASTERCARD se terminant par 4444.',
    );
    await userEvent.click(button);
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/fr-ca/checkout?step=summary'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Préparation de votre commande…');
  },
};
