import type { Facet } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { readListingState } from '../../listingQuery';
import { Facets } from './Facets';

const facets: Facet[] = [
  {
    id: 'color',
    label: 'Colour',
    values: [
      { value: 'black', label: 'Black', count: 16, selected: true },
      { value: 'sand', label: 'Sand', count: 10, selected: false },
      { value: 'red', label: 'Red', count: 0, selected: false },
    ],
  },
  {
    id: 'size',
    label: 'Size',
    values: [
      { value: '8', label: '8', count: 12, selected: false },
      { value: '9', label: '9', count: 14, selected: false },
    ],
  },
  {
    id: 'badge',
    label: 'Highlights',
    values: [{ value: 'New', label: 'New', count: 3, selected: false }],
  },
];

const base = '/en-us/c/footwear-3000';

const meta = {
  title: 'Commerce/Facets',
  component: Facets,
  args: {
    labels: labelsIn('en').catalog,
    facets,
    basePath: base,
    state: readListingState({}),
    swatches: { black: '#1f1f1f', sand: '#c8b48a' },
  },
} satisfies Meta<typeof Facets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet: values link to the category with `f_{facet}`; empty values are left out. */
export const NoneSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sand (10)' })).toHaveAttribute(
      'href',
      `${base}?f_color=sand`,
    );
    await expect(canvas.queryByRole('link', { name: /Red/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
  },
};

/** Black selected on page 2 sorted by price: links toggle and go back to page 1, sort kept. */
export const Selected: Story = {
  args: { state: readListingState({ f_color: 'black', sort: 'price-asc', page: '2' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Black \(16\)\s*, selected$/ })).toHaveAttribute(
      'href',
      `${base}?sort=price-asc`,
    );
    await expect(canvas.getByRole('link', { name: 'Sand (10)' })).toHaveAttribute(
      'href',
      `${base}?f_color=black%7Csand&sort=price-asc`,
    );
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear Colour' })).toBeVisible();
  },
};

/** Facets past the first two start closed; their summary opens them. */
export const Disclosure: Story = {
  play: async ({ canvas }) => {
    const highlights = canvas.getByText('Highlights');
    await expect(canvas.getByRole('link', { name: 'New (3)' })).not.toBeVisible();
    await userEvent.click(highlights);
    await expect(canvas.getByRole('link', { name: 'New (3)' })).toBeVisible();
  },
};
