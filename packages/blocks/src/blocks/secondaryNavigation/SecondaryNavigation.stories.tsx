import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import { secondaryNavigationFixtures as fx } from './fixtures';
import { secondaryNavigationBlock } from './index';

const registry = createRegistry([secondaryNavigationBlock]);
const onPage = (path: string) => createServicesSimulator({ path });

const meta = {
  title: 'Blocks/SecondaryNavigation',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: {
    registry,
    mode: 'production',
    blocks: [fx.valid],
    services: onPage('/en-us/help/contact-us'),
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven help links on the Contact us page: that link is marked current. */
export const Valid: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Help topics' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Help centre' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** On sm the row scrolls sideways instead of wrapping. */
export const ScrollsOnSmall: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('nav ul') as HTMLElement;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).overflowX).toBe('auto');
  },
};

/** Centred on md and lg; a locale-less `/about` link is current on `/en-us/about`; a new-tab link. */
export const Centered: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: { blocks: [fx.centered], services: onPage('/en-us/about') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Our story' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** One link and no title: the default accessible name. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Secondary navigation' })).toBeVisible();
  },
};

/** Bad alignment and link target fall back to `left` and `_self`. */
export const BadValues: Story = {
  args: { blocks: [fx.badEnums] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_self');
  },
};

/** No links, in preview: the placeholder names the field. */
export const InvalidInPreview: Story = {
  args: { mode: 'preview', blocks: [fx.invalid] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/links/)).toBeVisible();
  },
};
