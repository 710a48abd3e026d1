import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { imageBannerFixtures as fx } from './fixtures';
import { imageBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/ImageBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry: createRegistry([imageBannerBlock]), mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The image sets the height; eyebrow, title and CTA at its bottom; plain caption at the top. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Three days on the Haute Route' }),
    ).toBeVisible();
  },
};
/** `hideTitle`: only the image (with alt text), linked to `mediaTarget`. */
export const HiddenTitle: Story = {
  args: { blocks: [fx.hiddenTitle] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Packing list' })).toHaveAttribute(
      'href',
      '/stories/packing-list',
    );
  },
};
/** `captionPosition: 'off'` and `titleStyle: 'md'`. */
export const CaptionOff: Story = { args: { blocks: [fx.captionOff] } };
/** Only the title (no media: the background colour). */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview: an unsafe `mediaTarget` URL. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: imageBanner/ });
    await expect(placeholder).toHaveTextContent('fields.mediaTarget.url');
  },
};
