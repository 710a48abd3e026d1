import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { simulateArticles } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import { servicesStoryMeta, viewports } from '../../stories/withServices';
import { demoArticles } from '../articleCard/fixtures';
import { articleRelatedFixtures as fx } from './fixtures';
import { articleRelatedBlock } from './index';

const withArticles = (
  behaviour: Parameters<typeof simulateArticles>[1] = {},
  list = demoArticles,
) => createServicesSimulator({ articles: simulateArticles(list, behaviour) });
const services = withArticles({ delayMs: 100 });

const meta = {
  title: 'Blocks/ArticleRelated',
  component: RenderBlocks,
  ...servicesStoryMeta({ blocks: [articleRelatedBlock], document: [fx.valid], services }),
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 4 related articles sharing a tag, the current one left out (spec 3 §9). */
export const Loaded: Story = {
  globals: viewports.lg,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(
      canvas.queryByRole('link', { name: 'Hut to hut across the high route' }),
    ).toBeNull();
  },
};

/** On sm: one column. */
export const Small: Story = {
  globals: viewports.sm,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
  },
};

/** A custom title; fewer than 4 share its tags. */
export const TitledFewer: Story = {
  args: { blocks: [fx.titled] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'More for climbers' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};

/** While searching: skeleton cards. */
export const Loading: Story = {
  args: { services: withArticles({ pending: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading articles');
  },
};

/** The host's logger (`services.log`) of the failing story. */
const onLog = fn();

/** The search fails: only logged (through the host's `services.log`), the heading stays. */
export const ErrorLogged: Story = {
  args: { services: { ...withArticles({ fail: 'HTTP 503' }), log: onLog } },
  beforeEach: () => {
    onLog.mockClear();
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(onLog).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'error', event: 'articles.unavailable' }),
      ),
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Invalid CMS JSON in preview mode. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: articleRelated/ });
    await expect(placeholder).toHaveTextContent('fields.tagIds');
  },
};
