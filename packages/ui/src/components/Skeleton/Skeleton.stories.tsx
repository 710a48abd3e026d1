import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text; hidden from assistive technology. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(el).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A paragraph: several lines, the last one shorter. */
export const Paragraph: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-skeleton="text"] > span');
    await expect(lines).toHaveLength(4);
    const full = lines[0]!.getBoundingClientRect().width;
    await expect(lines[3]!.getBoundingClientRect().width).toBeLessThan(full);
  },
};

/** A rectangle, e.g. an image. */
export const Rect: Story = { args: { variant: 'rect', width: '16rem', height: '10rem' } };

/** A circle, e.g. an avatar. */
export const Circle: Story = { args: { variant: 'circle', width: '4rem' } };

/** A product tile while loading, inside a region marked busy. */
export const ProductTile: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Loading products"
      style={{ display: 'grid', gap: vars.space.sm, maxWidth: '16rem' }}
    >
      <Skeleton variant="rect" height="12rem" />
      <Skeleton lines={2} />
      <Skeleton width="5rem" />
    </section>
  ),
};

/**
 * Under `prefers-reduced-motion: reduce` the shimmer stops. This story checks the rule that
 * does it exists in the stylesheet (the browser test runs without the preference).
 */
export const ReducedMotion: Story = {
  args: { variant: 'rect', width: '16rem', height: '4rem' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-skeleton="rect"]')!;
    const [blockClass] = el.className.split(' ');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const reduced = rules.filter(
      (r): r is CSSMediaRule =>
        r instanceof CSSMediaRule && r.conditionText.includes('prefers-reduced-motion: reduce'),
    );
    const stopsShimmer = reduced.some((m) =>
      [...m.cssRules].some(
        (r) =>
          r instanceof CSSStyleRule &&
          r.selectorText.includes(`.${blockClass}`) &&
          r.style.animationName === 'none',
      ),
    );
    await expect(stopsShimmer).toBe(true);
  },
};

/** On a dark surface. */
export const OnDarkSurface: Story = {
  render: () => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <Skeleton lines={3} />
    </div>
  ),
};
