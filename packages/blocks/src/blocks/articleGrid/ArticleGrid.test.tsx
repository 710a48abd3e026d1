import type { ArticleSearchQuery } from '@storefront/api-contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import type { BlockLog } from '../../renderer/log';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { countArticleFacets, simulateArticles } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import type { BlockServices } from '../../services/types';
import { demoArticles } from '../articleCard/fixtures';
import { articleGridFixtures as fx } from './fixtures';
import { articleGridBlock } from './index';
import {
  facetHiddenOn,
  facetLimits,
  initialArticleCount,
  moreToggleShownOn,
  relatedArticlesCount,
  visibleFacetCount,
} from './rules';
import { articleGridSchema } from './schema';

const registry = createRegistry([articleGridBlock]);

function renderGrid(block: unknown, services: BlockServices) {
  return render(
    <BlockServicesProvider services={services}>
      <RenderBlocks registry={registry} blocks={[block]} services={services} />
    </BlockServicesProvider>,
  );
}
const settle = () => act(async () => vi.runAllTimersAsync());

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('article grid rules (spec 3 §9)', () => {
  it('shows 3 initially unless rows × columns applies', () => {
    expect(initialArticleCount({})).toBe(3);
    expect(initialArticleCount({ rows: 2 })).toBe(3);
    expect(initialArticleCount({ columns: 4 })).toBe(3);
    expect(initialArticleCount({ rows: 2, columns: 4 })).toBe(8);
  });

  it('shows 4, 10 or 20 facets by breakpoint until expanded', () => {
    expect(facetLimits).toEqual({ sm: 4, md: 10, lg: 20 });
    expect(visibleFacetCount(25, 'sm', false)).toBe(4);
    expect(visibleFacetCount(25, 'md', false)).toBe(10);
    expect(visibleFacetCount(25, 'lg', false)).toBe(20);
    expect(visibleFacetCount(7, 'md', false)).toBe(7);
    expect(visibleFacetCount(25, 'sm', true)).toBe(25);
    expect(facetHiddenOn(3)).toEqual([]);
    expect(facetHiddenOn(4)).toEqual(['sm']);
    expect(facetHiddenOn(10)).toEqual(['sm', 'md']);
    expect(facetHiddenOn(20)).toEqual(['sm', 'md', 'lg']);
    expect(moreToggleShownOn(4)).toEqual([]);
    expect(moreToggleShownOn(7)).toEqual(['sm']);
    expect(moreToggleShownOn(21)).toEqual(['sm', 'md', 'lg']);
  });

  it('relates 4 articles', () => expect(relatedArticlesCount).toBe(4));

  it('counts facets most used first', () => {
    const facets = countArticleFacets(demoArticles);
    expect(facets[0]?.count).toBeGreaterThanOrEqual(facets.at(-1)?.count ?? 0);
    expect(facets.find((f) => f.id === 'climbing')?.count).toBe(2);
  });
});

describe('articleGrid schema', () => {
  it('drops out-of-range rows and columns and defaults the filter bar on', () => {
    expect(articleGridSchema.parse(fx.badValues.fields)).toEqual({
      title: 'Bad values',
      showFilters: true,
    });
    expect(articleGridSchema.safeParse(fx.invalid.fields).success).toBe(false);
  });
});

describe('articleGrid block', () => {
  it('loads 3, announces the count, and Read more appends the next 3', async () => {
    const queries: ArticleSearchQuery[] = [];
    const articles = simulateArticles(demoArticles, { onSearch: (q) => queries.push(q) });
    renderGrid(fx.valid, createServicesSimulator({ articles }));
    expect(screen.getByRole('status').textContent).toBe('Loading articles');
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 12 articles');
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(queries).toEqual([
      { limit: 3, offset: 0 },
      { limit: 3, offset: 3 },
    ]);
  });

  it('filters by a tag facet from the first page and hides Read more at the end', async () => {
    const queries: ArticleSearchQuery[] = [];
    const articles = simulateArticles(demoArticles, { onSearch: (q) => queries.push(q) });
    renderGrid(fx.valid, createServicesSimulator({ articles }));
    await settle();
    const bar = screen.getByRole('navigation', { name: 'Filter articles by topic' });
    fireEvent.click(within(bar).getByRole('button', { name: /^Climbing/ }));
    await settle();
    expect(queries.at(-1)).toEqual({ limit: 3, offset: 0, tagId: 'climbing' });
    expect(
      within(bar)
        .getByRole('button', { name: /^Climbing/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 articles');
  });

  it('uses rows × columns as the page size', async () => {
    renderGrid(
      fx.rowsColumns,
      createServicesSimulator({ articles: simulateArticles(demoArticles) }),
    );
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('marks facets past the sm limit hidden on sm, with the more toggle there only', async () => {
    renderGrid(fx.valid, createServicesSimulator({ articles: simulateArticles(demoArticles) }));
    await settle();
    const bar = screen.getByRole('navigation');
    const items = within(bar).getAllByRole('listitem');
    // All + 7 facets + toggle.
    expect(items).toHaveLength(9);
    expect(items[4]?.className).toBe('');
    expect(items[5]?.className).not.toBe('');
    const toggle = within(bar).getByRole('button', { name: 'More topics' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(items[5]?.className).toBe('');
  });

  it('only logs a failed search (heading kept) and renders nothing without the service', async () => {
    const log = vi.fn<BlockLog>();
    renderGrid(
      fx.valid,
      createServicesSimulator({ articles: simulateArticles([], { fail: 'down' }), log }),
    );
    await settle();
    expect(screen.getByRole('heading', { name: 'From the journal' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        level: 'error',
        event: 'articles.unavailable',
        error: expect.objectContaining({ message: 'down' }),
        fields: { blockId: fx.valid.id },
      }),
    );
    const html = renderToStaticMarkup(
      <RenderBlocks registry={registry} blocks={[fx.valid]} services={createServicesSimulator()} />,
    );
    expect(html).toContain('From the journal');
    expect(html).not.toContain('<article');
  });

  it('says so when nothing is found', async () => {
    renderGrid(fx.valid, createServicesSimulator({ articles: simulateArticles([]) }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('No articles found');
  });
});
