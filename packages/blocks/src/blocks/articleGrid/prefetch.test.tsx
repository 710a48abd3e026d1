import type { ArticleSearchQuery } from '@storefront/api-contract';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createRegistry } from '../../registry/registry';
import type { BlockLog } from '../../renderer/log';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { type GalleryLoadInput, simulateArticles, simulateGallery } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import type { BlockPrefetch, BlockServices } from '../../services/types';
import { demoArticles } from '../articleCard/fixtures';
import { articleRelatedBlock } from '../articleRelated';
import { articleRelatedFixtures } from '../articleRelated/fixtures';
import { ugcGalleryBlock } from '../ugcGallery';
import { demoGalleryMedia, ugcGalleryFixtures } from '../ugcGallery/fixtures';
import { articleGridFixtures as fx } from './fixtures';
import { articleGridBlock } from './index';
import { PrefetchTimeoutError, prefetchWithin } from './prefetch';

const registry = createRegistry([articleGridBlock, articleRelatedBlock, ugcGalleryBlock]);

/** The HTML the server sends: async blocks awaited, as Next renders them. */
async function serverHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

function page(blocks: unknown[], services: BlockServices, browser: BlockServices = services) {
  return (
    <BlockServicesProvider services={browser}>
      <RenderBlocks registry={registry} blocks={blocks} services={services} />
    </BlockServicesProvider>
  );
}

/** Server services with loaders over the simulators (the storefront's `prefetch`). */
function withPrefetch(prefetch: BlockPrefetch): BlockServices {
  return { ...createServicesSimulator(), prefetch };
}

/** Calls a block's component as the renderer does, awaiting it (an async server component). */
async function renderBlock(
  block: { type: string; id: string; fields: unknown },
  services: BlockServices,
): Promise<ReactNode> {
  const definition = registry[block.type];
  if (!definition) throw new Error(`unknown block ${block.type}`);
  const Component = definition.Component as unknown as (
    props: object,
  ) => ReactNode | Promise<ReactNode>;
  return Component({
    fields: definition.schema.parse(block.fields),
    id: block.id,
    type: block.type,
    mode: 'production',
    services,
    registry,
  });
}

/** The card titles (text of the headings inside `<article>`) of some HTML, in order. */
const titles = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, ''),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prefetchWithin', () => {
  it('gives the answer, or undefined after a failure or the bound (reported)', async () => {
    const errors: unknown[] = [];
    const report = (e: unknown) => errors.push(e);
    expect(await prefetchWithin(async () => 7, {}, report)).toBe(7);
    expect(
      await prefetchWithin(() => Promise.reject(new Error('HTTP 503')), {}, report),
    ).toBeUndefined();
    vi.useFakeTimers();
    const slow = prefetchWithin(() => new Promise<number>(() => {}), { timeoutMs: 200 }, report);
    await vi.advanceTimersByTimeAsync(199);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBeUndefined();
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'HTTP 503',
      'No answer within 200 ms',
    ]);
    expect(errors[1]).toBeInstanceOf(PrefetchTimeoutError);
  });

  it('waits 1500 ms by default', async () => {
    vi.useFakeTimers();
    let settled = false;
    const slow = prefetchWithin(
      () => new Promise<number>(() => {}),
      {},
      () => {},
    ).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await slow;
    expect(settled).toBe(true);
  });
});

describe('article and gallery blocks in the server HTML', () => {
  it('renders the first page of articles, the related articles and the gallery media', async () => {
    const queries: ArticleSearchQuery[] = [];
    const loads: GalleryLoadInput[] = [];
    const services = withPrefetch({
      articles: simulateArticles(demoArticles, { onSearch: (q) => queries.push(q) }),
      gallery: simulateGallery(demoGalleryMedia, { onLoad: (input) => loads.push(input) }),
    });
    const browser = createServicesSimulator({
      articles: simulateArticles(demoArticles),
      gallery: simulateGallery(demoGalleryMedia),
    });
    const html = await serverHtml(
      page(
        [fx.valid, articleRelatedFixtures.valid, ugcGalleryFixtures.customer],
        services,
        browser,
      ),
    );
    const [gridTitles, relatedTitles] = [
      titles(html.slice(0, html.indexOf('data-block-type="articleRelated"'))),
      titles(html.slice(html.indexOf('data-block-type="articleRelated"'))),
    ];
    const newest = [...demoArticles].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    expect(gridTitles).toEqual(newest.slice(0, 3).map((a) => a.title));
    expect(html).toContain('Showing 3 of 12 articles');
    expect(html).toContain('Read more');
    expect(html).toContain('aria-label="Filter articles by topic"');
    expect(relatedTitles).toHaveLength(4);
    const current = demoArticles.find(
      (a) => a.id === articleRelatedFixtures.valid.fields.articleId,
    );
    expect(current).toBeDefined();
    expect(relatedTitles).not.toContain(current?.title);
    const climbs = demoGalleryMedia.filter((m) => m.caption.includes('#climb')).slice(0, 6);
    expect(climbs.length).toBeGreaterThan(0);
    for (const media of climbs) expect(html).toContain(`data-media-id="${media.id}"`);
    expect(html).not.toContain('aria-busy="true"');
    expect(queries[0]).toEqual({ limit: 3, offset: 0 });
    expect(loads).toEqual([
      { kind: 'customer', containerId: 'alpine-na', filter: 'climb', count: 6 },
    ]);
  });

  it('renders the shell and logs when the service fails or is slow; the page still renders', async () => {
    const log = vi.fn<BlockLog>();
    const services = {
      ...withPrefetch({
        timeoutMs: 50,
        articles: simulateArticles(demoArticles, { fail: 'HTTP 503' }),
        gallery: simulateGallery(demoGalleryMedia, { pending: true }),
      }),
      log,
    };
    const html = await serverHtml(page([fx.valid, ugcGalleryFixtures.valid], services));
    expect(html).toContain('From the journal');
    expect(html).toContain('#summitlab on the trail');
    expect(titles(html)).toEqual([]);
    expect(html).not.toContain('data-media-id');
    const events = log.mock.calls.map(([entry]) => ({
      event: entry.event,
      message: entry.error instanceof Error ? entry.error.message : entry.error,
    }));
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'articles.unavailable', message: 'HTTP 503' },
        { event: 'gallery.unavailable', message: 'No answer within 50 ms' },
      ]),
    );
  });

  it('without a server loader keeps the shell for the island (Storybook, preview tool)', async () => {
    const html = await serverHtml(
      page(
        [fx.valid],
        createServicesSimulator({ articles: simulateArticles(demoArticles, { pending: true }) }),
      ),
    );
    expect(html).toContain('Loading articles');
    expect(titles(html)).toEqual([]);
  });
});

describe('the islands with the server data', () => {
  it('show it at once and do not search or load again in the browser', async () => {
    const browserQueries: ArticleSearchQuery[] = [];
    const browserLoads: GalleryLoadInput[] = [];
    const browser = createServicesSimulator({
      articles: simulateArticles(demoArticles, { onSearch: (q) => browserQueries.push(q) }),
      gallery: simulateGallery(demoGalleryMedia, { onLoad: (input) => browserLoads.push(input) }),
    });
    const server = withPrefetch({
      articles: simulateArticles(demoArticles),
      gallery: simulateGallery(demoGalleryMedia),
    });
    const rendered = await Promise.all(
      [fx.valid, articleRelatedFixtures.valid, ugcGalleryFixtures.valid].map((block) =>
        renderBlock(block, server),
      ),
    );
    vi.useFakeTimers();
    render(<BlockServicesProvider services={browser}>{rendered}</BlockServicesProvider>);
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByText('Showing 3 of 12 articles')).toBeTruthy();
    await act(async () => vi.runAllTimersAsync());
    expect(browserQueries).toEqual([]);
    expect(browserLoads).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Photo shared by/ }).length).toBe(12);
  });
});
