import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../../theme/breakpoints';
import { Image, type ImageSource, type ImageSources } from './Image';

/** Local demo files (packages/ui/assets, served by Storybook at /assets): nothing remote. */
const demo = {
  sm: { src: '/assets/demo/mountain-sm.svg', width: 600, height: 800 },
  md: { src: '/assets/demo/mountain-md.svg', width: 1024, height: 768 },
  lg: { src: '/assets/demo/mountain-lg.svg', width: 1600, height: 700 },
} satisfies ImageSources;

/** The source the browser should pick at the current viewport (larger falls back to smaller). */
function activeSource(sources: ImageSources): ImageSource {
  const md = sources.md ?? sources.sm;
  const lg = sources.lg ?? md;
  if (window.matchMedia(`(min-width: ${breakpoints.lg}px)`).matches) return lg;
  if (window.matchMedia(`(min-width: ${breakpoints.md}px)`).matches) return md;
  return sources.sm;
}

/** The rendered box already has the source's aspect ratio, loaded or not: nothing shifts. */
async function expectReservedBox(img: HTMLImageElement, sources: ImageSources) {
  const { width, height } = img.getBoundingClientRect();
  const source = activeSource(sources);
  await expect(width).toBeGreaterThan(0);
  await expect(Math.abs(height / width - source.height / source.width)).toBeLessThan(0.02);
}

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { sources: demo, alt: 'Mountain ridge at dusk' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One file per breakpoint (switch the viewport to sm/md/lg): lazy, with explicit size. */
export const PerBreakpoint: Story = {
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Mountain ridge at dusk' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '800');
    const media = [...canvasElement.querySelectorAll('source')].map((s) => s.media);
    await expect(media).toEqual(['(min-width: 1024px)', '(min-width: 768px)']);
    await expectReservedBox(img, demo);
  },
};

/** Only `sm` given: every breakpoint uses it, no `<source>` elements. */
export const SingleSource: Story = {
  args: { sources: { sm: demo.md } },
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole<HTMLImageElement>('img');
    await expect(canvasElement.querySelectorAll('source')).toHaveLength(0);
    await expectReservedBox(img, { sm: demo.md });
  },
};

/** `md` missing: the `lg` source starts at 1024 px, below that `sm` applies. */
export const FallbackToSmaller: Story = {
  args: { sources: { sm: demo.sm, lg: demo.lg } },
  play: async ({ canvasElement }) => {
    const sources = [...canvasElement.querySelectorAll('source')];
    await expect(sources.map((s) => s.media)).toEqual(['(min-width: 1024px)']);
    await expect(sources[0]).toHaveAttribute('width', '1600');
  },
};

/** The LCP image: eager, `fetchpriority="high"`. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Eager without raising priority. */
export const Eager: Story = {
  args: { loading: 'eager' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).not.toHaveAttribute('fetchpriority');
  },
};

/** `alt=''`: decorative, not exposed as an image. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** `fit="contain"` in a fixed-height box: the whole image shows, letterboxed. */
export const Contain: Story = {
  args: { fit: 'contain', sources: { sm: demo.lg } },
  render: (args) => (
    <div style={{ height: 240 }}>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(getComputedStyle(img).objectFit).toBe('contain');
    await expect(img.getBoundingClientRect().height).toBeCloseTo(240, 0);
  },
};
