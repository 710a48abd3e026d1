import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './Carousel.client';
import { demoSlides, dot, inFrame, nth, sleep, viewportBreakpoint } from './carouselStories';

/**
 * The Carousel's settings per breakpoint (spec 3 §3 Collection breakpoints): carousel or grid,
 * slide width and max width, centre alignment, autoplay only at some breakpoints.
 */
const meta = {
  title: 'UI/Carousel/Breakpoints',
  component: Carousel,
  args: { label: 'Featured landscapes', children: demoSlides },
  decorators: [inFrame],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Carousel on sm, a 3-column grid from md (spec 3 §3 Collection breakpoint `type`): in the grid
 * all slides show in rows and arrows, dots and progress are hidden.
 */
export const GridFromMd: Story = {
  globals: { viewport: { value: 'md', isRotated: false } },
  args: { layout: { sm: 'carousel', md: 'grid' }, slidesPerView: { sm: 1.2, md: 3 } },
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('group', { name: /of 6$/ });
    const next = canvas.getByRole('button', { name: 'Next slide', hidden: true });
    if (viewportBreakpoint() === 'sm') {
      await expect(next).toBeVisible();
      return;
    }
    await expect(next).not.toBeVisible();
    const top = (index: number) => Math.round(nth(groups, index).getBoundingClientRect().top);
    await expect(top(3)).toBeGreaterThan(top(0));
    await expect(top(1)).toBe(top(0));
  },
};

/** Explicit slide widths (spec 3 §9 CTA carousel: 19.25rem on sm, 26.5rem from md). */
export const SlideWidth: Story = {
  args: { slideWidth: { sm: '19.25rem', md: '26.5rem' }, gap: 'sm' },
  play: async ({ canvas }) => {
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const slide = nth(canvas.getAllByRole('group', { name: /of 6$/ }), 0);
    const gap = Number.parseFloat(getComputedStyle(slide).paddingRight);
    const expected = (viewportBreakpoint() === 'sm' ? 19.25 : 26.5) * rem + gap;
    await expect(Math.abs(slide.getBoundingClientRect().width - expected)).toBeLessThan(1);
  },
};

/** A largest slide width caps slides per view (here 2 per view, at most 240 px of content). */
export const SlideMaxWidth: Story = {
  args: { slidesPerView: 2, slideMaxWidth: '240px', gap: 'md' },
  play: async ({ canvas }) => {
    const slide = nth(canvas.getAllByRole('group', { name: /of 6$/ }), 0);
    const gap = Number.parseFloat(getComputedStyle(slide).paddingRight);
    await expect(slide.getBoundingClientRect().width).toBeLessThanOrEqual(240 + gap + 0.5);
  },
};

/** Centre alignment with loop: the selected slide sits in the middle and is marked selected. */
export const CenterAligned: Story = {
  args: { slidesPerView: { sm: 1.4, md: 3 }, align: 'center', loop: true, showDots: true },
  play: async ({ canvas, canvasElement }) => {
    const groups = canvas.getAllByRole('group', { name: /of 6$/ });
    await waitFor(() => expect(nth(groups, 0)).toHaveAttribute('data-selected', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(nth(groups, 1)).toHaveAttribute('data-selected', 'true'));
    await expect(nth(groups, 0)).not.toHaveAttribute('data-selected');
    const viewport = (nth(groups, 1).parentElement as HTMLElement).parentElement as HTMLElement;
    const centre = (rect: DOMRect) => rect.left + rect.width / 2;
    const slide = nth(groups, 1);
    const gap = Number.parseFloat(getComputedStyle(slide).paddingRight);
    await waitFor(
      () =>
        expect(
          Math.abs(
            centre(slide.getBoundingClientRect()) -
              gap / 2 -
              centre(viewport.getBoundingClientRect()),
          ),
        ).toBeLessThan(gap + 2),
      { timeout: 3000 },
    );
    await expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true');
  },
};

/** Autoplay only from md (sm: none, no pause/play button shown there). */
export const AutoplayFromMd: Story = {
  globals: { viewport: { value: 'md', isRotated: false } },
  args: { autoplay: { delayMs: { sm: 0, md: 800 } }, loop: true },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Pause automatic slide show', hidden: true });
    if (viewportBreakpoint() === 'sm') {
      await expect(toggle).not.toBeVisible();
      await sleep(1200);
      await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
      return;
    }
    await expect(toggle).toBeVisible();
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), {
      timeout: 3000,
    });
    await userEvent.click(toggle);
  },
};

/** The same at sm: a carousel with a peek, arrows shown. */
export const GridFromMdSmall: Story = {
  ...GridFromMd,
  globals: { viewport: { value: 'sm', isRotated: false } },
};

/** The same at sm: no autoplay and no pause/play button. */
export const AutoplayFromMdSmall: Story = {
  ...AutoplayFromMd,
  globals: { viewport: { value: 'sm', isRotated: false } },
};

/** Slide widths at md: 26.5rem per slide. */
export const SlideWidthMd: Story = {
  ...SlideWidth,
  globals: { viewport: { value: 'md', isRotated: false } },
};
