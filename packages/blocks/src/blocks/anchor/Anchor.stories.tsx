import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { richTextBlock } from '../richText';
import { spacerBlock } from '../spacer';
import { anchorFixtures as fx } from './fixtures';
import { anchorBlock } from './index';

const registry = createRegistry([anchorBlock, richTextBlock, spacerBlock]);
const jumpLink = {
  type: 'richText',
  id: 'jump',
  fields: { html: '<p><a href="#size-guide">Jump to the size guide</a></p>' },
};
const gap = { type: 'spacer', id: 'gap', fields: { size: { sm: '4xl' } } };
const target = {
  type: 'richText',
  id: 'target',
  fields: { html: '<h2>Size guide</h2><p>Measure your foot in the evening.</p>' },
};

const meta = {
  title: 'Blocks/Anchor',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [jumpLink, gap, gap, gap, fx.valid, target] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In production the anchor is invisible; the `#size-guide` link points at it, and it keeps a
 * scroll margin for the sticky header. (The play function does not follow the link: navigating
 * the test frame would end the test run.)
 */
export const Valid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Jump to the size guide' }) as HTMLAnchorElement;
    const anchor = canvasElement.querySelector(link.hash) as HTMLElement;
    await expect(anchor).toHaveAttribute('data-block', 'anchor');
    await expect(anchor.textContent).toBe('');
    await expect(getComputedStyle(anchor).scrollMarginTop).toBe('80px');
  },
};

/** In preview the anchor shows a marker with its id and label. */
export const ValidInPreview: Story = {
  args: { blocks: [fx.valid], mode: 'preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#size-guide · Size guide section')).toBeVisible();
  },
};

/** Only the id, in preview. */
export const Minimal: Story = { args: { blocks: [fx.minimal], mode: 'preview' } };

/** A bad `scrollOffset` falls back to header. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum], mode: 'preview' } };

/** An id that is not a valid HTML id: a placeholder in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: anchor/ });
    await expect(placeholder).toHaveTextContent('fields.anchorId');
  },
};
