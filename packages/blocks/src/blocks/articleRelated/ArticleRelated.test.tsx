import { act, render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { simulateArticles } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import { demoArticles } from '../articleCard/fixtures';
import { articleRelatedFixtures as fx } from './fixtures';
import { articleRelatedBlock } from './index';
import { findRelated, mergeRelated } from './related';
import { articleRelatedSchema } from './schema';

const registry = createRegistry([articleRelatedBlock]);
const byId = (id: string) => demoArticles.filter((a) => a.id.includes(id));

describe('related articles', () => {
  it('merges in order without the current article and duplicates, at most 4', () => {
    const [a, b, c, d, e, f] = demoArticles;
    const merged = mergeRelated(
      [
        [a!, b!, c!],
        [b!, d!, e!, f!],
      ],
      a!.id,
    );
    expect(merged.map((x) => x.id)).toEqual([b, c, d, e].map((x) => x!.id));
  });

  it('searches the tags in order until 4 others share a tag', async () => {
    const queries: unknown[] = [];
    const search = simulateArticles(demoArticles, { onSearch: (q) => queries.push(q) });
    const related = await findRelated(search, 'article-hut-to-hut-en-us', ['hiking', 'stories']);
    expect(related).toHaveLength(4);
    expect(related.some((a) => a.id === 'article-hut-to-hut-en-us')).toBe(false);
    expect(related.every((a) => a.tags.some((t) => t.id === 'hiking' || t.id === 'stories'))).toBe(
      true,
    );
    // 3 others share hiking, so stories is searched too.
    expect(queries).toEqual([
      { limit: 5, offset: 0, tagId: 'hiking' },
      { limit: 5, offset: 0, tagId: 'stories' },
    ]);
    const climbing = await findRelated(search, byId('bouldering')[0]!.id, ['climbing', 'stories']);
    expect(climbing.map((a) => a.id)).toContain('article-crag-etiquette-en-us');
    expect(climbing).toHaveLength(3);
    expect(queries).toHaveLength(4);
  });

  it('rejects a block without article id or tags', () => {
    expect(articleRelatedSchema.safeParse(fx.invalid.fields).success).toBe(false);
  });

  it('renders 4 related cards under the heading', async () => {
    const services = createServicesSimulator({ articles: simulateArticles(demoArticles) });
    render(
      <BlockServicesProvider services={services}>
        <RenderBlocks registry={registry} blocks={[fx.valid]} services={services} />
      </BlockServicesProvider>,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Related articles' })).toBeTruthy();
    await act(async () => {});
  });
});
