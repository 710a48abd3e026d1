import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureProduct } from '../../fixtures';
import { optionInStock } from '../../variantSelection';
import { OptionPicker, type OptionPickerLinkProps } from './OptionPicker';

const colour = fixtureProduct.attributes[0];
const size = fixtureProduct.attributes[1];
if (!colour || !size) throw new Error('fixture without colour and size attributes');

/** The picker in link mode (the product page's). */
const LinkPicker: (props: OptionPickerLinkProps) => ReactElement = OptionPicker;

const meta = {
  title: 'Commerce/OptionPicker/Link',
  component: LinkPicker,
  args: {
    labels: labelsIn('en').optionPicker,
    mode: 'link',
    attribute: size,
    hrefOf: (value: string) => `?color=sand&size=${value}`,
    inStock: (value: string) => optionInStock(fixtureProduct, { color: 'sand' }, 'size', value),
  },
} satisfies Meta<typeof LinkPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Link mode, nothing chosen yet: every size is a link carrying the choice in the query. */
export const LinkUnchosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Size' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '9' })).toHaveAttribute(
      'href',
      '?color=sand&size=9',
    );
    await expect(canvas.queryByRole('link', { current: true })).toBeNull();
  },
};

/** Link mode, size 9 chosen; 11 has no stock in sand (struck through, said "out of stock"). */
export const LinkChosenWithOutOfStock: Story = {
  args: { value: '9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Size: 9' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '9' })).toHaveAttribute('aria-current', 'true');
    const eleven = canvas.getByRole('link', { name: /^11\s*, out of stock$/ });
    await expect(eleven).toHaveAttribute('data-unavailable', 'out-of-stock');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '8' })).toHaveFocus();
  },
};

/** Link mode, size 10 unavailable with the other choices: plain text, not a link, skipped by Tab. */
export const LinkUnavailable: Story = {
  args: { value: '9', available: (value: string) => value !== '10' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^10/ })).toBeNull();
    await expect(canvas.getByText('10')).toBeVisible();
    await expect(canvas.getByText(', unavailable')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^11/ })).toHaveFocus();
  },
};

/** Link mode, swatch look: black chosen (named in the legend); forest has no stock in size 9. */
export const LinkSwatches: Story = {
  args: {
    attribute: colour,
    value: 'black',
    look: 'swatch',
    hrefOf: (value: string) => `?color=${value}&size=9`,
    inStock: (value: string) => optionInStock(fixtureProduct, { size: '9' }, 'color', value),
  },
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
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Black' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sand' })).toHaveFocus();
  },
};

/** Link mode in French: the out-of-stock words come from the labels. */
export const LinkFrench: Story = {
  args: { labels: { outOfStock: 'en rupture de stock', unavailable: 'non disponible' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^11\s*, en rupture de stock$/ })).toBeVisible();
  },
};
