import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { overlayBannerFixtures as fx } from './fixtures';
import { overlayBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/OverlayBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry: createRegistry([overlayBannerBlock]), mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text box (`overlayWidth: 'sm'`) right of centre from md, focused gradient, caption, linked media. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lighter on the climbs' })).toBeVisible();
    await expect(canvas.getByText('Ridge Runner, colour Moss')).toBeVisible();
  },
};
/** `backdrop` in the light tone, centred, gradient off. */
export const Backdrop: Story = { args: { blocks: [fx.backdrop] } };
/** `overlayWidth: 'xs'`. */
export const OverlayWidthXs: Story = { args: { blocks: [fx.overlayWidthXs] } };
/** `overlayWidth: 'lg'`. */
export const OverlayWidthLg: Story = { args: { blocks: [fx.overlayWidthLg] } };
/** Video with `autoplay` (only when reduced motion is not preferred). */
export const Video: Story = { args: { blocks: [fx.video] } };
/** Only the title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview: a placeholder naming the field paths. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: overlayBanner/ });
    await expect(placeholder).toHaveTextContent('fields.title');
  },
};
