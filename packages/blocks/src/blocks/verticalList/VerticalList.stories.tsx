import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { verticalListFixtures as fx } from './fixtures';
import { verticalListBlock } from './index';

const registry = createRegistry([verticalListBlock]);

const meta = {
  title: 'Blocks/VerticalList',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-active="true"] img')?.getAttribute('alt');

/** Image right on md and lg; hovering an item shows its image (spec 3 §4). */
export const Valid: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvasElement.querySelector('[data-active="true"] img') as HTMLElement;
    // Side by side: the list on the left, the image on the right.
    await expect(canvas.getByRole('list').getBoundingClientRect().right).toBeLessThanOrEqual(
      image.getBoundingClientRect().left,
    );
    await expect(shown(canvasElement)).toBe('Hiking: illustration');
    await userEvent.hover(canvas.getByRole('link', { name: 'Climbing' }));
    await waitFor(() => expect(shown(canvasElement)).toBe('Climbing: illustration'));
  },
};

/** Keyboard: tabbing to an item shows its image, the same as hovering. */
export const FocusChangesImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Trail running' })).toHaveFocus();
    await waitFor(() => expect(shown(canvasElement)).toBe('Trail running: illustration'));
  },
};

/** Image on the left; the bad heading tag falls back to h2. */
export const ImageLeft: Story = {
  args: { blocks: [fx.imageLeft] },
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Guides' })).toBeVisible();
  },
};

/** sm: the image above the list, not over it. */
export const Small: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvasElement.querySelector('[data-active="true"] img') as HTMLElement;
    const list = canvas.getByRole('list');
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      list.getBoundingClientRect().top,
    );
  },
};

/** One item, no title. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The invalid fixture in preview: the placeholder names the bad fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: verticalList/ });
    await expect(placeholder).toHaveTextContent('fields.items.0.url');
  },
};
