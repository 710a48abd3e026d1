import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { categoryCardsFixtures as fx } from './fixtures';
import { categoryCardsBlock } from './index';

const registry = createRegistry([categoryCardsBlock]);

const meta = {
  title: 'Blocks/CategoryCards',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Carousel on sm, grid of 3 on md and 5 on lg (the default layout per breakpoint). */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by activity' })).toBeVisible();
    const hiking = canvas
      .getAllByRole('link', { name: 'Hiking' })
      .find((link) => link.checkVisibility());
    await expect(hiking).toHaveAttribute('href', '/c/hiking-1001');
  },
};

/** The same block at the sm viewport: the carousel is shown. */
export const ValidSmall: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
};

/** A grid at every breakpoint: 2 columns on sm, 4 from md up. */
export const Grid: Story = {
  args: { blocks: [fx.grid] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** A carousel at every breakpoint; the next arrow moves it. */
export const Carousel: Story = {
  args: { blocks: [fx.carousel] },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Explore' });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    const prev = within(carousel).getByRole('button', { name: 'Previous slide' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(prev).toBeEnabled());
  },
};

/** One card, no title: defaults for layout and columns. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Bad layout and column values fall back to their breakpoint's default. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** The invalid fixture in preview: the card without an image is named by its path. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: categoryCards/ });
    await expect(placeholder).toHaveTextContent('fields.items.0.image');
  },
};
