import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expressLabelsEn, expressLabelsFr, storySettings } from '../../simulated/expressStories';
import { type PayLaterOffer, payLaterOffer } from '../payLaterRules';
import { PayLaterMessage } from './PayLaterMessage.client';

/** The offer of a story's amount (the rule of spec 3 §7). */
function offerOf(amount: number, currency: string): PayLaterOffer {
  const offer = payLaterOffer(amount, currency);
  if (!offer) throw new Error(`no pay-later offer for ${amount} ${currency}`);
  return offer;
}

const meta = {
  title: 'Commerce/Checkout/ExpressCheckout/Pay later message',
  component: PayLaterMessage,
  args: {
    offer: offerOf(50, 'USD'),
    amount: 50,
    currency: 'USD',
    localeTag: 'en-US',
    placement: 'product',
    labels: expressLabelsEn.payLater,
    settings: storySettings,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayLaterMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An eligible price: four interest-free payments of $12.50 (USD 30 to 1,500). */
export const Eligible: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Pay in 4 interest-free payments of $12.50 with PayPal.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Learn more' })).toBeVisible();
  },
};

/** In French (fr-CA): the amount in Canadian money format. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    offer: offerOf(129, 'CAD'),
    amount: 129,
    currency: 'CAD',
    localeTag: 'fr-CA',
    labels: expressLabelsFr.payLater,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Payez en 4 versements sans intérêts de 32,25\sCAD avec PayPal\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'En savoir plus' })).toBeVisible();
  },
};

/** Below the range (USD 20): the generic line, no amount. */
export const Ineligible: Story = {
  args: { offer: offerOf(20, 'USD'), amount: 20 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Buy now, pay later with PayPal.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.queryByText(/interest-free payments of/)).toBeNull();
  },
};

/** "Learn more" opens the pay-later dialog (terms and range); Escape closes it, focus back. */
export const DialogOpen: Story = {
  play: async ({ canvas }) => {
    const learnMore = canvas.getByRole('button', { name: 'Learn more' });
    await userEvent.click(learnMore);
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Pay later with PayPal',
    });
    await expect(
      within(dialog).getByText(
        'Split your purchase into 4 interest-free payments, the first at purchase, then every two weeks. No fees, no interest.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Available on purchases from $30.00 to $1,500.00.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(learnMore).toHaveFocus());
    // Open again for the snapshot: the dialog as the shopper sees it.
    await userEvent.click(learnMore);
    await within(document.body).findByRole('dialog', { name: 'Pay later with PayPal' });
  },
};
