import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Container } from './Container';

const meta = {
  title: 'UI/Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Box padding="lg" background="surfaceMuted">
        Page content is centred and padded at every breakpoint.
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page container: the theme's maximum width. */
export const Default: Story = {};

/** A reading width for article text and forms. */
export const Narrow: Story = { args: { width: 'narrow' } };

/** Edge to edge with side padding only. */
export const Full: Story = { args: { width: 'full' } };

/** As the page's main landmark. */
export const AsMain: Story = { args: { as: 'main' } };
