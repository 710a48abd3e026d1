import type { ContentDocument } from '@storefront/api-contract';
import { heroBannerFixtures } from '@storefront/blocks/blocks/heroBanner/fixtures';
import { richTextFixtures } from '@storefront/blocks/blocks/richText/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocumentPreview } from './DocumentPreview';

const locale = { tag: 'en-US', currency: 'USD', path: 'en-us' };

const document: ContentDocument = {
  id: 'home-en-us',
  docType: 'page',
  pageKind: 'generic',
  slug: 'home',
  siteId: 'us',
  locale: 'en-us',
  title: 'Home',
  layoutVariant: 'default',
  schedule: { start: '2026-01-01T00:00:00Z', end: null },
  slots: { main: [heroBannerFixtures.valid, richTextFixtures.valid] },
};

const meta = {
  title: 'Preview tool/DocumentPreview',
  component: DocumentPreview,
  args: { document, locale },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid document: its facts, then its blocks as the storefront renders them. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
    await expect(canvas.getByText('home-en-us')).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Made for the trail ahead' }),
    ).toBeInTheDocument();
  },
};

/** A broken block and an unknown one render the renderer's placeholder; the rest still renders. */
export const WithProblems: Story = {
  args: {
    document: {
      ...document,
      id: 'broken-en-us',
      title: 'Broken page',
      slots: {
        main: [
          heroBannerFixtures.invalid,
          { type: 'noSuchBlock', id: 'mystery', fields: {} },
          richTextFixtures.valid,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/hero-invalid/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/No block "noSuchBlock" in the registry/)).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Built to last, made to move' }),
    ).toBeInTheDocument();
  },
};
