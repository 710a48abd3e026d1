import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Icon } from '../Icon';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/en-us/c/jackets', children: 'Shop jackets' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An internal link inside text: underlined, no `rel`. */
export const Inline: Story = {
  render: (args) => (
    <p>
      Need a layer? <Link {...args} /> for the new season.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop jackets' });
    await expect(link).toHaveAttribute('href', '/en-us/c/jackets');
    await expect(link).not.toHaveAttribute('rel');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** On its own, e.g. "View all" under a product carousel. */
export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: (
      <>
        View all <Icon name="arrow-right" size="sm" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View all' })).toBeInTheDocument();
  },
};

/** No colour or underline of its own: for a card whose whole surface is the link. */
export const Plain: Story = {
  args: {
    variant: 'plain',
    children: (
      <span style={{ display: 'block', padding: vars.space.md, border: '1px solid' }}>
        Trail runner 2 — $129
      </span>
    ),
  },
};

/** `target="_blank"`: safe `rel`, and "(opens in a new tab)" for screen readers. */
export const NewTab: Story = {
  args: { href: '/en-us/size-guide', target: '_blank', children: 'Size guide' },
  render: (args) => (
    <p>
      Not sure? See the <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Size guide (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An external URL gets `rel="noopener noreferrer"` even in the same tab. */
export const External: Story = {
  args: { href: 'https://example.com/care', children: 'Fabric care guide' },
  render: (args) => (
    <p>
      Read the <Link {...args} /> from our partner.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Fabric care guide' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** On a dark surface, in the inverse colour. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <p
      style={{
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        padding: vars.space.lg,
      }}
    >
      New arrivals are in. <Link {...args} />
    </p>
  ),
};

/** A long link text wraps inside text. */
export const LongText: Story = {
  args: { children: 'read the complete returns and exchanges policy for orders placed online' },
  render: (args) => (
    <p style={{ maxWidth: '20rem' }}>
      Before you send an item back, <Link {...args} />.
    </p>
  ),
};
