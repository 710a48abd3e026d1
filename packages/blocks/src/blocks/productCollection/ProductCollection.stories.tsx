import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { withHostWords } from '../../stories/withHostWords';
import { productCollectionFixtures as fx } from './fixtures';
import { productCollectionBlock } from './index';
import { slidesOf, swipe, viewportBreakpoint } from './storyHelpers';

const registry = createRegistry([productCollectionBlock]);

const meta = {
  title: 'Blocks/ProductCollection',
  component: RenderBlocks,
  decorators: [withHostWords],
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const sm = { viewport: { value: 'sm', isRotated: false } };
const md = { viewport: { value: 'md', isRotated: false } };
const lg = { viewport: { value: 'lg', isRotated: false } };

const currentDot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-label^="Go to slide"][aria-current="true"]');
const dot = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^Go to slide ${n} of`) });

/** Eight products on lg: 4 per view (CMS), arrows; the next arrow moves 3 cards (spec 3 §9). */
export const Valid: Story = {
  globals: lg,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trail favourites' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Summit Trail Boot' })).toHaveAttribute(
      'href',
      '/p/summit-trail-boot-A1B2C3D4E',
    );
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'));
  },
};

/** On sm: progress and dots, no arrows; a dot scrolls to its slide (spec 3 §4). */
export const DotScrollsToSlide: Story = {
  globals: sm,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Next slide', hidden: true }),
    ).not.toBeVisible();
    await waitFor(() => expect(dot(canvasElement, 4)).toBeVisible());
    await userEvent.click(dot(canvasElement, 4));
    await waitFor(() => expect(dot(canvasElement, 4)).toHaveAttribute('aria-current', 'true'));
    const slide = slidesOf(canvasElement)[3] as HTMLElement;
    const viewport = (slide.parentElement as HTMLElement).parentElement as HTMLElement;
    await waitFor(
      () =>
        expect(Math.round(slide.getBoundingClientRect().left)).toBe(
          Math.round(viewport.getBoundingClientRect().left),
        ),
      { timeout: 3000 },
    );
  },
};

/** On sm a swipe to the left moves the carousel to a later slide. */
export const Swipe: Story = {
  globals: sm,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true'));
    const container = (slidesOf(canvasElement)[0] as HTMLElement).parentElement as HTMLElement;
    // Let the viewport settle (a resize re-initialises embla and would cancel the drag).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await swipe(container, -240);
    await waitFor(() => expect(dot(canvasElement, 1)).not.toHaveAttribute('aria-current'), {
      timeout: 3000,
    });
  },
};

/** Sale items with original prices; the bad `titleHeadingTag` falls back to `h2`. */
export const OnSale: Story = {
  args: { blocks: [fx.grid] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'On sale' })).toBeVisible();
  },
};

/** threeCardGrid on lg: a grid of 3 columns, centred title; no arrows. */
export const ThreeCardGrid: Story = {
  args: { blocks: [fx.threeCardGrid] },
  globals: lg,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Staff picks' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Next slide', hidden: true }),
    ).not.toBeVisible();
    const top = (index: number) =>
      Math.round((slidesOf(canvasElement)[index] as HTMLElement).getBoundingClientRect().top);
    await expect(top(2)).toBe(top(0));
    await expect(top(3)).toBeGreaterThan(top(0));
  },
};

/** threeCardGrid on sm: a carousel with a peek of the next card. */
export const ThreeCardGridSmall: Story = {
  args: { blocks: [fx.threeCardGrid] },
  globals: sm,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Staff picks' })).toBeVisible();
  },
};

/** highlightCenter on lg: 5 cards, the centre one full size; next moves the highlight by one. */
export const HighlightCenter: Story = {
  args: { blocks: [fx.highlightCenter] },
  globals: lg,
  play: async ({ canvas, canvasElement }) => {
    const slides = slidesOf(canvasElement);
    await waitFor(() => expect(slides[0]).toHaveAttribute('data-selected', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slides[1]).toHaveAttribute('data-selected', 'true'));
    await waitFor(() =>
      expect(getComputedStyle(slides[1]?.firstElementChild as Element).transform).toBe('none'),
    );
    await expect(getComputedStyle(slides[2]?.firstElementChild as Element).transform).not.toBe(
      'none',
    );
  },
};

/** highlightCenter on sm, dots only. */
export const HighlightCenterSmall: Story = {
  args: { blocks: [fx.highlightCenter] },
  globals: sm,
};

/** A search hub: round category cards, 6 per view on lg. */
export const SearchHub: Story = {
  args: { blocks: [fx.searchHub] },
  globals: lg,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Sandals' })).toHaveAttribute(
      'href',
      '/c/sandals',
    );
  },
};

/** A search hub on sm: 2.5 cards per view. */
export const SearchHubSmall: Story = { args: { blocks: [fx.searchHub] }, globals: sm };

/** `[stacked]` in the name: a full-width grid on md and lg. */
export const Stacked: Story = {
  args: { blocks: [fx.stacked] },
  globals: lg,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-block="productCollection"]') as Element;
    await expect(getComputedStyle(section).maxWidth).toBe('none');
    const slides = slidesOf(canvasElement);
    const top = (index: number) =>
      Math.round((slides[index] as HTMLElement).getBoundingClientRect().top);
    await expect(top(5)).toBe(top(0));
  },
};

/** `[stacked]` on sm stays a carousel. */
export const StackedSmall: Story = { args: { blocks: [fx.stacked] }, globals: sm };

/** Carousel on sm, a 2-column grid on md (CMS breakpoint `type`). */
export const GridFromMd: Story = {
  args: { blocks: [fx.gridFromMd] },
  globals: md,
  play: async ({ canvasElement }) => {
    await expect(viewportBreakpoint()).toBe('md');
    const slides = slidesOf(canvasElement);
    const top = (index: number) =>
      Math.round((slides[index] as HTMLElement).getBoundingClientRect().top);
    await expect(top(1)).toBe(top(0));
    await expect(top(2)).toBeGreaterThan(top(0));
  },
};

/**
 * Autoplay every second (`autorotateTime` 1 × 1000 ms) with loop: it advances, pauses while
 * hovered, and the pause button stops it.
 */
export const Autoplay: Story = {
  args: { blocks: [fx.autoplay] },
  globals: sm,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), {
      timeout: 3000,
    });
    const region = canvas.getByRole('region', { name: 'Editors rotate' });
    await userEvent.hover(region);
    const hovered = currentDot(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(currentDot(canvasElement)).toBe(hovered);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic slide show' }));
    await expect(
      canvas.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeInTheDocument();
  },
};

/** fr-CA on sm: the carousel reads out French words (names, role descriptions, positions). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { blocks: [fx.autoplay] },
  globals: sm,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Editors rotate' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const slide = slidesOf(canvasElement)[0] as HTMLElement;
    await expect(slide).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(slide).toHaveAttribute('aria-label', `1 sur ${slidesOf(canvasElement).length}`);
    await expect(canvas.getByRole('group', { name: 'Choisir une diapositive' })).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /^Aller à la diapositive 2 sur \d+$/ }),
      ).toBeVisible(),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mettre en pause le défilement automatique' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Lancer le défilement automatique' }),
    ).toBeInTheDocument();
    const names = [...canvasElement.querySelectorAll('[aria-label], [aria-roledescription]')]
      .flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('aria-roledescription')])
      .join(' | ');
    await expect(names).not.toMatch(/slide|carousel\b| of \d|Choose|Pause|Start/);
  },
};

/** Explicit slide widths: 12rem on sm, 15rem (at most 40vw) from md, large gaps. */
export const SlideWidth: Story = {
  args: { blocks: [fx.slideWidth] },
  globals: md,
  play: async ({ canvasElement }) => {
    const slide = slidesOf(canvasElement)[0] as HTMLElement;
    const gap = Number.parseFloat(getComputedStyle(slide).paddingRight);
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const expected = Math.min(15 * rem, window.innerWidth * 0.4) + gap;
    await expect(Math.abs(slide.getBoundingClientRect().width - expected)).toBeLessThan(1);
  },
};

/** Items only: no title, default breakpoints. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The invalid fixture in preview: the placeholder names the bad item fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: productCollection/ });
    await expect(placeholder).toHaveTextContent('fields.items.0.price');
    await expect(placeholder).toHaveTextContent('fields.items.0.currency');
  },
};

/** Product items without prices in preview: the placeholder names the missing fields. */
export const MissingPriceInPreview: Story = {
  args: { blocks: [fx.missingPrice], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: productCollection/ });
    await expect(placeholder).toHaveTextContent('fields.items.1.price');
  },
};
