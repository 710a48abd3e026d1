import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreakpointSwitch } from './BreakpointSwitch';

const meta = {
  title: 'Preview tool/BreakpointSwitch',
  component: BreakpointSwitch,
  args: { current: 'lg', hrefFor: (breakpoint) => `/?docType=page&breakpoint=${breakpoint}` },
} satisfies Meta<typeof BreakpointSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** lg chosen: every choice is a link to the same view at another breakpoint. */
export const Large: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'lg 1280 px' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'sm 375 px' })).toHaveAttribute(
      'href',
      '/?docType=page&breakpoint=sm',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** All three side by side. */
export const SideBySide: Story = {
  args: { current: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Side by side' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'lg 1280 px' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};
