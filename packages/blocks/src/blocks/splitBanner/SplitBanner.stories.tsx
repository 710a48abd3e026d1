import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { splitBannerFixtures as fx } from './fixtures';
import { splitBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/SplitBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry: createRegistry([splitBannerBlock]), mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const mediaShare = (root: HTMLElement) => {
  const section = root.querySelector('section') as HTMLElement;
  const image = section.querySelector('img') as HTMLElement;
  return image.getBoundingClientRect().width / section.getBoundingClientRect().width;
};
const wide = () => window.matchMedia('(min-width: 768px)').matches;

/** Image left at 50%, text in the middle, caption, two CTAs. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    if (wide()) await expect(mediaShare(canvasElement)).toBeCloseTo(0.5, 1);
  },
};
/** `imageWidth: 60`. */
export const ImageWidth60: Story = {
  args: { blocks: [fx.width60] },
  play: async ({ canvasElement }) => {
    if (wide()) await expect(mediaShare(canvasElement)).toBeCloseTo(0.6, 1);
  },
};
/** `imageWidth: '40'`. */
export const ImageWidth40: Story = {
  args: { blocks: [fx.width40] },
  play: async ({ canvasElement }) => {
    if (wide()) await expect(mediaShare(canvasElement)).toBeCloseTo(0.4, 1);
  },
};
/** `verticalAlignment: 'top'`. */
export const VerticalTop: Story = { args: { blocks: [fx.top] } };
/** `verticalAlignment: 'bottom'`. */
export const VerticalBottom: Story = { args: { blocks: [fx.bottom] } };
/** `alignmentLarge: 'imageRight'` on `surfaceInverse`. */
export const ImageRight: Story = { args: { blocks: [fx.imageRight] } };
/** `alignmentLarge: 'threeImagesLeft'`: one wide image above two, 60% wide. */
export const ThreeImages: Story = {
  args: { blocks: [fx.threeImages] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(3);
  },
};
/** `alignmentLarge: 'threeImagesRight'` on the primary colour. */
export const ThreeImagesRight: Story = { args: { blocks: [fx.threeImagesRight] } };
/** The Coast brand: same fields, the brand's colours, type and radii. */
export const CoastBrand: Story = { globals: { brand: 'coast' } };
/** Only the title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview: a target without URL (imageWidth 70 falls back to 50). */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: splitBanner/ });
    await expect(placeholder).toHaveTextContent('fields.targets.0.url');
  },
};
