import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status region named "Loading" for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** `sm`, `md` and `lg`. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.lg }}>
      <Spinner {...args} size="sm" label="Loading small" />
      <Spinner {...args} size="md" label="Loading medium" />
      <Spinner {...args} size="lg" label="Loading large" />
    </div>
  ),
};

/** A custom label says what is loading. */
export const CustomLabel: Story = {
  args: { label: 'Loading your basket' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your basket');
  },
};

/** On a dark surface. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <Spinner {...args} />
    </div>
  ),
};

/** Decorative: hidden from assistive technology when something else reports the busy state. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
