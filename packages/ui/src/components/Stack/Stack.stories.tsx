import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding="sm" background="surfaceMuted" borderRadius="sm">
    {children}
  </Box>
);

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: {
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A column with the default `md` gap; children stretch to the full width. */
export const Default: Story = {};

/** Gaps from the space scale. */
export const SmallGap: Story = { args: { gap: '2xs' } };
export const LargeGap: Story = { args: { gap: 'xl' } };

/** A gap per breakpoint: tighter on phones. */
export const ResponsiveGap: Story = { args: { gap: { sm: 'xs', md: 'lg', lg: '2xl' } } };

/** Alignment of children across the column. */
export const AlignCenter: Story = { args: { align: 'center' } };
export const AlignStart: Story = { args: { align: 'start' } };
export const AlignEnd: Story = { args: { align: 'end' } };

/** Rendered as a list, keeping list semantics. */
export const AsList: Story = {
  args: {
    as: 'ul',
    style: { listStyle: 'none', padding: 0 },
    children: ['Free delivery over $50', 'Free returns', '2-year warranty'].map((t) => (
      <li key={t}>{t}</li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
