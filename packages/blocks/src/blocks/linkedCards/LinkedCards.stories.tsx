import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { linkedCardsFixtures as fx } from './fixtures';
import { linkedCardsBlock } from './index';

const registry = createRegistry([linkedCardsBlock]);

const meta = {
  title: 'Blocks/LinkedCards',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three landscape cards; each card is one link, the external one announced and safe. */
export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Ten day hikes near you/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Two square cards, no block title, `h3` card titles. */
export const TwoColumnsSquare: Story = { args: { blocks: [fx.twoColumns] } };

/** One card with only a title and a url. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Bad `columns` and `imageRatio` fall back to 3 and landscape. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** The invalid fixture (a card without url) in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: linkedCards/ });
    await expect(placeholder).toHaveTextContent('fields.cards.0.url');
  },
};
