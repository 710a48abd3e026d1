import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { fontSizeScale } from '../../theme/tokens';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Built for long days on the trail, with a waterproof shell.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the body size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Built for long days');
  },
};

/** Every size of the type scale. */
export const Sizes: Story = {
  render: (args) => (
    <div>
      {fontSizeScale.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: The quick brown fox
        </Text>
      ))}
    </div>
  ),
};

/** Weights. */
export const Weights: Story = {
  render: (args) => (
    <div>
      <Text {...args} weight="regular">
        Regular
      </Text>
      <Text {...args} weight="medium">
        Medium
      </Text>
      <Text {...args} weight="bold">
        Bold
      </Text>
    </div>
  ),
};

/** Tones on the default surface. */
export const Tones: Story = {
  render: (args) => (
    <div>
      <Text {...args} tone="default">
        Default text
      </Text>
      <Text {...args} tone="muted">
        Muted text: secondary details
      </Text>
      <Text {...args} tone="danger">
        Danger: this field is required
      </Text>
      <Text {...args} tone="success">
        Success: added to your cart
      </Text>
      <Text {...args} tone="sale">
        Sale: $79.99
      </Text>
    </div>
  ),
};

/** `inverse` on a dark surface. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <Text {...args} />
    </div>
  ),
};

/** Alignment. */
export const Aligned: Story = {
  render: (args) => (
    <div>
      <Text {...args} align="left">
        Left
      </Text>
      <Text {...args} align="center">
        Centre
      </Text>
      <Text {...args} align="right">
        Right
      </Text>
    </div>
  ),
};

/** Inline elements inside a paragraph: `span`, `strong` (bold by default), `small`. */
export const InlineElements: Story = {
  render: () => (
    <Text>
      Order before 2 pm for <Text as="strong">next-day delivery</Text>.{' '}
      <Text as="small" size="sm" tone="muted">
        Excludes public holidays.
      </Text>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('next-day delivery');
  },
};

/** Long unbroken text wraps instead of overflowing. */
export const LongText: Story = {
  args: {
    children:
      'Supercalifragilisticexpialidocious-waterproof-breathable-lightweight-packable-jacket-with-a-very-long-name',
  },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Text {...args} />
    </div>
  ),
};
