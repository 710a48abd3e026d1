import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { richTextBlock } from '../richText';
import { spacerFixtures as fx } from './fixtures';
import { spacerBlock } from './index';

const registry = createRegistry([spacerBlock, richTextBlock]);
const text = (id: string, html: string) => ({ type: 'richText', id, fields: { html } });

const meta = {
  title: 'Blocks/Spacer',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: {
    registry,
    mode: 'production',
    blocks: [
      text('above', '<p>Above the spacer.</p>'),
      fx.valid,
      text('below', '<p>Below the spacer.</p>'),
    ],
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const spacerHeight = (root: HTMLElement) =>
  (root.querySelector('[data-block="spacer"]') as HTMLElement).getBoundingClientRect().height;

/** lg / 2xl / 4xl per breakpoint with a divider: 4xl on the lg viewport. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="spacer"] hr')).not.toBeNull();
    await expect(spacerHeight(canvasElement)).toBeGreaterThan(0);
  },
};

/** The same spacer on sm: the `lg` token, smaller than on large screens. */
export const ValidSmall: Story = { globals: { viewport: { value: 'sm', isRotated: false } } };

/** No fields: `xl` at every breakpoint, no divider. */
export const Minimal: Story = {
  args: { blocks: [text('above', '<p>Above.</p>'), fx.minimal, text('below', '<p>Below.</p>')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="spacer"] hr')).toBeNull();
    await expect(spacerHeight(canvasElement)).toBeGreaterThan(0);
  },
};

/** Sizes off the scale fall back (sm → xl, lg → md's value); a bad divider is off. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** Fields that are not an object: a placeholder in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Invalid block: spacer/ })).toBeVisible();
  },
};
