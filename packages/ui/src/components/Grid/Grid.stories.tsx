import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Grid } from './Grid';

const cells = Array.from({ length: 8 }, (_, i) => (
  <Box key={i} padding="md" background="surfaceMuted" borderRadius="sm">
    Cell {i + 1}
  </Box>
));

const meta = {
  title: 'UI/Layout/Grid',
  component: Grid,
  args: { children: cells },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One column by default. */
export const Default: Story = {};

/** A fixed number of columns. */
export const ThreeColumns: Story = { args: { columns: 3 } };
export const SixColumns: Story = { args: { columns: 6, gap: 'xs' } };

/**
 * Columns per breakpoint, as a product grid: 2 on phones, 3 on tablets, 4 on desktops.
 * Switch the viewport in the toolbar to see it change.
 */
export const Responsive: Story = {
  args: { columns: { sm: 2, md: 3, lg: 4 }, gap: { sm: 'xs', md: 'md' } },
};

/** Rendered as a list of products. */
export const AsList: Story = {
  args: {
    as: 'ul',
    columns: 2,
    style: { listStyle: 'none', padding: 0 },
    children: ['Jacket', 'Boots', 'Backpack', 'Tent'].map((name) => (
      <Box as="li" key={name} padding="md" background="surfaceMuted">
        {name}
      </Box>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).display).toBe('grid');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};
