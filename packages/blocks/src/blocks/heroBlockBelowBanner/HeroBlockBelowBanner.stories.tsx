import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { heroBlockBelowBannerFixtures as fx } from './fixtures';
import { heroBlockBelowBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/HeroBlockBelowBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: {
    registry: createRegistry([heroBlockBelowBannerBlock]),
    mode: 'production',
    blocks: [fx.valid],
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text below the media on sm, over it (focused gradient) from md; `h1` title. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Built for the long way round',
    );
  },
};
/** Phone layout: the text block below the media. */
export const ValidOnSm: Story = { globals: { viewport: { value: 'sm', isRotated: false } } };
/** `gradientTone: 'light'`, centred. */
export const LightTone: Story = { args: { blocks: [fx.lightTone] } };
/** Only the title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview: media without its size. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', {
      name: /Invalid block: heroBlockBelowBanner/,
    });
    await expect(placeholder).toHaveTextContent('fields.media.sm');
  },
};
