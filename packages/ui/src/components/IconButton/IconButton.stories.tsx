import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { iconNames } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: 'close', onClick: fn() },
  argTypes: { icon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', alignItems: 'center', gap: vars.space.md } as const;

/** The label is the accessible name; clicking calls `onClick`. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant that fits a light surface. */
export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} variant="primary" icon="cart" label="Cart" />
      <IconButton {...args} variant="secondary" icon="heart" label="Add to wishlist" />
      <IconButton {...args} variant="tertiary" icon="search" label="Search" />
    </div>
  ),
};

/** `sm`, `md` and `lg`. */
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} size="sm" label="Close small" />
      <IconButton {...args} size="md" label="Close medium" />
      <IconButton {...args} size="lg" label="Close large" />
    </div>
  ),
};

/** On a dark surface, e.g. a carousel arrow over an image. */
export const Inverse: Story = {
  args: { variant: 'inverse', icon: 'chevron-right', label: 'Next slide' },
  render: (args) => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <IconButton {...args} />
    </div>
  ),
};

/** Disabled: clicking does nothing. */
export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary', icon: 'minus', label: 'Decrease quantity' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading: a spinner replaces the icon, `aria-busy`, clicks ignored. */
export const Loading: Story = {
  args: { loading: true, variant: 'primary', icon: 'plus', label: 'Increase quantity' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
