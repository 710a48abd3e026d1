import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storySession } from '../../../account/associate/storyLabels';
import { fixtureItem } from '../../../cart/fixtures';
import { labelsIn } from '../../../messages/labelsIn';
import { stubCaptchaRoute } from '../../../security/components/Captcha/captchaStories';
import { fixtureData, fixtureSummaryBasket } from '../../flow/fixtures';
import { CheckoutSummary } from './CheckoutSummary.client';

const checkoutLabelsFr = labelsIn('fr').checkout;

const meta = {
  title: 'Commerce/Checkout/Summary',
  component: CheckoutSummary,
  args: {
    data: fixtureData(fixtureSummaryBasket),
    locale: 'en-US',
    onPlace: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof CheckoutSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Items per shipment, addresses, payment and totals; "Place order" places it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Home delivery' })).toBeVisible();
    await expect(canvas.getByText("Men's Summit GTX Boot")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Payment' }));
    await expect(args.onEdit).toHaveBeenCalledWith('billing');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlace).toHaveBeenCalledWith({});
  },
};

/** Placing: the button is busy and a second click places nothing more. */
export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

/**
 * An associate session (agent login): the store and the associate show read-only, nothing is
 * typed in, and Place order sends no in-store data (the host sends the session's own).
 */
export const InStoreAssociate: Story = {
  args: { inStoreSale: storySession },
  play: async ({ canvas, args }) => {
    const sale = canvas.getByRole('region', { name: 'In-store sale' });
    await expect(sale).toHaveTextContent('StoreAlpine Denver Flagship (0101)');
    await expect(sale).toHaveTextContent('AssociateEvan Park (E0101-2)');
    await expect(canvas.queryByRole('textbox', { name: /Store|Employee/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlace).toHaveBeenCalledWith({});
  },
};

/** The associate session's store and associate in French (fr-CA). */
export const InStoreAssociateFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { inStoreSale: storySession, locale: 'fr-CA', labels: checkoutLabelsFr },
  play: async ({ canvas }) => {
    const sale = canvas.getByRole('region', { name: 'Vente en magasin' });
    await expect(sale).toHaveTextContent('MagasinAlpine Denver Flagship (0101)');
    await expect(sale).toHaveTextContent('AssociéEvan Park (E0101-2)');
  },
};

/** Every item out of stock: the order cannot be completed. */
export const AllOutOfStock: Story = {
  args: {
    data: fixtureData({
      ...fixtureSummaryBasket,
      items: [
        fixtureItem({
          customerNotifications: [
            { type: 'error', code: 'INV700', message: 'Sorry, this item is out of stock.' },
          ],
        }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This order cannot be completed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

/** In French (fr-CA): headings, edit buttons (narrow no-break space before ':') and totals. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { locale: 'fr-CA', labels: checkoutLabelsFr },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Livraison à domicile' })).toBeVisible();
    const edit = canvas.getByRole('button', { name: 'Modifier\u202F: Paiement' });
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledWith('billing');
    await expect(canvas.getByRole('button', { name: 'Passer la commande' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/**
 * With the test captcha (action `placeOrder`): Place order asks for "I'm not a robot" first,
 * then sends the token as `recaptcha_response`.
 */
export const WithCaptcha: Story = {
  args: { captcha: { provider: 'test' } },
  beforeEach: stubCaptchaRoute(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Please confirm you are not a robot.')).toBeVisible();
    await expect(args.onPlace).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m not a robot' }));
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.onPlace).toHaveBeenCalledWith({ recaptcha_response: 'story-captcha-token' }),
    );
  },
};

/** With the test captcha in French: "Je ne suis pas un robot". */
export const WithCaptchaFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { captcha: { provider: 'test' }, locale: 'fr-CA', labels: checkoutLabelsFr },
  beforeEach: stubCaptchaRoute(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passer la commande' }));
    await expect(
      await canvas.findByText('Veuillez confirmer que vous n’êtes pas un robot.'),
    ).toBeVisible();
  },
};
