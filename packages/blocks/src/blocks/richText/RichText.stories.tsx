import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { richTextFixtures as fx } from './fixtures';
import { richTextBlock } from './index';

const registry = createRegistry([richTextBlock]);

const meta = {
  title: 'Blocks/RichText',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, emphasis, a link, a list and a quote at reading width. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Built to last');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Centred; the unknown `width` falls back to `narrow`; the new-tab link gets a safe `rel`. */
export const Centered: Story = {
  args: { blocks: [fx.centered] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'fit guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Scripts, handlers, iframes and `javascript:` links are stripped. */
export const Sanitized: Story = {
  args: { blocks: [fx.hostile] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, iframe, img, [onclick]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Safe text');
  },
};

/** One paragraph. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Blank HTML in preview: the placeholder names `fields.html`. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Invalid block: richText/ })).toHaveTextContent(
      'fields.html',
    );
  },
};
