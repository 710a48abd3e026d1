import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { simulateArticles } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import { servicesStoryMeta, viewports } from '../../stories/withServices';
import { demoArticles } from '../articleCard/fixtures';
import { articleGridFixtures as fx } from './fixtures';
import { articleGridBlock } from './index';

const onSearch = fn();
const withArticles = (
  behaviour: Parameters<typeof simulateArticles>[1] = {},
  list = demoArticles,
) => createServicesSimulator({ articles: simulateArticles(list, { onSearch, ...behaviour }) });
const services = withArticles({ delayMs: 100 });

/** 25 tags over the demo articles, to show the facet limits per breakpoint (4/10/20). */
const manyTags = demoArticles.map((article, i) => ({
  ...article,
  tags: [
    ...article.tags,
    ...Array.from({ length: 3 }, (_, j) => {
      const n = ((i * 3 + j) % 25) + 1;
      return { id: `topic-${n}`, label: `Topic ${n}` };
    }),
  ],
}));

const meta = {
  title: 'Blocks/ArticleGrid',
  component: RenderBlocks,
  ...servicesStoryMeta({ blocks: [articleGridBlock], document: [fx.valid], services }),
  beforeEach: () => {
    onSearch.mockClear();
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const { sm, md, lg } = viewports;

const status = (canvas: ReturnType<typeof within>) => canvas.findByRole('status');
const bar = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('navigation', { name: 'Filter articles by topic' });

/** Default: 3 articles initially (spec 3 §9), the filter bar and Read more. */
export const Loaded: Story = {
  globals: lg,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(await status(canvas)).toHaveTextContent('Showing 3 of 12 articles');
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
    await expect(onSearch).toHaveBeenCalledWith({ limit: 3, offset: 0 });
  },
};

/** While searching: skeleton cards, a busy region and a polite status. */
export const Loading: Story = {
  args: { services: withArticles({ pending: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await status(canvas)).toHaveTextContent('Loading articles');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Read more appends the next page through the search (offset 3) and announces the count. */
export const ReadMore: Story = {
  globals: lg,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await expect(await status(canvas)).toHaveTextContent('Showing 6 of 12 articles');
    await expect(onSearch).toHaveBeenLastCalledWith({ limit: 3, offset: 3 });
  },
};

/** Filtering by a tag facet restarts from the first page; the pressed facet is marked. */
export const FilterByTag: Story = {
  globals: lg,
  play: async ({ canvas }) => {
    const filters = await bar(canvas);
    const climbing = await within(filters).findByRole('button', { name: /^Climbing/ });
    await userEvent.click(climbing);
    await waitFor(() => expect(climbing).toHaveAttribute('aria-pressed', 'true'));
    await expect(onSearch).toHaveBeenLastCalledWith({ limit: 3, offset: 0, tagId: 'climbing' });
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(await status(canvas)).toHaveTextContent('Showing 2 of 2 articles');
    await expect(canvas.queryByRole('button', { name: 'Read more' })).toBeNull();
    await userEvent.click(within(filters).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};

/** rows × columns (2 × 4) sets the initial count and page size to 8, 4 columns from md. */
export const RowsTimesColumns: Story = {
  args: { blocks: [fx.rowsColumns] },
  globals: lg,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(8));
    await expect(onSearch).toHaveBeenCalledWith({ limit: 8, offset: 0 });
  },
};

/** A preset tag without the filter bar. */
export const PresetTag: Story = {
  args: { blocks: [fx.presetTag] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

const visibleFacets = (filters: HTMLElement) =>
  within(filters)
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('data-tag-id'));

/** sm: 4 facets shown, "More topics" reveals the rest. */
export const FacetsSmall: Story = {
  args: { services: withArticles({}, manyTags) },
  globals: sm,
  play: async ({ canvas }) => {
    const filters = await bar(canvas);
    await waitFor(() => expect(visibleFacets(filters)).toHaveLength(4));
    const more = within(filters).getByRole('button', { name: 'More topics' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(visibleFacets(filters).length).toBeGreaterThan(20));
  },
};

/** md: 10 facets shown before "More topics". */
export const FacetsMedium: Story = {
  args: { services: withArticles({}, manyTags) },
  globals: md,
  play: async ({ canvas }) => {
    const filters = await bar(canvas);
    await waitFor(() => expect(visibleFacets(filters)).toHaveLength(10));
    await expect(within(filters).getByRole('button', { name: 'More topics' })).toBeVisible();
  },
};

/** lg: 20 facets shown before "More topics". */
export const FacetsLarge: Story = {
  args: { services: withArticles({}, manyTags) },
  globals: lg,
  play: async ({ canvas }) => {
    const filters = await bar(canvas);
    await waitFor(() => expect(visibleFacets(filters)).toHaveLength(20));
  },
};

/** Seven facets on lg: all shown, no toggle. */
export const FewFacets: Story = {
  globals: lg,
  play: async ({ canvas }) => {
    const filters = await bar(canvas);
    await waitFor(() => expect(visibleFacets(filters)).toHaveLength(7));
    await expect(within(filters).queryByRole('button', { name: 'More topics' })).toBeNull();
  },
};

/** No article: the count says so. */
export const Empty: Story = {
  args: { services: withArticles({}, []) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No articles found'));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The host's logger (`services.log`) of the failing story. */
const onLog = fn();

/** The search fails: only logged (through the host's `services.log`), the heading stays. */
export const ErrorLogged: Story = {
  args: {
    services: {
      ...withArticles({ fail: 'HTTP 503' }),
      log: onLog,
    },
  },
  beforeEach: () => {
    onLog.mockClear();
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(onLog).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'error', event: 'articles.unavailable' }),
      ),
    );
    await expect(canvas.getByRole('heading', { name: 'From the journal' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** French labels. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { services: withArticles() },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('3 articles affichés sur 12'),
    );
    await expect(canvas.getByRole('button', { name: 'Lire plus' })).toBeVisible();
  },
};

/** Invalid CMS JSON in preview mode: the renderer's placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: articleGrid/ });
    await expect(placeholder).toHaveTextContent('fields.title');
  },
};
