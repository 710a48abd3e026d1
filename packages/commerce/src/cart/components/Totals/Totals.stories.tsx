import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureBasket, fixtureItem, fixtureSaleItem } from '../../fixtures';
import { Totals } from './Totals';

const cartLabelsFr = labelsIn('fr').cart;

const plain = fixtureBasket();
const sale = fixtureBasket([fixtureItem(), fixtureSaleItem]);

const meta = {
  title: 'Commerce/Cart/Totals',
  component: Totals,
  args: { labels: labelsIn('en').cart, totals: plain.totals, locale: 'en-US' },
} satisfies Meta<typeof Totals>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, term: string | RegExp) => {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.parentElement as HTMLElement;
};

/** No discount, free shipping: item total, subtotal, shipping "Free", tax, total. */
export const Plain: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(within(rowOf(canvasElement, 'Shipping')).getByText('Free')).toBeVisible();
    await expect(canvas.queryByText(/Discount/)).toBeNull();
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('$161.95');
  },
};

/** An empty basket: zero amounts. */
export const Empty: Story = {
  args: { totals: fixtureBasket([]).totals },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('$0.00');
  },
};

/** A sale: the discount row with its percentage (spec 1 §9) and the promoSummary callouts. */
export const Discounted: Story = {
  args: {
    totals: sale.totals,
    promoSummary: [
      {
        level: 'PRODUCT',
        calloutMessage: '20% off fleece',
        promotionName: 'Spring fleece',
        promotionId: 'promo-accessories-20',
      },
      {
        level: 'SHIPPING',
        calloutMessage: 'Free standard shipping',
        promotionName: 'Free shipping',
        promotionId: 'promo-free-shipping',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(rowOf(canvasElement, /^Discount \(/)).getByText('−$31.98')).toBeVisible();
    await expect(canvas.getByText('Discount (10.3%)')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Promotions' })).toHaveTextContent(
      'Free standard shipping',
    );
  },
};

/** Paid shipping, rewards and a gift card: the remaining to pay differs from the total. */
export const RewardsAndGiftCards: Story = {
  args: {
    totals: {
      ...plain.totals,
      shipping: 8,
      total: 169.95,
      appliedRewards: 10,
      giftCards: [{ cardNumber: '**** 0001', amount: 50 }],
      remainingToPay: 109.95,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(rowOf(canvasElement, 'Shipping')).getByText('$8.00')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Rewards')).getByText('−$10.00')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'Gift cards **** 0001')).getByText('−$50.00'),
    ).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'Remaining to pay')).getByText('$109.95'),
    ).toBeVisible();
  },
};

/** Canadian French: French words, amounts (CAD by its code, spec 2 §5) and percentages formatted for fr-CA. */
export const FrenchCanada: Story = {
  parameters: { locale: 'fr-ca' },
  args: { totals: { ...sale.totals, currency: 'CAD' }, locale: 'fr-CA', labels: cartLabelsFr },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total des articles')).toBeVisible();
    await expect(canvas.getByText(/^Rabais \(10,3/)).toBeVisible();
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent(/300,10\sCAD/);
  },
};
