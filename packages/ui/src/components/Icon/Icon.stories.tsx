import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'cart', size: 'lg' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One decorative icon: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With `label` the icon is an image with an accessible name. */
export const Labelled: Story = {
  args: { name: 'truck', label: 'Free delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Free delivery' })).toBeInTheDocument();
  },
};

/** The whole set, with each icon's name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        gap: vars.space.md,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: vars.space.xs,
            fontSize: vars.fontSize.sm,
          }}
        >
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(iconNames.length);
  },
};

/** Every size, from `sm` (16 px) to `3xl` (48 px). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
      {(['sm', 'md', 'lg', 'xl', '3xl'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Icons take the colour of the text around them (`currentColor`). */
export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ color: vars.color.sale, display: 'flex', gap: vars.space.xs }}>
      <Icon {...args} name="heart-filled" /> Added to wishlist
    </p>
  ),
};

/** On a dark surface, in the inverse text colour. */
export const Inverse: Story = {
  render: (args) => (
    <div
      style={{
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        padding: vars.space.md,
        display: 'flex',
        gap: vars.space.md,
      }}
    >
      <Icon {...args} name="search" />
      <Icon {...args} name="user" />
      <Icon {...args} name="heart" />
      <Icon {...args} name="cart" />
    </div>
  ),
};
