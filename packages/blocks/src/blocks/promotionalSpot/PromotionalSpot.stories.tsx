import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { promotionalSpotFixtures as fx } from './fixtures';
import { promotionalSpotBlock } from './index';

const registry = createRegistry([promotionalSpotBlock]);

const meta = {
  title: 'Blocks/PromotionalSpot',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stacked: image, eyebrow, title, text, CTA; promotion tracking as data attributes. */
export const Stacked: Story = {
  play: async ({ canvas }) => {
    const spot = canvas.getByRole('region', { name: '20% off trail running shoes' });
    await expect(spot).toHaveAttribute('data-promotion-id', 'PROMO-TRAIL-20');
    await expect(canvas.getByRole('link', { name: 'Shop trail running' })).toHaveAttribute(
      'href',
      '/c/trail-running-1003',
    );
  },
};

/** Horizontal, image at the end, on the inverse surface; the CTA opens a new tab safely. */
export const Horizontal: Story = {
  args: { blocks: [fx.horizontal] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Read the camping guide/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Centred text on the primary surface, `h3` title; a bad `layout` falls back to stacked. */
export const Centered: Story = {
  args: { blocks: [fx.centered] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Members get free shipping',
    );
  },
};

/** Only the required title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** The invalid fixture in preview: a placeholder naming the field paths. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: promotionalSpot/ });
    await expect(placeholder).toHaveTextContent('fields.title');
    await expect(placeholder).toHaveTextContent('fields.cta.url');
  },
};

/** The Coast brand: the centred spot on its primary surface. */
export const CenteredCoast: Story = {
  args: { blocks: [fx.centered] },
  globals: { brand: 'coast' },
};

/** The Coast brand: the horizontal spot on its inverse surface. */
export const HorizontalCoast: Story = {
  args: { blocks: [fx.horizontal] },
  globals: { brand: 'coast' },
};
