import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'UI/Layout/Box',
  component: Box,
  args: { children: 'A box with padding, a muted background and rounded corners' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sprinkles props on theme tokens. */
export const Default: Story = {
  args: { padding: 'lg', background: 'surfaceMuted', borderRadius: 'md' },
};

/** Responsive props: more padding and a different layout from `md` and `lg` up. */
export const Responsive: Story = {
  render: () => (
    <Box
      display="flex"
      flexDirection={{ sm: 'column', md: 'row' }}
      gap={{ sm: 'xs', lg: 'xl' }}
      padding={{ sm: 'sm', md: 'lg', lg: 'xl' }}
      background="surfaceMuted"
    >
      <Box padding="md" background="surface">
        One
      </Box>
      <Box padding="md" background="surface">
        Two
      </Box>
    </Box>
  ),
};

/** Polymorphic: renders any element, keeping its semantics. */
export const AsSection: Story = {
  render: () => (
    <Box as="section" aria-labelledby="box-heading" padding="md" background="surfaceMuted">
      <h2 id="box-heading">A section</h2>
      <p>Rendered as a labelled section element.</p>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'A section' }).tagName).toBe('SECTION');
  },
};

/** Inverse colours on a dark surface. */
export const Inverse: Story = {
  args: { padding: 'lg', background: 'surfaceInverse', color: 'textInverse' },
};
