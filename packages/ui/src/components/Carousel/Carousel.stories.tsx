import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './Carousel.client';
import { demoSlides, dot, inFrame, nth, sleep, viewportBreakpoint } from './carouselStories';

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: 'Featured landscapes', children: demoSlides },
  decorators: [inFrame],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One slide per view, arrows and dots. Clicking next moves to the second slide. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Featured landscapes' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group', { name: /of 6$/ });
    await expect(groups).toHaveLength(6);
    const [first, second] = [nth(groups, 0), nth(groups, 1)];
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(first).toHaveAccessibleName('1 of 6');

    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await waitFor(() => expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true'));
    await expect(previous).toBeDisabled();

    const viewport = (first.parentElement as HTMLElement).parentElement as HTMLElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'));
    await expect(dot(canvasElement, 1)).not.toHaveAttribute('aria-current');
    await expect(previous).toBeEnabled();
    // At rest the second slide's start edge is flush with the viewport's (the gap trails each
    // slide). Without reduced motion embla eases in for about a second, so allow it to settle.
    await waitFor(
      () =>
        expect(Math.round(second.getBoundingClientRect().left)).toBe(
          Math.round(viewport.getBoundingClientRect().left),
        ),
      { timeout: 3000 },
    );
  },
};

/**
 * A resize re-measures the carousel (embla's reInit, with its transform already on the
 * container) and the selected slide stays flush with the viewport: the snaps do not move by
 * one gap depending on when the measurement happens.
 */
export const KeepsPositionOnResize: Story = {
  play: async ({ canvas, canvasElement }) => {
    const second = nth(canvas.getAllByRole('group', { name: /of 6$/ }), 1);
    const viewport = (second.parentElement as HTMLElement).parentElement as HTMLElement;
    const frame = viewport.closest('section')?.parentElement as HTMLElement;
    const flush = () =>
      expect(Math.round(second.getBoundingClientRect().left)).toBe(
        Math.round(viewport.getBoundingClientRect().left),
      );
    await waitFor(() => expect(dot(canvasElement, 2)).toBeInTheDocument());
    await userEvent.click(dot(canvasElement, 2));
    await waitFor(flush, { timeout: 3000 });
    frame.style.maxWidth = '640px';
    await waitFor(() => expect(Math.round(viewport.getBoundingClientRect().width)).toBe(640));
    await waitFor(() => expect(Math.round(second.getBoundingClientRect().width)).toBe(656));
    await waitFor(flush, { timeout: 3000 });
    await expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true');
  },
};

/** Clicking a dot scrolls to that slide (spec 3 §4). */
export const DotSelectsSlide: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dot(canvasElement, 4)).toBeInTheDocument());
    await userEvent.click(dot(canvasElement, 4));
    await waitFor(() => expect(dot(canvasElement, 4)).toHaveAttribute('aria-current', 'true'));
    await expect(dot(canvasElement, 1)).not.toHaveAttribute('aria-current');
  },
};

/** At the last position the next arrow is disabled (no loop). */
export const DisabledAtEnd: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dot(canvasElement, 6)).toBeInTheDocument());
    await userEvent.click(dot(canvasElement, 6));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled());
  },
};

/**
 * Slides per view per breakpoint: 1.2 (peek) on sm, 2 on md, 3 on lg. Widths come from CSS,
 * so the server-rendered HTML already has them.
 */
export const SlidesPerViewPerBreakpoint: Story = {
  args: { slidesPerView: { sm: 1.2, md: 2, lg: 3 }, gap: 'sm' },
  play: async ({ canvas }) => {
    const expected = { sm: 1.2, md: 2, lg: 3 }[viewportBreakpoint()];
    const slide = nth(canvas.getAllByRole('group', { name: /of 6$/ }), 0);
    const viewport = (slide.parentElement as HTMLElement).parentElement as HTMLElement;
    const ratio = viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width;
    await expect(Math.abs(ratio - expected)).toBeLessThan(0.1);
  },
};

/** Two per view, moving two per click. */
export const SlidesToScroll: Story = {
  args: { slidesPerView: 2, slidesToScroll: 2 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dot(canvasElement, 3)).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: /^Go to slide 4 of/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'));
  },
};

/** Progress bar on, with dots and arrows. */
export const WithProgress: Story = {
  args: { showProgress: true },
};

/** Arrows only. */
export const ArrowsOnly: Story = {
  args: { showDots: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Go to slide/ })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

/** Dots and progress only; no arrows. */
export const DotsOnly: Story = {
  args: { showArrows: false, showProgress: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Next slide', hidden: true }),
    ).not.toBeVisible();
  },
};

/** Controls per breakpoint: no arrows on sm (swipe), arrows from md. */
export const ResponsiveControls: Story = {
  args: { showArrows: { sm: false, md: true }, showProgress: { sm: true, md: false } },
  play: async ({ canvas }) => {
    const md = viewportBreakpoint() !== 'sm';
    const next = canvas.getByRole('button', { name: 'Next slide', hidden: true });
    if (md) await expect(next).toBeVisible();
    else await expect(next).not.toBeVisible();
  },
};

/** Loop: previous is enabled on the first slide and wraps to the last. */
export const Loop: Story = {
  args: { loop: true },
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeEnabled();
    await waitFor(() => expect(dot(canvasElement, 6)).toBeInTheDocument());
    await userEvent.click(previous);
    await waitFor(() => expect(dot(canvasElement, 6)).toHaveAttribute('aria-current', 'true'));
  },
};

const currentDot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

/**
 * Autoplay every second (WCAG 2.2.2): it advances on its own, pauses while hovered, and the
 * pause/play button stops and restarts it. It starts stopped when reduced motion is preferred.
 */
export const Autoplay: Story = {
  args: { autoplay: { delayMs: 1000 }, loop: true, showProgress: true },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Featured landscapes' });
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), {
      timeout: 3000,
    });

    await userEvent.hover(region);
    const hovered = currentDot(canvasElement);
    await sleep(1600);
    await expect(currentDot(canvasElement)).toBe(hovered);

    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic slide show' }));
    await userEvent.unhover(region);
    const paused = currentDot(canvasElement);
    await sleep(1600);
    await expect(currentDot(canvasElement)).toBe(paused);

    await userEvent.click(canvas.getByRole('button', { name: 'Start automatic slide show' }));
    await expect(
      canvas.getByRole('button', { name: 'Pause automatic slide show' }),
    ).toBeInTheDocument();
  },
};

/** Keyboard focus inside the carousel pauses autoplay; focus on the pause/play button does not. */
export const AutoplayPausesOnFocus: Story = {
  args: { autoplay: { delayMs: 500 }, loop: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause automatic slide show' })).toHaveFocus();
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), {
      timeout: 2000,
    });

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    const focused = currentDot(canvasElement);
    await sleep(1200);
    await expect(currentDot(canvasElement)).toBe(focused);

    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(currentDot(canvasElement)).not.toBe(focused), { timeout: 2000 });
  },
};

/** A single slide: no arrows, dots or autoplay. */
export const SingleSlide: Story = {
  args: { children: demoSlides[0], autoplay: { delayMs: 1500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
