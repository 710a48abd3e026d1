import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { ctaButtonsFixtures as fx } from './fixtures';
import { ctaButtonsBlock } from './index';

const registry = createRegistry([ctaButtonsBlock]);

const meta = {
  title: 'Blocks/CtaButtons',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A centred row of secondary buttons; the external one opens a new tab safely. */
export const Row: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /Size guide/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** A carousel: slides 26.5rem wide on md/lg (19.25rem on sm), medium slide padding; it moves. */
export const Carousel: Story = {
  args: { blocks: [fx.carousel] },
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Jump to a category' });
    const slide = within(carousel).getAllByRole('group', { name: /of 5/ })[0] as HTMLElement;
    const rem = Number.parseFloat(
      getComputedStyle(canvasElement.ownerDocument.documentElement).fontSize,
    );
    const expected = (window.innerWidth >= 768 ? 26.5 : 19.25) * rem;
    await expect(Math.round(slide.getBoundingClientRect().width)).toBe(Math.round(expected));
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() =>
      expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeEnabled(),
    );
  },
};

/** The carousel on sm: slides 19.25rem wide. */
export const CarouselSmall: Story = {
  args: { blocks: [fx.carousel] },
  globals: { viewport: { value: 'sm', isRotated: false } },
};

/** One target: defaults (row, secondary, left). */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Bad `layout`, `slidePadding` and `variant` fall back to row, small and secondary. */
export const BadEnumFallsBack: Story = {
  args: { blocks: [fx.badEnum] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The invalid fixture (no targets) in preview: a placeholder. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: ctaButtons/ });
    await expect(placeholder).toHaveTextContent('fields.targets');
  },
};

/** The Coast brand: the carousel of primary buttons. */
export const CarouselCoast: Story = {
  args: { blocks: [fx.carousel] },
  globals: { brand: 'coast' },
};
