import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { blockBelowBannerFixtures as fx } from './fixtures';
import { blockBelowBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/BlockBelowBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: {
    registry: createRegistry([blockBelowBannerBlock]),
    mode: 'production',
    blocks: [fx.valid],
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Media with caption, then the text block: rich text above and below two CTAs. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Resoled, not replaced' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How it works' })).toBeVisible();
  },
};
/** The block below on `surfaceInverse`, `titleColor: 'inverse'`. */
export const Inverse: Story = { args: { blocks: [fx.inverse] } };
/** A video on sm and md, an image on lg. */
export const VideoPerBreakpoint: Story = { args: { blocks: [fx.video] } };
/** Only the title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview: the title is missing. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: blockBelowBanner/ });
    await expect(placeholder).toHaveTextContent('fields.title');
  },
};
