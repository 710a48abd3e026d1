import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { footerItemsFixtures as fx } from './fixtures';
import { footerItemsBlock } from './index';

const registry = createRegistry([footerItemsBlock]);

const meta = {
  title: 'Blocks/FooterItems',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Link groups on a dark footer, each a navigation landmark named by its title. */
export const LinkGroups: Story = {
  play: async ({ canvas }) => {
    const help = canvas.getByRole('navigation', { name: 'Help' });
    await expect(within(help).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Careers/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** The legal line: links and the copyright with the current year. */
export const Legal: Story = {
  args: { blocks: [fx.legal] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Alpine Outfitters`)).toBeVisible();
  },
};

/** Social links, opened in a new tab (announced). */
export const Social: Story = {
  args: { blocks: [fx.social] },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Follow us' });
    await expect(within(nav).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** One group, defaults (light tone). */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** Unknown `variant` and `tone` fall back to linkGroups and default. */
export const BadEnumFallsBack: Story = { args: { blocks: [fx.badEnum] } };

/** The social variant without links: a placeholder in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: footerItems/ });
    await expect(placeholder).toHaveTextContent('fields.socialLinks');
  },
};

/** The Coast brand: link groups on its inverse footer surface. */
export const LinkGroupsCoast: Story = { globals: { brand: 'coast' } };
