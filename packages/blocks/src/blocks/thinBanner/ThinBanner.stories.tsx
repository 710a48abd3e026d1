import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { thinBannerFixtures as fx } from './fixtures';
import { thinBannerBlock } from './index';

const meta = {
  title: 'Blocks/Banners/ThinBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry: createRegistry([thinBannerBlock]), mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A strip on the primary colour: title, subtitle and CTA in one row from md. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See details' })).toBeVisible();
  },
};
/** Over media with a full gradient, two CTAs of equal size. */
export const OnMediaEqualTargets: Story = {
  args: { blocks: [fx.onMedia] },
  play: async ({ canvas }) => {
    const [women, men] = canvas.getAllByRole('link');
    await expect(women?.getBoundingClientRect().width).toBe(men?.getBoundingClientRect().width);
  },
};
/** `linkType: 'No-CTA'`. */
export const NoCta: Story = {
  args: { blocks: [fx.noCta] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
/** Only the title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };
/** The invalid fixture in preview. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: thinBanner/ });
    await expect(placeholder).toHaveTextContent('fields.targets.0.text');
  },
};
