import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fixtureProduct } from '../../product/fixtures';
import { optionInStock } from '../../product/variantSelection';
import { ColourSwatches } from './ColourSwatches';

const colour = fixtureProduct.attributes[0];
if (!colour) throw new Error('fixture without a colour attribute');

const meta = {
  title: 'Commerce/ColourSwatches',
  component: ColourSwatches,
  args: {
    attribute: colour,
    value: 'black',
    hrefOf: (value: string) => `?color=${value}&size=9`,
    inStock: (value: string) => optionInStock(fixtureProduct, { size: '9' }, 'color', value),
  },
} satisfies Meta<typeof ColourSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Black chosen (named in the legend); forest has no stock in size 9. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Colour: Black' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Black' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Sand' })).toHaveAttribute(
      'href',
      '?color=sand&size=9',
    );
    await expect(canvas.getByRole('link', { name: 'Forest, out of stock' })).toBeVisible();
  },
};

/** Reached by keyboard: Tab moves through the swatches in order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Black' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sand' })).toHaveFocus();
  },
};
