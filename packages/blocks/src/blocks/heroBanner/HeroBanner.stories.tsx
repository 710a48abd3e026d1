import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { heroBannerFixtures as fx } from './fixtures';
import { heroBannerBlock } from './index';

const registry = createRegistry([heroBannerBlock]);

const meta = {
  title: 'Blocks/HeroBanner',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full-width hero with media per breakpoint, focused gradient, `h1` title and two CTAs. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Made for the trail ahead' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop women' })).toHaveAttribute(
      'href',
      '/c/women-1002',
    );
  },
};

/** No media: the background colour (`primary`), centred, `h2` title. */
export const CenteredNoMedia: Story = {
  args: { blocks: [fx.centeredNoMedia] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Free shipping on every order',
    );
  },
};

/** `linkType: 'No-CTA'` hides the buttons; a bad `gradientStyle` falls back to `full`. */
export const NoCta: Story = {
  args: { blocks: [fx.noCta] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** `hideTitle`: the title is only in the accessibility tree. */
export const HiddenTitle: Story = {
  args: { blocks: [fx.hiddenTitle] },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Winter collection' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Only the required field: a title. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** The invalid fixture in preview: a placeholder naming the block, id, field paths and problems. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: heroBanner/ });
    await expect(placeholder).toHaveTextContent('fields.title');
    await expect(placeholder).toHaveTextContent('fields.targets.0.url');
  },
};
