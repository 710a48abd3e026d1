import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { heroBannerFixtures as fx } from './fixtures';
import { heroBannerBlock } from './index';

const registry = createRegistry([heroBannerBlock]);

const meta = {
  title: 'Blocks/HeroBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full-width hero with media per breakpoint, focused gradient, `h1` title, two CTAs, tracking. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Made for the trail ahead' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop women' })).toHaveAttribute(
      'href',
      '/c/women-1002',
    );
    await expect(canvas.getByRole('region')).toHaveAttribute(
      'data-promotion-id',
      'promo-aw26-hero',
    );
  },
};

/** No media: the background colour (`primary`), centred, `h2` title. */
export const CenteredNoMedia: Story = {
  args: { blocks: [fx.centeredNoMedia] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Free shipping on every order',
    );
  },
};

/** `linkType: 'No-CTA'` hides the buttons; a bad `gradientStyle` falls back to `full`. */
export const NoCta: Story = {
  args: { blocks: [fx.noCta] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** `hideTitle`: the title is only in the accessibility tree. */
export const HiddenTitle: Story = {
  args: { blocks: [fx.hiddenTitle] },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Winter collection' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** `gradientStyle: 'full'`: a uniform 35% scrim over the media. */
export const GradientFull: Story = { args: { blocks: [fx.gradientFull] } };

/** `gradientTone: 'light'`, focused, shown on md and lg only, with a light backdrop; per-breakpoint alignments. */
export const GradientLightFocused: Story = { args: { blocks: [fx.gradientLight] } };

/** `gradientStyle: 'off'` with `backdrop` and `overlayWidth: 'sm'`. */
export const GradientOffWithBackdrop: Story = { args: { blocks: [fx.gradientOff] } };

/** `captionPosition: 'top'`, boxed, inverse colour. */
export const CaptionTop: Story = {
  args: { blocks: [fx.captionTop] },
  play: async ({ canvas }) => {
    const caption = canvas.getByText('Photo: Dolomites, October');
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(150.5);
  },
};

/** `captionPosition: 'bottom'`, boxed, default colour; centred text. */
export const CaptionBottom: Story = { args: { blocks: [fx.captionBottom] } };

/** Eyebrow logo and text, sanitized `titleHtml` as `h1`, rich text above and below equal-size CTAs. */
export const EyebrowTitleHtmlEqualTargets: Story = {
  args: { blocks: [fx.eyebrowAndHtml] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Summit Lab' })).toBeVisible();
    const [first, second] = canvas.getAllByRole('link', { name: /Shop/ });
    await expect(first?.getBoundingClientRect().width).toBe(second?.getBoundingClientRect().width);
  },
};

/** Video media: the poster image, a muted inline `<video>` (no autoplay) and a play button. */
export const Video: Story = {
  args: { blocks: [fx.video] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(canvasElement.querySelector('video')?.paused).toBe(true);
  },
};

/** `isFullHeight` and `isFullWidth`, the media linked to `mediaTarget`, `bottomMargins`. */
export const FullHeightFullWidth: Story = {
  args: { blocks: [fx.fullHeight] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'The whole screen' })).toHaveAttribute(
      'href',
      '/c/new-1000',
    );
  },
};

/** `hideOnBreakpoint: ['sm']`: hidden on phones (switch the viewport to sm). */
export const HiddenOnSm: Story = {
  args: { blocks: [fx.hiddenOnSm] },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    // The story test's browser may be wider than sm: then the banner shows.
    const onSm = !window.matchMedia('(min-width: 768px)').matches;
    await expect(section && getComputedStyle(section).display).toBe(onSm ? 'none' : 'flex');
  },
};

/** The Coast brand (eyebrow, titleHtml, equal CTAs): the brand's colours, type and radii. */
export const CoastBrand: Story = {
  args: { blocks: [fx.eyebrowAndHtml] },
  globals: { brand: 'coast' },
};

/** Only the required field: a title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** The invalid fixture in preview: a placeholder naming the block, id, field paths and problems. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: heroBanner/ });
    await expect(placeholder).toHaveTextContent('fields.title');
    await expect(placeholder).toHaveTextContent('fields.targets.0.url');
  },
};
