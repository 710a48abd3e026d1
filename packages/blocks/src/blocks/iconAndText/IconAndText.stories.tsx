import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { iconAndTextFixtures as fx } from './fixtures';
import { iconAndTextBlock } from './index';

const registry = createRegistry([iconAndTextBlock]);

const meta = {
  title: 'Blocks/IconAndText',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A grid of 4 with large (3xl) icons: 4 columns on lg. */
export const GridOfFour: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/loyalty',
    );
  },
};

/** The grid of 4 on sm becomes 2 columns (spec 3 §9). */
export const GridOfFourSmall: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top);
    await expect(third.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
  },
};

/** Three items, medium (lg) icons, left-aligned, with surface and icon colours per item. */
export const GridOfThreeWithColors: Story = { args: { blocks: [fx.gridOfThree] } };

/** A list with small (md) icons beside the text; the external link opens a new tab safely. */
export const List: Story = {
  args: { blocks: [fx.list] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /read the fit guide/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** One item, defaults everywhere. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Unknown icon, size, layout and colour fall back to info, medium, grid and surface. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** Hostile rich text: scripts, handlers and javascript: URLs are removed. */
export const Sanitized: Story = {
  args: { blocks: [fx.hostile] },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('script, [onmouseover], a[href^="javascript"]'),
    ).toBeNull();
  },
};

/** The invalid fixture (an item without rich text) in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: iconAndText/ });
    await expect(placeholder).toHaveTextContent('fields.items.0.richText');
  },
};

/** The Coast brand: per-item surfaces and accent icons. */
export const GridOfThreeWithColorsCoast: Story = {
  args: { blocks: [fx.gridOfThree] },
  globals: { brand: 'coast' },
};
