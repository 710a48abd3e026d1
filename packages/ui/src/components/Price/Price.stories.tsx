import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

/** Intl separates with no-break spaces; normalise them before comparing text. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { price: { current: 129.99 }, currency: 'USD', locale: 'en-US' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A regular price: no original, no sale tone. */
export const Regular: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$129.99')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.getByText(/Current price/)).toBeInTheDocument();
  },
};

/** On sale: current in the sale tone, original struck through, discount rounded to 1 decimal. */
export const Sale: Story = {
  args: { price: { current: 20, original: 30 } },
  play: async ({ canvas, canvasElement }) => {
    const original = canvasElement.querySelector('s');
    await expect(plain(original?.textContent ?? null)).toBe('Original price: $30.00');
    await expect(canvas.getByText('-33.3%')).toBeInTheDocument();
    await expect(canvas.queryByText(/Lowest price/)).toBeNull();
  },
};

/** Same current and original: shown as a regular price. */
export const OriginalNotHigher: Story = {
  args: { price: { current: 50, original: 50 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** Current price below the original and the historic best: the lowest-price notice shows (spec 3 §9). */
export const LowestPriceNotice: Story = {
  args: { price: { current: 59.99, original: 99.99, historicBestPrice: 79.99 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lowest price in the last 30 days: $79.99')).toBeInTheDocument();
  },
};

/** Current price not below the historic best: no notice. */
export const NoNoticeAboveHistoricBest: Story = {
  args: { price: { current: 89.99, original: 99.99, historicBestPrice: 79.99 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Lowest price/)).toBeNull();
  },
};

/** A range of current prices across variants. */
export const Range: Story = {
  args: { price: { lowCurrent: 40, highCurrent: 60 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$40.00 – $60.00')).toBeInTheDocument();
  },
};

/** Sale ranges: low–high for current and original; the service's percentage is shown. */
export const SaleRange: Story = {
  args: {
    price: {
      lowCurrent: 40,
      highCurrent: 60,
      lowOriginal: 80,
      highOriginal: 100,
      percentagePriceDiscount: 40,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$80.00 – $100.00')).toBeInTheDocument();
    await expect(canvas.getByText('-40%')).toBeInTheDocument();
  },
};

/** Canadian dollars in English Canada show the code (spec 2 §5). */
export const CadEnglish: Story = {
  args: { price: { current: 1299.5, original: 1499 }, currency: 'CAD', locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const text = plain(canvasElement.textContent);
    await expect(text).toContain('CAD 1,299.50');
    await expect(text).not.toContain('$');
  },
};

/** Canadian dollars in French Canada: code after the amount, French labels. */
export const CadFrench: Story = {
  args: {
    price: { current: 1299.5, original: 1499, historicBestPrice: 1399 },
    currency: 'CAD',
    locale: 'fr-CA',
    labels: {
      current: 'Prix actuel :',
      original: 'Prix d’origine :',
      lowestPrice: (amount) => `Prix le plus bas des 30 derniers jours : ${amount}`,
    },
  },
  play: async ({ canvasElement }) => {
    const text = plain(canvasElement.textContent);
    await expect(text).toContain('1 299,50 CAD');
    await expect(text).toContain('1 399,00 CAD');
    await expect(text).toContain('-13,3 %');
  },
};

/** Pounds in the UK: the symbol. */
export const Gbp: Story = {
  args: { price: { current: 85, original: 100 }, currency: 'GBP', locale: 'en-GB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£85.00')).toBeInTheDocument();
  },
};

/** The three sizes. */
export const Sizes: Story = {
  args: { price: { current: 20, original: 30 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
};

/** Discount percentage hidden. */
export const WithoutDiscount: Story = {
  args: { price: { current: 20, original: 30 }, showDiscount: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};
