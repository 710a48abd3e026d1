import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the accessibility tree but takes no visible space. */
export const Default: Story = {
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Only screen readers read this');
    await expect(hidden).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Rendered as a heading, as a banner does with `hideTitle`. */
export const AsHeading: Story = {
  args: { as: 'h2', children: 'Hidden banner title' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hidden banner title' })).toBeInTheDocument();
  },
};
