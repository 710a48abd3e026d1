import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Heading, type HeadingLevel, type HeadingLook } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { level: 2, children: 'New season, new trails' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An `h2` with its default look. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('New season');
  },
};

/** Each level with its default look. */
export const Levels: Story = {
  render: (args) => (
    <div>
      {([1, 2, 3, 4, 5, 6] as HeadingLevel[]).map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

/** Every look, all as `h2`: size does not follow the level. */
export const Looks: Story = {
  render: (args) => (
    <div>
      {(['display', 'xl', 'lg', 'md', 'sm', 'xs'] as HeadingLook[]).map((look) => (
        <Heading key={look} {...args} level={2} look={look}>
          Look {look}
        </Heading>
      ))}
    </div>
  ),
};

/**
 * Spec 3 §3 `titleH1`: the same banner title look rendered as `h1` (titleH1 true) and as
 * `h2` (the default). Both look identical; only the outline differs.
 */
export const BannerTitleH1VersusH2: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Heading {...args} level={1} look="display">
        Summer sale (h1)
      </Heading>
      <Heading {...args} level={2} look="display">
        Summer sale (h2)
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 });
    const h2 = canvas.getByRole('heading', { level: 2 });
    await expect(h1.className).toBe(h2.className);
    await expect(getComputedStyle(h1).fontSize).toBe(getComputedStyle(h2).fontSize);
  },
};

/** `inverse` on a dark surface. */
export const Inverse: Story = {
  args: { tone: 'inverse', look: 'xl' },
  render: (args) => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <Heading {...args} />
    </div>
  ),
};

export const Centred: Story = { args: { align: 'center' } };

/** A long title wraps. */
export const LongText: Story = {
  args: {
    look: 'display',
    children: 'Everything you need for a week in the mountains, packed and ready to go',
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Heading {...args} />
    </div>
  ),
};
