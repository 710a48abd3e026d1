import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { articleCardFixtures as fx } from './fixtures';
import { articleCardBlock } from './index';

const registry = createRegistry([articleCardBlock]);

const meta = {
  title: 'Blocks/ArticleCard',
  component: RenderBlocks,
  parameters: { layout: 'padded' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card: picture, eyebrow, title link over the card, date and tags. */
export const Card: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Notes from a first trail race' }),
    ).toHaveAttribute('href', '/en-us/journal/first-trail-race');
    await expect(canvas.getByText('Oct 26, 2026')).toBeVisible();
    await expect(canvas.getByText('Trail running')).toBeVisible();
  },
};

/** A teaser: picture beside the text from md up, larger title and the teaser text. */
export const Teaser: Story = {
  args: { blocks: [fx.teaser] },
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Clean, dry and re-proof in three steps.')).toBeVisible();
  },
};

/** Teaser on sm: stacked. */
export const TeaserSmall: Story = {
  args: { blocks: [fx.teaser] },
  globals: { viewport: { value: 'sm', isRotated: false } },
};

/** The minimum: no eyebrow, tags or teaser. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bouldering basics' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Invalid CMS JSON in preview mode: the placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: articleCard/ });
    await expect(placeholder).toHaveTextContent('fields.article.url');
  },
};
