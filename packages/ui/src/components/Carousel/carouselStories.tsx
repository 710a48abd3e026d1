import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { breakpoints } from '../../theme/breakpoints';
import { Image } from '../Image';

/**
 * What the Carousel stories share (Carousel.stories.tsx, CarouselBreakpoints.stories.tsx):
 * the demo slides, the frame decorator and small play-function helpers. Storybook only.
 */

/** Six slides of local demo images only (packages/ui/assets, served at /assets). */
export const demoSlides = [1, 2, 3, 4, 5, 6].map((n) => (
  <figure key={n} style={{ margin: 0 }}>
    <Image
      sources={{ sm: { src: `/assets/demo/coast-${n}.svg`, width: 800, height: 600 } }}
      alt={`Demo landscape ${n}`}
      loading="eager"
    />
    <figcaption>Landscape {n}</figcaption>
  </figure>
));

/** Frames the story at most 960 px wide. */
export const inFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 960 }}>
    <Story />
  </div>
);

/** Element `index` of a list, failing the test when it is missing. */
export function nth(list: HTMLElement[], index: number): HTMLElement {
  const element = list[index];
  if (!element) throw new Error(`No element at ${index}`);
  return element;
}

/** The dot button of slide `n` (1-based). */
export const dot = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^Go to slide ${n} of`) });

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The breakpoint of the story's viewport: `sm` (0), `md` (768 px) or `lg` (1024 px). */
export const viewportBreakpoint = () =>
  window.matchMedia(`(min-width: ${breakpoints.lg}px)`).matches
    ? 'lg'
    : window.matchMedia(`(min-width: ${breakpoints.md}px)`).matches
      ? 'md'
      : 'sm';
