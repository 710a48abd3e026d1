import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureProduct } from '../../fixtures';
import { stockStateOf } from '../../stockState';
import { StockState } from './StockState';

const catalogLabels = (language: 'en' | 'fr') => labelsIn(language).catalog;

const meta = {
  title: 'Commerce/StockState',
  component: StockState,
  args: {
    labels: labelsIn('en').catalog,
    state: stockStateOf(fixtureProduct, { id: 'v', quantity: 12 }),
  },
} satisfies Meta<typeof StockState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity above 3. */
export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('In stock');
  },
};

/** Quantity 1-3: only N left. */
export const LowStock: Story = {
  args: { state: stockStateOf(fixtureProduct, { id: 'v', quantity: 2 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 2 left');
  },
};

/** Quantity 0. */
export const OutOfStock: Story = {
  args: { state: stockStateOf(fixtureProduct, { id: 'v', quantity: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Out of stock');
  },
};

/** A presale product for a guest. */
export const Presale: Story = {
  args: { state: stockStateOf({ ...fixtureProduct, presale: true }, { id: 'v', quantity: 5 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Presale: sign in to buy');
  },
};

/** A digital product: always available with quantity 1 (spec 3 §4). */
export const Digital: Story = {
  args: {
    state: stockStateOf(
      { ...fixtureProduct, isDigitalProduct: true, productType: 'digital' },
      { id: 'v', quantity: 0 },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('In stock');
  },
};

/** No full choice yet, in French. */
export const Unselected: Story = {
  args: {
    state: stockStateOf(fixtureProduct, undefined),
    missing: 'Taille',
    labels: catalogLabels('fr'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Choisissez\s:\staille/);
  },
};
