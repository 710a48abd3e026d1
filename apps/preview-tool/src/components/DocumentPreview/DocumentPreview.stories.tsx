import type { ContentDocument } from '@storefront/api-contract';
import { heroBannerFixtures, richTextFixtures } from '@storefront/blocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { frameSrc } from '../BreakpointFrame/storyFrame';
import { DocumentPreview } from './DocumentPreview';

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
  args: {
    document,
    frames: [{ breakpoint: 'md', src: frameSrc('Home') }],
    storefrontUrl:
      'http://127.0.0.1:3000/en-us?preview=true&previewDateTime=2026-11-21T08%3A00%3A00.000Z&localePath=en-us&siteId=us',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page: its facts, the storefront preview link and one frame. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
    await expect(canvas.getByText('home-en-us')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: /Open on the storefront/ });
    await expect(link.getAttribute('href')).toContain('preview=true');
    await expect(canvas.getByTitle('Home at md')).toHaveAttribute('data-breakpoint', 'md');
  },
};

/** A block showcase document: no storefront page, three frames side by side, two problems. */
export const ShowcaseSideBySide: Story = {
  args: {
    document: { ...document, id: 'showcase-x', docType: 'heroBanner', title: 'Showcase' },
    frames: (['sm', 'md', 'lg'] as const).map((breakpoint) => ({
      breakpoint,
      src: frameSrc('Showcase'),
    })),
    storefrontUrl: undefined,
    problemCount: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not a storefront page')).toBeInTheDocument();
    await expect(canvas.getAllByTitle(/^Showcase at (sm|md|lg)$/)).toHaveLength(3);
    await expect(canvas.getByText('2')).toBeInTheDocument();
  },
};

/** "Edit JSON" opens the editor with the stored document's JSON. */
export const EditorOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit JSON' }));
    await expect(canvas.getByRole('button', { name: 'Close JSON editor' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'JSON of Home' })).toHaveTextContent(
      '"id": "home-en-us"',
    );
  },
};
