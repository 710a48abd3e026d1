import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import { articleCardFixtures as fx } from './fixtures';
import { formatArticleDate, isoDay } from './format';
import { articleCardBlock } from './index';
import { articleCardSchema } from './schema';

const registry = createRegistry([articleCardBlock]);
const html = (block: unknown) =>
  renderToStaticMarkup(
    <RenderBlocks registry={registry} blocks={[block]} services={createServicesSimulator()} />,
  );

describe('articleCard', () => {
  it('formats the date per locale in UTC', () => {
    expect(formatArticleDate('2026-10-26', 'en-US')).toBe('Oct 26, 2026');
    expect(formatArticleDate('2026-10-26', 'fr-CA')).toMatch(/26 oct\.? 2026/);
    expect(formatArticleDate('soon', 'en-US')).toBe('soon');
    expect(isoDay('2026-10-26T23:00:00Z')).toBe('2026-10-26');
  });

  it('renders picture, eyebrow, title link, date and tags', () => {
    const out = html(fx.valid);
    expect(out).toContain('href="/en-us/journal/first-trail-race"');
    expect(out).toContain('Notes from a first trail race');
    expect(out).toContain('<time dateTime="2026-10-26">Oct 26, 2026</time>');
    expect(out).toContain('Trail running');
    expect(out).toContain('data-variant="card"');
    expect(html(fx.teaser)).toContain('data-variant="teaser"');
  });

  it('falls back to card on a bad variant and rejects unsafe or missing fields', () => {
    expect(articleCardSchema.parse(fx.badVariant.fields).variant).toBe('card');
    expect(articleCardSchema.parse(fx.minimal.fields).article.tags).toEqual([]);
    const paths = articleCardSchema
      .safeParse(fx.invalid.fields)
      .error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['article.title', 'article.url', 'article.date']));
  });
});
