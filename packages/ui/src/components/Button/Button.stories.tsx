import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Icon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: { iconStart: { control: false }, iconEnd: { control: false } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
} as const;

/** Primary: the main action. Clicking calls `onClick`. */
export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save for later' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Cancel' } };

/** A button that looks like a text link (an action inside text, e.g. "Edit"). */
export const LinkVariant: Story = { args: { variant: 'link', children: 'Edit address' } };

/** Inverse: for dark surfaces, e.g. over a banner. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Shop the collection' },
  render: (args) => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <Button {...args} />
    </div>
  ),
};

/** Every variant side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="tertiary">
        Tertiary
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
};

/** `sm`, `md` (the 44 px touch target) and `lg`. */
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

/** Icons before or after the label; they are decorative, the label names the button. */
export const WithIcons: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} iconStart={<Icon name="cart" />}>
        Add to cart
      </Button>
      <Button {...args} variant="secondary" iconEnd={<Icon name="arrow-right" />}>
        Continue
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  },
};

/** Disabled: not focusable and clicking does nothing. */
export const Disabled: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} disabled>
        Add to cart
      </Button>
      <Button {...args} variant="secondary" disabled>
        Secondary
      </Button>
      <Button {...args} variant="link" disabled>
        Link
      </Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Loading: a spinner over the label, `aria-busy`, clicks ignored. The label stays the
 * accessible name and the width does not change.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading keeps the width of the idle button, so nothing around it moves. */
export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args}>Place order</Button>
      <Button {...args} loading>
        Place order
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [idle, busy] = canvas.getAllByRole('button', { name: 'Place order' });
    await expect(busy!.getBoundingClientRect().width).toBe(idle!.getBoundingClientRect().width);
  },
};

/** Full width of its container, e.g. in a mobile basket. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Checkout' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Button {...args} />
    </div>
  ),
};

/** A long label wraps instead of overflowing. */
export const LongText: Story = {
  args: { children: 'Add this item to your cart and continue to the secure checkout' },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Button {...args} />
    </div>
  ),
};

/** With `href` it renders a link styled as a button. */
export const AsLink: Story = {
  args: { href: '/en-us/c/new-arrivals', children: 'Shop new arrivals', onClick: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop new arrivals' });
    await expect(link).toHaveAttribute('href', '/en-us/c/new-arrivals');
    await expect(link).not.toHaveAttribute('rel');
  },
};

/** An external `href` in a new tab gets `rel="noopener noreferrer"`. */
export const AsExternalLink: Story = {
  args: {
    href: 'https://example.com/size-guide',
    target: '_blank',
    children: 'Size guide',
    iconEnd: <Icon name="external-link" />,
    variant: 'secondary',
    onClick: undefined,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Size guide' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A disabled link-button has no `href` and says it is disabled. */
export const AsLinkDisabled: Story = {
  args: { href: '/en-us/checkout', children: 'Checkout', disabled: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Checkout' });
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A loading link-button drops its `href` (no navigation) and reports busy. */
export const AsLinkLoading: Story = {
  args: { href: '/en-us/checkout', children: 'Checkout', loading: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Checkout' });
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAttribute('aria-busy', 'true');
  },
};
