import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { productCollectionFixtures as fx } from './fixtures';
import { productCollectionBlock } from './index';

const registry = createRegistry([productCollectionBlock]);

const meta = {
  title: 'Blocks/ProductCollection',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six products, title with a "view all" link, 1.5 / 3 / 4 slides per view. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trail favourites' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Summit Trail Boot' })).toHaveAttribute(
      'href',
      '/p/summit-trail-boot-A1B2C3D4E',
    );
  },
};

/** Sale items with original prices; the bad `titleHeadingTag` falls back to `h2`. */
export const OnSale: Story = {
  args: { blocks: [fx.grid] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'On sale' })).toBeVisible();
  },
};

/** Items only: no title, default breakpoints. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The invalid fixture in preview: the placeholder names the bad item fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: productCollection/ });
    await expect(placeholder).toHaveTextContent('fields.items.0.price');
    await expect(placeholder).toHaveTextContent('fields.items.0.currency');
  },
};
