import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { buttonsFixtures as fx } from './fixtures';
import { buttonsBlock } from './index';

const registry = createRegistry([buttonsBlock]);

const meta = {
  title: 'Blocks/Buttons',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Primary, secondary, tertiary and link buttons; the external one opens a new tab safely. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Our repair promise/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Large, centred buttons. */
export const CenteredFullWidth: Story = { args: { blocks: [fx.centeredFullWidth] } };

/** On sm the same buttons stack at full width. */
export const CenteredFullWidthSmall: Story = {
  args: { blocks: [fx.centeredFullWidth] },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const [join, signIn] = canvas.getAllByRole('link') as [HTMLElement, HTMLElement];
    await expect(join.getBoundingClientRect().width).toBe(signIn.getBoundingClientRect().width);
    await expect(signIn.getBoundingClientRect().top).toBeGreaterThan(
      join.getBoundingClientRect().top,
    );
  },
};

/** One button with defaults. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Bad `variant`, `target`, `size` and `alignment` fall back to primary, _self, md and left. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** A button without text: a placeholder in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: buttons/ });
    await expect(placeholder).toHaveTextContent('fields.buttons.0.text');
  },
};
