import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fixtureProduct } from '../../product/fixtures';
import { optionInStock } from '../../product/variantSelection';
import { SizePicker } from './SizePicker';

const size = fixtureProduct.attributes[1];
if (!size) throw new Error('fixture without a size attribute');

const meta = {
  title: 'Commerce/SizePicker',
  component: SizePicker,
  args: {
    attribute: size,
    hrefOf: (value: string) => `?color=sand&size=${value}`,
    inStock: (value: string) => optionInStock(fixtureProduct, { color: 'sand' }, 'size', value),
  },
} satisfies Meta<typeof SizePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: every size is a link carrying the choice in the query. */
export const Unchosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Size' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '9' })).toHaveAttribute(
      'href',
      '?color=sand&size=9',
    );
    await expect(canvas.queryByRole('link', { current: true })).toBeNull();
  },
};

/** Size 9 chosen; 11 has no stock in sand (struck through, said "out of stock"). */
export const ChosenWithOutOfStock: Story = {
  args: { value: '9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Size: 9' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '9' })).toHaveAttribute('aria-current', 'true');
    const eleven = canvas.getByRole('link', { name: /^11\s*, out of stock$/ });
    await expect(eleven).toHaveAttribute('data-unavailable', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '8' })).toHaveFocus();
  },
};
