import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { multiLinkCardsFixtures as fx } from './fixtures';
import { multiLinkCardsBlock } from './index';

const registry = createRegistry([multiLinkCardsBlock]);

const meta = {
  title: 'Blocks/MultiLinkCards',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards with lists of links, one on the inverse surface. */
export const LinkList: Story = {
  play: async ({ canvas }) => {
    const men = canvas.getByRole('article', { name: 'Men' });
    await expect(within(men).getAllByRole('link')).toHaveLength(3);
    await expect(within(men).getByRole('link', { name: /Size guide/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Three cards with buttons, on muted, primary and plain surfaces. */
export const Buttons: Story = { args: { blocks: [fx.buttons] } };

/** One card with a title and one link. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Bad `columns`, `linkStyle` and `backgroundColor` fall back to 2, list and surfaceMuted. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** The invalid fixture (a card without links) in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: multiLinkCards/ });
    await expect(placeholder).toHaveTextContent('fields.cards.0.links');
  },
};

/** The Coast brand: buttons on its muted, primary and plain surfaces. */
export const ButtonsCoast: Story = { args: { blocks: [fx.buttons] }, globals: { brand: 'coast' } };
