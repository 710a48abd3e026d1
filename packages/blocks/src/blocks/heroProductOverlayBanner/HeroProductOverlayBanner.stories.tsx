import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { heroProductOverlayBannerFixtures as fx } from './fixtures';
import { heroProductOverlayBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/HeroProductOverlayBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: {
    registry: createRegistry([heroProductOverlayBannerBlock]),
    mode: 'production',
    blocks: [fx.valid],
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hero media, the product shot beside the text (above it on sm), `h1` title. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Summit Boot GTX in Moss, side view' }),
    ).toBeVisible();
  },
};
/** Text right from md, so the product sits left. */
export const ProductLeft: Story = { args: { blocks: [fx.productLeft] } };
/** Only the title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview: a product image with a negative width. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', {
      name: /Invalid block: heroProductOverlayBanner/,
    });
    await expect(placeholder).toHaveTextContent('fields.mediaList.0.sm.width');
  },
};
