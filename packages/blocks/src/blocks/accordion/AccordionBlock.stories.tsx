import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { accordionFixtures as fx } from './fixtures';
import { accordionBlock } from './index';

const registry = createRegistry([accordionBlock]);

const meta = {
  title: 'Blocks/Accordion',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One section open at a time, the first open at first; opening another closes it. */
export const Single: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'How do I find my size?' });
    const second = canvas.getByRole('button', { name: 'Can I return worn boots?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('indoors only')).toBeVisible();
  },
};

/** Several open at once, all open at first; keyboard closes one. */
export const MultipleAllOpen: Story = {
  args: { blocks: [fx.multiple] },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'true');
    buttons[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(buttons[0]).toHaveAttribute('aria-expanded', 'false'));
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
  },
};

/** One section, closed; a click opens it. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByText('Orders ship within 2 days.')).toBeVisible());
  },
};

/** Bad `defaultOpen`, `width` and `allowMultiple` fall back to none, narrow and single. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** The invalid fixture (a section without text) in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: accordion/ });
    await expect(placeholder).toHaveTextContent('fields.items.0.richText');
  },
};
